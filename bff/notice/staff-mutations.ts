import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { ValidationError, withGraphFieldNames } from '../core/errors';
import { upstreamIdOf } from '../core/global-ids';
import { UpdateConflictError } from '../moderation/errors';
import { ADMINS, requireStaff } from '../staff/access';
import { StaffSecondFactorRequiredError } from '../staff/errors';
import type { StaffAnnouncementInfo } from './endpoints';
import { AnnouncementNotEditableError, AnnouncementNotFoundError, ForbiddenError } from './errors';
import { AnnouncementTextInput, byLanguage } from './mutations';
import { StaffAnnouncement } from './staff-types';

/**
 * Admins' changes to an announcement (docs/decisions.md "Announcements: editing and withdrawal"): each names the
 * version it read (a stale one: UpdateConflictError, the moderation queue's type, nothing changed) and answers the
 * announcement afresh.
 */

/** Upstream's field names as the graph's input names them. */
const GRAPH_FIELDS = { id: 'announcementId' };

const ERRORS = [
  ForbiddenError,
  StaffSecondFactorRequiredError,
  UpdateConflictError,
  AnnouncementNotFoundError,
  AnnouncementNotEditableError,
  ValidationError,
];

const StaffAnnouncementPayload = builder
  .objectRef<{ announcement: StaffAnnouncementInfo }>('StaffAnnouncementPayload')
  .implement({
    fields: (t) => ({
      announcement: t.field({
        type: StaffAnnouncement,
        description: 'The announcement afresh.',
        resolve: (payload) => payload.announcement,
      }),
    }),
  });

const idOf = (context: Context, id: { typename: string; id: string }) =>
  upstreamIdOf(context, id, 'StaffAnnouncement', 'announcementId');

/** The change made: read afresh from here on. */
function answered(context: Context, announcement: StaffAnnouncementInfo) {
  context.loaders.clearAll();
  context.loaders.staffAnnouncements.prime(announcement.id, announcement);
  return { announcement };
}

builder.mutationField('announcementUpdate', (t) =>
  t.field({
    type: StaffAnnouncementPayload,
    description:
      'Admins: a scheduled announcement’s texts, time and pin (a time now or past publishes it at once), or a published one’s pin only; at the version read.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AnnouncementUpdateInput', {
          fields: (f) => ({
            announcementId: f.globalID({ required: true, description: 'A StaffAnnouncement.' }),
            version: f.int({ required: true, description: 'The version as read.' }),
            texts: f.field({ type: [AnnouncementTextInput], description: 'Every language (English required).' }),
            publishAt: f.string({ description: 'ISO.' }),
            pinned: f.boolean(),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: ERRORS, union: { name: 'AnnouncementUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, ADMINS);
      const id = idOf(context, input.announcementId);
      const announcement = await withGraphFieldNames(GRAPH_FIELDS, () =>
        context.upstream.notice.updateAnnouncement({
          id,
          version: input.version,
          ...(input.texts ? { texts: byLanguage<{ title: string; body: string }>(input.texts) } : {}),
          ...(input.publishAt ? { publishAt: input.publishAt } : {}),
          ...(input.pinned != null ? { pinned: input.pinned } : {}),
        }),
      );
      return answered(context, announcement);
    },
  }),
);

builder.mutationField('announcementWithdraw', (t) =>
  t.field({
    type: StaffAnnouncementPayload,
    description:
      'Admins: withdraws an announcement at the version read. It leaves every member’s list and unread count at once; members’ open apps hear an AnnouncementWithdrawnEvent.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AnnouncementWithdrawInput', {
          fields: (f) => ({
            announcementId: f.globalID({ required: true, description: 'A StaffAnnouncement.' }),
            version: f.int({ required: true, description: 'The version as read.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: ERRORS, union: { name: 'AnnouncementWithdrawResult' } },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, ADMINS);
      const id = idOf(context, input.announcementId);
      const announcement = await withGraphFieldNames(GRAPH_FIELDS, () =>
        context.upstream.notice.withdrawAnnouncement(id, input.version),
      );
      return answered(context, announcement);
    },
  }),
);
