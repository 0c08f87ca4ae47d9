import type { AnnouncementText } from '../db/schema';
import type { NoticeGroupInfo } from './presenting';
import type { NoticeCounts } from './queries';

/**
 * The notices domain's webhook events (docs/contract.md "Webhooks"), written in the change's
 * transaction. A notice is as its member sees it and carries the member's counts, so the BFF
 * shows it and the badges without calling back.
 */

/** A group created, regrouped or shrunk (`notice`), or deleted when its last actor took theirs back (`removedId`). */
export type NoticeChangedEvent =
  | { memberId: number; notice: NoticeGroupInfo; counts: NoticeCounts }
  | { memberId: number; removedId: number; counts: NoticeCounts };

/** The member marked notices or announcements read (their other tabs clear the badges). */
export interface NoticeReadEvent {
  memberId: number;
  counts: NoticeCounts;
}

/** An announcement reached its `publishAt` (once): every language's text, each reader picks theirs. */
export interface AnnouncementPublishedEvent {
  announcement: { id: number; texts: Record<string, AnnouncementText>; publishAt: string; pinned: boolean };
}

/** An admin withdrew a published announcement: it leaves every member's list and unread count. */
export interface AnnouncementWithdrawnEvent {
  announcementId: number;
}

/** The maintenance window was set (replacing any) or cleared (null). */
export interface MaintenanceChangedEvent {
  maintenance: { texts: Record<string, string>; startsAt: string; endsAt: string } | null;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'notice.changed': NoticeChangedEvent;
    'notice.read': NoticeReadEvent;
    'announcement.published': AnnouncementPublishedEvent;
    'announcement.withdrawn': AnnouncementWithdrawnEvent;
    'maintenance.changed': MaintenanceChangedEvent;
  }
}
