import DataLoader from 'dataloader';
import { once, registerLoaders } from '../core/loaders';
import { ADMINS, isStaff } from '../staff/access';
import type {
  AnnouncementInfo,
  NoticeCounts,
  NoticeGroupInfo,
  NoticeSettingsInfo,
  StaffAnnouncementInfo,
} from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /** The caller's own notice groups by id; null for anyone else's (upstream leaves them out), so node(id:) says nothing. */
    notices: DataLoader<number, NoticeGroupInfo | null>;
    /** Groups answered whole (a page of the list) kept, with their actors. */
    primeNotices: (list: NoticeGroupInfo[]) => NoticeGroupInfo[];
    /** Published announcements by id, in the caller's language; null where none (scheduled, unknown). */
    announcements: DataLoader<number, AnnouncementInfo | null>;
    primeAnnouncements: (list: AnnouncementInfo[]) => AnnouncementInfo[];
    /** Announcements as admins see them, for admins only: anyone else gets null without an upstream call. */
    staffAnnouncements: DataLoader<number, StaffAnnouncementInfo | null>;
    /** The caller's unread notice groups and announcements. One call per operation. */
    noticeCounts: () => Promise<NoticeCounts>;
    /** The caller's per-kind settings. One call per operation. */
    noticeSettings: () => Promise<NoticeSettingsInfo>;
  }
}

registerLoaders({
  notices: ({ upstream, caller, loaders }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token) return ids.map(() => null);
        const byId = new Map(loaders.primeNotices(await upstream.notice.batch(ids)).map((group) => [group.id, group]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  primeNotices:
    ({ loaders }) =>
    (list) => {
      for (const group of list) {
        loaders.notices.prime(group.id, group);
        for (const actor of group.actors) loaders.users.prime(actor.id, actor);
      }
      return list;
    },
  announcements: ({ upstream, caller, loaders }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token) return ids.map(() => null);
        const list = loaders.primeAnnouncements(await upstream.notice.announcementBatch(ids));
        const byId = new Map(list.map((announcement) => [announcement.id, announcement]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  primeAnnouncements:
    ({ loaders }) =>
    (list) => {
      for (const announcement of list) loaders.announcements.prime(announcement.id, announcement);
      return list;
    },
  staffAnnouncements: ({ upstream, loaders, caller }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token || !(await isStaff({ loaders }, ADMINS))) return ids.map(() => null);
        const byId = new Map((await upstream.notice.staffAnnouncementBatch(ids)).map((found) => [found.id, found]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  noticeCounts: ({ upstream }) => once(() => upstream.notice.counts()),
  noticeSettings: ({ upstream }) => once(() => upstream.notice.settings()),
});
