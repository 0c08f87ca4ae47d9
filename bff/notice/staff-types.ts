import { UI_LANGUAGES } from '../constants';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { loadNodes, parseUpstreamId } from '../core/global-ids';
import { totalCountField, upstreamConnection } from '../core/paging';
import { ADMINS, isStaff } from '../staff/access';
import { StaffSecondFactorRequiredError } from '../staff/errors';
import { Viewer } from '../viewer/types';
import type { StaffAnnouncementInfo, StaffMaintenanceInfo } from './endpoints';
import { ForbiddenError } from './errors';

/**
 * The admins' desk for announcements and maintenance (docs/contract.md "Staff: announcements and maintenance").
 * Private by every path: a `StaffAnnouncement` comes only from `viewer.staffAnnouncements` (null for anyone but an
 * admin who passed the second factor), the admins' mutations, and `node(id:)` through a loader that answers null to
 * anyone else (upstream refuses them too); members read announcements as `Announcement`, in their language.
 */

export const AnnouncementState = builder.enumType('AnnouncementState', {
  values: {
    SCHEDULED: { value: 'scheduled', description: 'Waiting for `publishAt`: members see nothing yet.' },
    PUBLISHED: { value: 'published', description: 'Shown to members.' },
    WITHDRAWN: { value: 'withdrawn', description: 'Withdrawn by an admin: shown to nobody.' },
  } as const,
});

const AnnouncementTextRef = builder
  .objectRef<{ language: string; title: string; body: string }>('StaffAnnouncementText')
  .implement({
    description: 'One language’s title and body.',
    fields: (t) => ({
      language: t.exposeString('language'),
      title: t.exposeString('title'),
      body: t.exposeString('body'),
    }),
  });

/** Texts in the UI languages' order (English first). */
const inOrder = <T>(texts: Record<string, T>) =>
  [...UI_LANGUAGES]
    .filter((language) => texts[language] !== undefined)
    .map((language) => ({ language, text: texts[language] }));

export const StaffAnnouncement = builder.loadableNode('StaffAnnouncement', {
  description: 'An announcement as admins see it: every language, its state and author. Admins only.',
  id: { resolve: (announcement: StaffAnnouncementInfo) => announcement.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) =>
    loadNodes(ids, (known) => context.loaders.staffAnnouncements.loadMany(known)),
  fields: (t) => ({
    texts: t.field({
      type: [AnnouncementTextRef],
      extensions: { maxItems: UI_LANGUAGES.length },
      description: 'Every language written (English always), in the UI languages’ order.',
      resolve: (announcement) => inOrder(announcement.texts).map(({ language, text }) => ({ language, ...text })),
    }),
    publishAt: t.exposeString('publishAt'),
    pinned: t.exposeBoolean('pinned'),
    state: t.field({ type: AnnouncementState, resolve: (announcement) => announcement.state }),
    version: t.exposeInt('version', { description: 'Every change names it; a stale one is UpdateConflictError.' }),
    authorName: t.string({
      nullable: true,
      description: 'The admin who wrote it (null: the demo’s own).',
      resolve: (announcement) => announcement.author?.nickname ?? null,
    }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    withdrawnAt: t.string({ nullable: true, resolve: (announcement) => announcement.withdrawnAt }),
  }),
});

const StaffMaintenanceText = builder
  .objectRef<{ language: string; message: string }>('StaffMaintenanceText')
  .implement({
    fields: (t) => ({ language: t.exposeString('language'), message: t.exposeString('message') }),
  });

export const StaffMaintenanceWindow = builder
  .objectRef<NonNullable<StaffMaintenanceInfo>>('StaffMaintenanceWindow')
  .implement({
    description: 'The maintenance window as admins see it: every language’s message.',
    fields: (t) => ({
      texts: t.field({
        type: [StaffMaintenanceText],
        extensions: { maxItems: UI_LANGUAGES.length },
        resolve: (window) => inOrder(window.texts).map(({ language, text }) => ({ language, message: text })),
      }),
      startsAt: t.exposeString('startsAt'),
      endsAt: t.exposeString('endsAt'),
      active: t.exposeBoolean('active', { description: 'Writes are refused now.' }),
    }),
  });

/** What admins see of maintenance: the window, if one is set. */
export const MaintenanceDesk = builder.objectRef<{ window: StaffMaintenanceInfo }>('MaintenanceDesk').implement({
  description: 'Admins: the maintenance window as it is set.',
  fields: (t) => ({
    window: t.field({
      type: StaffMaintenanceWindow,
      nullable: true,
      description: 'The current or next window; null when none.',
      resolve: (desk) => desk.window,
    }),
  }),
});

/** Null where the caller is not an admin who passed the second factor (upstream refuses them too). */
const unlessRefused = (error: unknown): null => {
  if (error instanceof ForbiddenError || error instanceof StaffSecondFactorRequiredError) return null;
  throw error;
};

builder.objectFields(Viewer, (t) => ({
  staffAnnouncements: t.connection(
    {
      type: StaffAnnouncement,
      nullable: true,
      description: 'Admins: every announcement (scheduled, published, withdrawn), newest first. Null for anyone else.',
      resolve: async (_viewer, args, context) => {
        // The BFF's check and the page side by side (upstream checks again): one round trip's wait, not two.
        const [allowed, connection] = await Promise.all([
          isStaff(context, ADMINS),
          upstreamConnection(
            args,
            (page) => context.upstream.notice.staffAnnouncements(page),
            (list) => {
              for (const found of list) context.loaders.staffAnnouncements.prime(found.id, found);
              return list;
            },
          ).catch((error) => unlessRefused(error)),
        ]);
        return allowed ? connection : null;
      },
    },
    { name: 'ViewerStaffAnnouncementsConnection', ...(totalCountField as object) },
  ),
  maintenanceDesk: t.field({
    type: MaintenanceDesk,
    nullable: true,
    description: 'Admins: the maintenance window with every language’s message. Null for anyone else.',
    resolve: async (_viewer, _args, context) => {
      const [allowed, window] = await Promise.all([
        isStaff(context, ADMINS),
        context.upstream.notice.staffMaintenance().catch((error): StaffMaintenanceInfo => unlessRefused(error)),
      ]);
      return allowed ? { window: window ?? null } : null;
    },
  }),
}));
