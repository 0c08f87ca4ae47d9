import { builder } from '../core/builder';
import { isId, isObject, onUpstreamEvent } from '../core/events';
import { publishViewerBroadcast, publishViewerEvent, ViewerEvent, type ViewerEventOf } from '../viewer/events';
import type { AnnouncementTexts, MaintenanceTexts, NoticeCounts, NoticeGroupInfo } from './endpoints';
import { Announcement, announcementFor, isKnownNoticeKind, Maintenance, maintenanceFor, Notice } from './types';

// Live notices: upstream's notice.changed and notice.read name one member with their group as
// they see it and their counts; each goes to that member's viewerEvents only, the counts on the
// event's viewer (no call per socket). Announcements and maintenance are for everyone: one
// publish on the broadcast topic, the text picked per socket in its viewer's language.

interface PublishedAnnouncement {
  id: number;
  texts: AnnouncementTexts;
  publishAt: string;
  pinned: boolean;
}
interface MaintenanceWindow {
  texts: MaintenanceTexts;
  startsAt: string;
  endsAt: string;
}

declare module '../viewer/events' {
  interface ViewerEvents {
    NoticeChangedEvent: { notice: NoticeGroupInfo | null; removedId: number | null };
    NoticesReadEvent: Record<string, never>;
    AnnouncementPublishedEvent: { announcement: PublishedAnnouncement };
    MaintenanceChangedEvent: { maintenance: MaintenanceWindow | null };
    AnnouncementWithdrawnEvent: { announcementId: number };
  }
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function countsIn(value: unknown): NoticeCounts | null {
  return isObject(value) && isCount(value.notices) && isCount(value.announcements)
    ? { notices: value.notices, announcements: value.announcements }
    : null;
}

/** A group as upstream's event carries it, or null when it is not one. */
function groupIn(value: unknown): NoticeGroupInfo | null {
  if (!isObject(value) || !isId(value.id) || typeof value.kind !== 'string' || !isCount(value.count)) return null;
  if (!Array.isArray(value.actors) || !value.actors.every((actor) => isObject(actor) && isId(actor.id))) return null;
  if (!isTime(value.firstAt) || !isTime(value.latestAt) || !isCount(value.seq) || typeof value.unread !== 'boolean')
    return null;
  if (value.momentId != null && !isId(value.momentId)) return null;
  return value as unknown as NoticeGroupInfo;
}

/** `{ <lang>: T }` with English, each checked by `valid`. */
function textsIn<T>(value: unknown, valid: (text: unknown) => text is T): Record<string, T> | null {
  if (!isObject(value) || !('en' in value)) return null;
  return Object.values(value).every(valid) ? (value as Record<string, T>) : null;
}
const isAnnouncementText = (text: unknown): text is { title: string; body: string } =>
  isObject(text) && typeof text.title === 'string' && typeof text.body === 'string';
const isString = (text: unknown): text is string => typeof text === 'string';

const viewerWith = (memberId: number, counts: NoticeCounts) => ({
  id: memberId,
  unreadNoticeCount: counts.notices,
  unreadAnnouncementCount: counts.announcements,
});

onUpstreamEvent<{ memberId: number; counts: NoticeCounts; notice: NoticeGroupInfo | null; removedId: number | null }>(
  'notice.changed',
  {
    decode: ({ memberId, counts, notice, removedId }) => {
      const decodedCounts = countsIn(counts);
      if (!isId(memberId) || !decodedCounts) return null;
      if (removedId != null)
        return isId(removedId) ? { memberId, counts: decodedCounts, notice: null, removedId } : null;
      const group = groupIn(notice);
      return group ? { memberId, counts: decodedCounts, notice: group, removedId: null } : null;
    },
    // A kind the graph does not name yet still moves the badge: the event goes without its notice.
    publish: (pubsub, { memberId, counts, notice, removedId }, occurredAt) =>
      publishViewerEvent(pubsub, viewerWith(memberId, counts), 'NoticeChangedEvent', occurredAt, {
        notice: notice && isKnownNoticeKind(notice.kind) ? notice : null,
        removedId,
      }),
  },
);

onUpstreamEvent<{ memberId: number; counts: NoticeCounts }>('notice.read', {
  decode: ({ memberId, counts }) => {
    const decodedCounts = countsIn(counts);
    return isId(memberId) && decodedCounts ? { memberId, counts: decodedCounts } : null;
  },
  publish: (pubsub, { memberId, counts }, occurredAt) =>
    publishViewerEvent(pubsub, viewerWith(memberId, counts), 'NoticesReadEvent', occurredAt, {}),
});

onUpstreamEvent<PublishedAnnouncement>('announcement.published', {
  decode: ({ announcement }) => {
    if (!isObject(announcement) || !isId(announcement.id) || !isTime(announcement.publishAt)) return null;
    const texts = textsIn(announcement.texts, isAnnouncementText);
    if (!texts || typeof announcement.pinned !== 'boolean') return null;
    return { id: announcement.id, texts, publishAt: announcement.publishAt, pinned: announcement.pinned };
  },
  publish: (pubsub, announcement, occurredAt) =>
    publishViewerBroadcast(pubsub, 'AnnouncementPublishedEvent', occurredAt, { announcement }),
});

onUpstreamEvent<{ announcementId: number }>('announcement.withdrawn', {
  decode: ({ announcementId }) => (isId(announcementId) ? { announcementId } : null),
  publish: (pubsub, data, occurredAt) => publishViewerBroadcast(pubsub, 'AnnouncementWithdrawnEvent', occurredAt, data),
});

onUpstreamEvent<{ maintenance: MaintenanceWindow | null }>('maintenance.changed', {
  decode: ({ maintenance }) => {
    if (maintenance === null) return { maintenance: null };
    if (!isObject(maintenance) || !isTime(maintenance.startsAt) || !isTime(maintenance.endsAt)) return null;
    const texts = textsIn(maintenance.texts, isString);
    return texts ? { maintenance: { texts, startsAt: maintenance.startsAt, endsAt: maintenance.endsAt } } : null;
  },
  publish: (pubsub, data, occurredAt) => publishViewerBroadcast(pubsub, 'MaintenanceChangedEvent', occurredAt, data),
});

builder.objectRef<ViewerEventOf<'NoticeChangedEvent'>>('NoticeChangedEvent').implement({
  description:
    'A notice group of the viewer’s was created or joined (it moves to the top), shrank (an unlike), or went (`removedNoticeId`). `viewer` carries the unread counts.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    notice: t.field({
      type: Notice,
      nullable: true,
      description: 'The group as it is now (null when removed, or of a kind the graph does not name yet).',
      resolve: (event) => event.data.notice,
    }),
    removedNoticeId: t.globalID({
      nullable: true,
      description: 'The Notice that went (its last actor undid it): remove it from the list.',
      resolve: (event) => (event.data.removedId ? { type: 'Notice', id: event.data.removedId } : null),
    }),
  }),
});

