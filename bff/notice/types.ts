import { NOTICE_ACTORS_MAX } from '../constants';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { loadNodes, parseUpstreamId } from '../core/global-ids';
import { totalCountField, upstreamConnection, type ConnectionArgs } from '../core/paging';
import { Moment } from '../moment/types';
import { User, userConnection } from '../user/types';
import { Viewer, viewerInfo } from '../viewer/types';
import type {
  AnnouncementInfo,
  AnnouncementTexts,
  MaintenanceTexts,
  NoticeAudienceValue,
  NoticeGroupInfo,
} from './endpoints';

/**
 * Notices and announcements (issue 23; spec §2, §7, §8). Private by construction: a notice
 * group comes only from the viewer's own list or upstream's `/interact/batch` (the caller's
 * own), so `node(id:)` of another's is null; its `moment` loads through the moment domain's
 * loader, so whether the viewer may still see it is the moment's rule; lists, counts and
 * settings hang on `Viewer`. Announcements and maintenance are for everyone, in the reader's
 * language.
 */

declare module '../viewer/types' {
  interface ViewerSource {
    /** What a notice event carried: the viewer's unread groups, as the list shows them. */
    unreadNoticeCount?: number;
    /** What a notice event carried: the viewer's unread announcements. */
    unreadAnnouncementCount?: number;
  }
}

declare module '../viewer/endpoints' {
  interface MyInfo {
    /** Staff only (issue 23; issue 25 builds the console on it). */
    staffRole?: 'support' | 'moderator' | 'admin' | null;
  }
}

/** The kinds the graph names; other kinds upstream's registry grows are skipped until named here. */
const NOTICE_KINDS = {
  FOLLOW: { value: 'follow', description: 'Followed the viewer.' },
  FRIEND: { value: 'friend', description: 'Accepted the viewer’s friend request.' },
  VISIT: { value: 'visit', description: 'Visited the viewer’s page.' },
  LIKE: { value: 'like', description: 'Liked the viewer’s moment.' },
  COMMENT: { value: 'comment', description: 'Commented on the viewer’s moment.' },
  REPLY: { value: 'reply', description: 'Replied to the viewer’s comment.' },
  GIFT: { value: 'gift', description: 'Sent the viewer a gift in chat.' },
  MATCH: { value: 'match', description: 'The viewer was matched (random match).' },
  SHOP_GIFT: { value: 'shop_gift', description: 'Bought the viewer a gift in the mall: `order`.' },
  REPORT_OUTCOME: {
    value: 'report_outcome',
    description: 'A report of the viewer’s was decided (from customer service): `reportOutcome`.',
  },
  MODERATION_WARNING: {
    value: 'moderation_warning',
    description: 'A moderator warned the viewer (from customer service): `reportOutcome`.',
  },
} as const;

export const NoticeKind = builder.enumType('NoticeKind', { values: NOTICE_KINDS });
/** A kind id the graph names (a known kind's `kind` is one, `isKnownNoticeKind` says so). */
type NoticeKindValue = (typeof NOTICE_KINDS)[keyof typeof NOTICE_KINDS]['value'];

/** Upstream's kind ids the graph knows, in the enum's order. */
export const KNOWN_NOTICE_KINDS: readonly string[] = Object.values(NOTICE_KINDS).map((kind) => kind.value);
export const isKnownNoticeKind = (kind: string) => KNOWN_NOTICE_KINDS.includes(kind);

/** Kinds about a moment (the like's and comment's moment, the reply's comment's moment). */
const MOMENT_KINDS = new Set(['like', 'comment', 'reply']);

export const NoticeAudience = builder.enumType('NoticeAudience', {
  description: 'Who may notify the viewer of one kind.',
  values: {
    EVERYONE: { value: 'everyone' },
    FOLLOWING: { value: 'following', description: 'People the viewer follows.' },
    FRIENDS: { value: 'friends', description: 'The viewer’s friends.' },
    NOBODY: { value: 'nobody' },
  } as const,
});

export const Notice = builder.loadableNode('Notice', {
  description: 'A group of interaction notices: one kind on one target within 12 hours.',
  id: { resolve: (group: NoticeGroupInfo) => group.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) =>
    loadNodes(ids, async (known) =>
      (await context.loaders.notices.loadMany(known)).map((group) =>
        group && !(group instanceof Error) && !isKnownNoticeKind(group.kind) ? null : group,
      ),
    ),
  fields: (t) => ({
    kind: t.field({ type: NoticeKind, resolve: (group) => group.kind as NoticeKindValue }),
    count: t.exposeInt('count', { description: 'How many people (each once, however often they acted).' }),
    actors: t.field({
      type: [User],
      description: 'The latest three, newest first.',
      extensions: { maxItems: NOTICE_ACTORS_MAX },
      resolve: (group) => group.actors,
    }),
    moment: t.field({
      type: Moment,
      nullable: true,
      description: 'The moment it is about (LIKE, COMMENT, REPLY), if the viewer may still see it.',
      resolve: (group, _args, context) =>
        group.momentId && MOMENT_KINDS.has(group.kind) ? context.loaders.moments.load(group.momentId) : null,
    }),
    firstAt: t.exposeString('firstAt'),
    latestAt: t.exposeString('latestAt'),
    unread: t.exposeBoolean('unread'),
  }),
});

export const Announcement = builder.loadableNode('Announcement', {
  description: 'Staff’s word to every member, in the viewer’s language (else English).',
  id: { resolve: (announcement: AnnouncementInfo) => announcement.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.announcements.loadMany(known)),
  fields: (t) => ({
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    language: t.exposeString('language', { description: 'The language shown.' }),
    publishAt: t.exposeString('publishAt'),
    pinned: t.exposeBoolean('pinned', { description: 'Shown first.' }),
    unread: t.exposeBoolean('unread'),
  }),
});

