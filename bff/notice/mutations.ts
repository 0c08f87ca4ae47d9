import { builder } from '../core/builder';
import { ADMINS, requireStaff } from '../staff/access';
import { StaffSecondFactorRequiredError } from '../staff/errors';
import type { Context } from '../core/context';
import { ValidationError, withGraphFieldNames } from '../core/errors';
import { memberId, upstreamIdOf } from '../core/global-ids';
import { bffMessage } from '../messages';
import { Viewer, ViewerPayload, viewerOf, type ViewerSource } from '../viewer/types';
import type { MaintenanceInfo, NoticeCounts } from './endpoints';
import { UserNotFoundError } from '../user/errors';
import type { NoticeGroupInfo } from './endpoints';
import {
  AnnouncementNotFoundError,
  ForbiddenError,
  MaintenanceError,
  MuteSelfError,
  NoticeNotFoundError,
} from './errors';
import { MaintenanceDesk, StaffAnnouncement } from './staff-types';
import { Maintenance, Notice, NoticeAudience, NoticeKind } from './types';

/**
 * Reading, settings and push subscriptions for the viewer; staff's announcements and
 * maintenance windows. Each answers the viewer afresh; a read's counts ride on it, so the
 * badges it answers cost no further call.
 */

/** The viewer after a read: the counts upstream answered, so the badges need no further call. */
async function viewerWithCounts(context: Context, counts: NoticeCounts): Promise<ViewerSource> {
  context.loaders.clearAll();
  return {
    ...(await viewerOf(context)),
    unreadNoticeCount: counts.notices,
    unreadAnnouncementCount: counts.announcements,
  };
}