builder.objectRef<ViewerEventOf<'NoticesReadEvent'>>('NoticesReadEvent').implement({
  description: 'The viewer marked notices or announcements read in another tab: `viewer` carries the counts.',
  interfaces: [ViewerEvent],
  fields: () => ({}),
});

builder.objectRef<ViewerEventOf<'AnnouncementPublishedEvent'>>('AnnouncementPublishedEvent').implement({
  description:
    'Staff published an announcement (to every member). The client adds one to `unreadAnnouncementCount` itself: `viewer` carries no count here.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    announcement: t.field({
      type: Announcement,
      description: 'In the viewer’s language (else English).',
      resolve: (event, _args, context) => announcementFor(event.data.announcement, context.caller.language),
    }),
  }),
});

builder.objectRef<ViewerEventOf<'MaintenanceChangedEvent'>>('MaintenanceChangedEvent').implement({
  description: 'Staff set or cleared the maintenance window (to every member).',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    maintenance: t.field({
      type: Maintenance,
      nullable: true,
      description: 'The window now, in the viewer’s language (null: none).',
      resolve: (event, _args, context) =>
        event.data.maintenance && maintenanceFor(event.data.maintenance, context.caller.language),
    }),
  }),
});

builder.objectRef<ViewerEventOf<'AnnouncementWithdrawnEvent'>>('AnnouncementWithdrawnEvent').implement({
  description:
    'An admin withdrew a published announcement (to every member): remove it from the list. `viewer` reads the unread count afresh (one read per socket: withdrawals are rare).',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    withdrawnAnnouncementId: t.globalID({
      description: 'The Announcement that went.',
      resolve: (event) => ({ type: 'Announcement', id: event.data.announcementId }),
    }),
  }),
});