export interface NoticeKindSettingSource {
  kind: string;
  who: NoticeAudienceValue;
  push: boolean;
}

export const NoticeKindSetting = builder.objectRef<NoticeKindSettingSource>('NoticeKindSetting').implement({
  description: 'Who may notify the viewer of one kind, and whether a push is sent for it.',
  fields: (t) => ({
    kind: t.field({ type: NoticeKind, resolve: (setting) => setting.kind as NoticeKindValue }),
    audience: t.field({ type: NoticeAudience, resolve: (setting) => setting.who }),
    push: t.exposeBoolean('push'),
  }),
});

/** A window as the graph shows it: `active` counted when read. */
export interface MaintenanceSource {
  message: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
}

export const Maintenance = builder.objectRef<MaintenanceSource>('Maintenance').implement({
  description:
    'A maintenance window: before `startsAt` a banner; between `startsAt` and `endsAt` writes are refused (MaintenanceError).',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'Staff’s words, in the viewer’s language (else English).' }),
    startsAt: t.exposeString('startsAt'),
    endsAt: t.exposeString('endsAt'),
    active: t.exposeBoolean('active', { description: 'Writes are refused now.' }),
  }),
});

/** One language's text out of those staff wrote: the reader's, else English (always written). */
export function inLanguage<T>(texts: Record<string, T>, language: string): { language: string; text: T } {
  if (texts[language] !== undefined) return { language, text: texts[language] };
  if (texts.en !== undefined) return { language: 'en', text: texts.en };
  const [first, text] = Object.entries(texts)[0];
  return { language: first, text };
}

/** An event's announcement as one reader sees it (just published: unread). */
export function announcementFor(
  announcement: { id: number; texts: AnnouncementTexts; publishAt: string; pinned: boolean },
  language: string,
): AnnouncementInfo {
  const { language: shown, text } = inLanguage(announcement.texts, language);
  return {
    id: announcement.id,
    title: text.title,
    body: text.body,
    language: shown,
    publishAt: announcement.publishAt,
    pinned: announcement.pinned,
    unread: true,
  };
}

/** An event's window as one reader sees it, `active` counted now. */
export function maintenanceFor(
  window: { texts: MaintenanceTexts; startsAt: string; endsAt: string },
  language: string,
  now = Date.now(),
): MaintenanceSource {
  return {
    message: inLanguage(window.texts, language).text,
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    active: Date.parse(window.startsAt) <= now && now < Date.parse(window.endsAt),
  };
}

/** The viewer's groups as a connection; a kind the graph does not name yet is left out of the page's edges. */
async function noticeConnection(context: Context, args: ConnectionArgs) {
  const connection = await upstreamConnection(
    args,
    (page) => context.upstream.notice.list(page),
    (list) => context.loaders.primeNotices(list),
  );
  return { ...connection, edges: connection.edges.filter((edge) => edge && isKnownNoticeKind(edge.node.kind)) };
}

builder.objectFields(Viewer, (t) => ({
  notices: t.connection(
    {
      type: Notice,
      description:
        'The viewer’s interaction notices, grouped: newest (or newly joined) first. Opening the list marks them read (noticesMarkRead).',
      resolve: (_viewer, args, context) => noticeConnection(context, args),
    },
    { name: 'ViewerNoticesConnection', ...(totalCountField as object) },
  ),
  announcements: t.connection(
    {
      type: Announcement,
      description: 'Published announcements: pinned first, then newest.',
      resolve: (_viewer, args, context) =>
        upstreamConnection(
          args,
          (page) => context.upstream.notice.announcements(page),
          (list) => context.loaders.primeAnnouncements(list),
        ),
    },
    { name: 'ViewerAnnouncementsConnection', ...(totalCountField as object) },
  ),
  unreadNoticeCount: t.int({
    description: 'Unread notice groups: the unread lines the list shows (never single likes).',
    resolve: async (viewer, _args, context) =>
      viewer.unreadNoticeCount ?? (await context.loaders.noticeCounts()).notices,
  }),
  unreadAnnouncementCount: t.int({
    description: 'Published announcements the viewer has not opened.',
    resolve: async (viewer, _args, context) =>
      viewer.unreadAnnouncementCount ?? (await context.loaders.noticeCounts()).announcements,
  }),
  noticeSettings: t.field({
    type: [NoticeKindSetting],
    extensions: { maxItems: KNOWN_NOTICE_KINDS.length },
    description: 'Per kind: who may notify the viewer, and whether a push is sent.',
    resolve: async (_viewer, _args, context) => {
      const { kinds } = await context.loaders.noticeSettings();
      return KNOWN_NOTICE_KINDS.map((kind) => ({
        kind,
        who: kinds[kind]?.who ?? 'everyone',
        push: kinds[kind]?.push ?? true,
      }));
    },
  }),
  staffRole: t.string({
    nullable: true,
    description: 'Admin, moderator, support or null (issue 25 builds on it).',
    resolve: async (_viewer, _args, context) => (await viewerInfo(context)).staffRole ?? null,
  }),
}));

builder.objectField(Viewer, 'noticeMutedMembers', (t) =>
  t.connection(
    {
      type: User,
      description: 'Whom the viewer muted: nothing they do notifies the viewer. Newest first.',
      resolve: (_viewer, args, context) => userConnection(context, args, (page) => context.upstream.notice.mutes(page)),
    },
    { name: 'ViewerNoticeMutedMembersConnection', ...(totalCountField as object) },
  ),
);