builder.mutationField('noticesMarkRead', (t) =>
  t.field({
    type: ViewerPayload('NoticesMarkReadPayload'),
    description:
      'Marks the viewer’s notices read up to `upTo` (the newest notice the list showed), or all. The viewer’s other tabs hear a NoticesReadEvent.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('NoticesMarkReadInput', {
          fields: (f) => ({ upTo: f.globalID({ description: 'A Notice: it and everything older are read.' }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [NoticeNotFoundError, ValidationError, MaintenanceError],
      union: { name: 'NoticesMarkReadResult' },
    },
    resolve: async (_root, { input }, context) => {
      let upTo: number | undefined;
      if (input.upTo) {
        const group = await context.loaders.notices.load(upstreamIdOf(context, input.upTo, 'Notice', 'upTo'));
        if (!group) throw new NoticeNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
        upTo = group.seq;
      }
      return { viewer: await viewerWithCounts(context, await context.upstream.notice.markRead(upTo)) };
    },
  }),
);

builder.mutationField('announcementMarkRead', (t) =>
  t.field({
    type: ViewerPayload('AnnouncementMarkReadPayload'),
    description: 'Marks one announcement read (opened), or all.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AnnouncementMarkReadInput', {
          fields: (f) => ({ announcementId: f.globalID({ description: 'An Announcement; none: all.' }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [AnnouncementNotFoundError, ValidationError, MaintenanceError],
      union: { name: 'AnnouncementMarkReadResult' },
    },
    resolve: async (_root, { input }, context) => {
      const id = input.announcementId
        ? upstreamIdOf(context, input.announcementId, 'Announcement', 'announcementId')
        : undefined;
      return { viewer: await viewerWithCounts(context, await context.upstream.notice.announcementMarkRead(id)) };
    },
  }),
);

builder.mutationField('noticeSettingsUpdate', (t) =>
  t.field({
    type: ViewerPayload('NoticeSettingsUpdatePayload'),
    description: 'Who may notify the viewer of one kind, and whether a push is sent for it (each optional).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('NoticeSettingsUpdateInput', {
          fields: (f) => ({
            kind: f.field({ type: NoticeKind, required: true }),
            audience: f.field({ type: NoticeAudience }),
            push: f.boolean(),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, MaintenanceError], union: { name: 'NoticeSettingsUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      await withGraphFieldNames({ who: 'audience' }, () =>
        context.upstream.notice.updateSettings({
          kind: input.kind,
          ...(input.audience ? { who: input.audience } : {}),
          ...(input.push != null ? { push: input.push } : {}),
        }),
      );
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);

const MemberInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({ userId: f.globalID({ required: true, description: 'The member’s global ID.' }) }),
  });

builder.mutationField('noticeMemberMute', (t) =>
  t.field({
    type: builder
      .objectRef<{ viewer: ViewerSource; removedIds: number[]; notices: NoticeGroupInfo[] }>('NoticeMemberMutePayload')
      .implement({
        fields: (f) => ({
          viewer: f.field({ type: Viewer, resolve: (payload) => payload.viewer }),
          removedNoticeIds: f.globalIDList({
            description: 'Notices the muted member was alone in: they are gone (remove them from lists).',
            resolve: (payload) => payload.removedIds.map((id) => ({ type: 'Notice', id })),
          }),
          notices: f.field({
            type: [Notice],
            description: 'Notices the muted member left: one fewer, in the same place.',
            resolve: (payload) => payload.notices,
          }),
        }),
      }),
    description:
      'Mutes a member’s notices: nothing they do notifies the viewer any more, and they leave the viewer’s notices ' +
      '(those they were alone in go). They are never told. The viewer’s other tabs hear each change.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: MemberInput('NoticeMemberMuteInput'), required: true }) },
    errors: {
      types: [ValidationError, UserNotFoundError, MuteSelfError, MaintenanceError],
      union: { name: 'NoticeMemberMuteResult' },
    },
    resolve: async (_root, { input }, context) => {
      const muted = await context.upstream.notice.mute(memberId(context, input.userId));
      return {
        viewer: await viewerWithCounts(context, muted.counts),
        removedIds: muted.emptied,
        notices: muted.shrunk,
      };
    },
  }),
);

builder.mutationField('noticeMemberUnmute', (t) =>
  t.field({
    type: ViewerPayload('NoticeMemberUnmutePayload'),
    description: 'Lets a muted member’s later interactions notify the viewer again (nothing earlier comes back).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: MemberInput('NoticeMemberUnmuteInput'), required: true }) },
    errors: {
      types: [ValidationError, MuteSelfError, MaintenanceError],
      union: { name: 'NoticeMemberUnmuteResult' },
    },
    resolve: async (_root, { input }, context) => {
      await context.upstream.notice.unmute(memberId(context, input.userId));
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);

builder.mutationField('pushSubscribe', (t) =>
  t.field({
    type: ViewerPayload('PushSubscribePayload'),
    description:
      'Registers this browser for web push (its PushSubscription’s endpoint and keys, made with pushPublicKey).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('PushSubscribeInput', {
          fields: (f) => ({
            endpoint: f.string({ required: true }),
            p256dh: f.string({ required: true }),
            auth: f.string({ required: true }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, MaintenanceError], union: { name: 'PushSubscribeResult' } },
    resolve: async (_root, { input }, context) => {
      // Upstream names the keys together (`keys`): the graph's first key field stands for them.
      await withGraphFieldNames({ keys: 'p256dh' }, () =>
        context.upstream.notice.pushSubscribe({
          endpoint: input.endpoint,
          keys: { p256dh: input.p256dh, auth: input.auth },
        }),
      );
      return { viewer: await viewerOf(context) };
    },
  }),
);

builder.mutationField('pushUnsubscribe', (t) =>
  t.field({
    type: ViewerPayload('PushUnsubscribePayload'),
    description: 'Stops web push to this browser.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('PushUnsubscribeInput', {
          fields: (f) => ({ endpoint: f.string({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, MaintenanceError], union: { name: 'PushUnsubscribeResult' } },
    resolve: async (_root, { input }, context) => {
      await context.upstream.notice.pushUnsubscribe(input.endpoint);
      return { viewer: await viewerOf(context) };
    },
  }),
);

/** A list of texts per language as upstream takes them: one per language (the last of a repeated one). */
export function byLanguage<T>(texts: ReadonlyArray<{ language: string } & T>): Record<string, T> {
  return Object.fromEntries(texts.map(({ language, ...text }) => [language, text as unknown as T]));
}

/** One language's title and body, as admins write them. */
export const AnnouncementTextInput = builder.inputType('AnnouncementTextInput', {
  fields: (g) => ({
    language: g.string({ required: true }),
    title: g.string({ required: true }),
    body: g.string({ required: true }),
  }),
});

builder.mutationField('announcementPublish', (t) =>
  t.field({
    type: builder.objectRef<{ announcementId: number }>('AnnouncementPublishPayload').implement({
      fields: (f) => ({
        announcementId: f.globalID({
          description: 'The new Announcement (readable once published).',
          resolve: (p) => ({ type: 'Announcement', id: p.announcementId }),
        }),
        staffAnnouncement: f.field({
          type: StaffAnnouncement,
          nullable: true,
          description: 'The new announcement as admins see it.',
          resolve: (p, _args, context) => context.loaders.staffAnnouncements.load(p.announcementId),
        }),
      }),
    }),
    description:
      'Staff (admin): an announcement to every member, now or at `publishAt` (then every subscribed viewer hears an AnnouncementPublishedEvent).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AnnouncementPublishInput', {
          fields: (f) => ({
            texts: f.field({
              type: [AnnouncementTextInput],
              required: true,
              description: 'One per language; English required.',
            }),
            publishAt: f.string({ description: 'ISO; none: now. A later time schedules it.' }),
            pinned: f.boolean({ description: 'Shown first.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ForbiddenError, StaffSecondFactorRequiredError, ValidationError],
      union: { name: 'AnnouncementPublishResult' },
    },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, ADMINS);
      const { id } = await context.upstream.notice.publishAnnouncement({
        texts: byLanguage<{ title: string; body: string }>(input.texts),
        ...(input.publishAt ? { publishAt: input.publishAt } : {}),
        ...(input.pinned != null ? { pinned: input.pinned } : {}),
      });
      return { announcementId: id };
    },
  }),
);

builder.mutationField('maintenanceSet', (t) =>
  t.field({
    type: builder.objectRef<{ maintenance: MaintenanceInfo }>('MaintenanceSetPayload').implement({
      fields: (f) => ({
        maintenance: f.field({
          type: Maintenance,
          nullable: true,
          description: 'The window now (null once cleared), in the viewer’s language.',
          resolve: (p) => p.maintenance,
        }),
        maintenanceDesk: f.field({
          type: MaintenanceDesk,
          description: 'The window now as admins see it (every language).',
          resolve: async (_p, _args, context) => ({ window: await context.upstream.notice.staffMaintenance() }),
        }),
      }),
    }),
    description:
      'Staff (admin): sets the one maintenance window (replacing any), or clears it with `clear`. Every subscribed viewer hears a MaintenanceChangedEvent.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MaintenanceSetInput', {
          fields: (f) => ({
            texts: f.field({
              type: [
                builder.inputType('MaintenanceTextInput', {
                  fields: (g) => ({ language: g.string({ required: true }), message: g.string({ required: true }) }),
                }),
              ],
              description: 'One per language; English required (unless clearing).',
            }),
            startsAt: f.string({ description: 'ISO.' }),
            endsAt: f.string({ description: 'ISO, after startsAt.' }),
            clear: f.boolean({ description: 'Removes the window.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ForbiddenError, StaffSecondFactorRequiredError, ValidationError],
      union: { name: 'MaintenanceSetResult' },
    },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, ADMINS);
      const maintenance = await context.upstream.notice.setMaintenance(
        input.clear
          ? { clear: true }
          : {
              texts: Object.fromEntries((input.texts ?? []).map(({ language, message }) => [language, message])),
              startsAt: input.startsAt ?? '',
              endsAt: input.endsAt ?? '',
            },
      );
      return { maintenance };
    },
  }),
);
