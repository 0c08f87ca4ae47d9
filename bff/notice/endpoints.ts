import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

/** Who may notify a member of one kind (docs/contract.md "Notices"). */
export type NoticeAudienceValue = 'everyone' | 'following' | 'friends' | 'nobody';

/** A group of interaction notices: one kind on one target within 12 hours, as its member sees it. */
export interface NoticeGroupInfo {
  id: number;
  /** 'follow', 'friend', 'visit', 'like', 'comment', 'reply', 'gift', 'match', 'shop_gift', or a later domain's. */
  kind: string;
  targetType: 'moment' | 'comment' | 'order' | 'report' | null;
  targetId: number | null;
  /** The moment to open (like, comment, reply). */
  momentId: number | null;
  /** Distinct actors. */
  count: number;
  /** The latest three, newest first, as the member sees them. */
  actors: UserInfo[];
  firstAt: string;
  latestAt: string;
  /** Ordering and the read marker. */
  seq: number;
  unread: boolean;
}

/** An announcement in one language (the reader's, else English). */
export interface AnnouncementInfo {
  id: number;
  title: string;
  body: string;
  /** The language shown. */
  language: string;
  publishAt: string;
  pinned: boolean;
  unread: boolean;
}

/** The member's unread groups and announcements. */
export interface NoticeCounts {
  notices: number;
  announcements: number;
}

export interface NoticeKindSettingInfo {
  who: NoticeAudienceValue;
  push: boolean;
}

export interface NoticeSettingsInfo {
  kinds: Record<string, NoticeKindSettingInfo>;
}

/** The current or next maintenance window, in the request's language; null when none. */
export type MaintenanceInfo = { message: string; startsAt: string; endsAt: string; active: boolean } | null;

/** Texts per language, `en` required, as staff write them and events carry them. */
export type AnnouncementTexts = Record<string, { title: string; body: string }>;
export type MaintenanceTexts = Record<string, string>;

/** Where an announcement is, as admins see it. */
export type AnnouncementStateValue = 'scheduled' | 'published' | 'withdrawn';

/** An announcement as admins see it: every language's text, its state and the version every change names. */
export interface StaffAnnouncementInfo {
  id: number;
  texts: AnnouncementTexts;
  publishAt: string;
  pinned: boolean;
  state: AnnouncementStateValue;
  version: number;
  author: { id: number; nickname: string } | null;
  createdAt: string;
  updatedAt: string;
  withdrawnAt: string | null;
}

/** The window as admins see it: every language's text. */
export type StaffMaintenanceInfo = {
  texts: MaintenanceTexts;
  startsAt: string;
  endsAt: string;
  active: boolean;
} | null;

/**
 * /user-service's notices (`/interact/*`), announcements (`/message/notices*`), maintenance
 * (`/system/maintenance`), web push (`/push/*`) and staff's writes (`/staff/*`), for one caller.
 */
export class NoticeEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** The caller's groups, newest sequence first. */
  list(at: OffsetPage) {
    return this.transport.get<UpstreamPage<NoticeGroupInfo>>(this.caller, '/interact/list', { ...at });
  }
  /** The caller's own groups among `ids` (others' left out), in no promised order. */
  batch(ids: readonly number[]) {
    return this.transport.get<NoticeGroupInfo[]>(this.caller, '/interact/batch', { ids: ids.join(',') });
  }
  /** Moves the read marker to `upTo` (a sequence) or the newest. */
  markRead(upTo?: number) {
    return this.transport.post<NoticeCounts>(this.caller, '/interact/read', upTo === undefined ? {} : { upTo });
  }
  counts() {
    return this.transport.get<NoticeCounts>(this.caller, '/interact/unread');
  }
  settings() {
    return this.transport.get<NoticeSettingsInfo>(this.caller, '/interact/settings');
  }
  updateSettings(change: { kind: string; who?: NoticeAudienceValue; push?: boolean }) {
    return this.transport.post<NoticeSettingsInfo>(this.caller, '/interact/settings', change);
  }

  /** Mutes a member's notices: the caller's groups they were alone in (gone) and those they left. */
  mute(userId: number) {
    return this.transport.post<{ emptied: number[]; shrunk: NoticeGroupInfo[]; counts: NoticeCounts }>(
      this.caller,
      '/interact/mute',
      { userId },
    );
  }
  unmute(userId: number) {
    return this.transport.post<Record<string, never>>(this.caller, '/interact/unmute', { userId });
  }
  /** Whom the caller muted, newest first. */
  mutes(at: OffsetPage) {
    return this.transport.get<UpstreamPage<UserInfo>>(this.caller, '/interact/mutes', { ...at });
  }

  /** Published announcements, pinned first then newest, in the caller's language. */
  announcements(at: OffsetPage) {
    return this.transport.get<UpstreamPage<AnnouncementInfo>>(this.caller, '/message/notices', { ...at });
  }
  /** Published announcements among `ids`, in no promised order. */
  announcementBatch(ids: readonly number[]) {
    return this.transport.get<AnnouncementInfo[]>(this.caller, '/message/notices/batch', { ids: ids.join(',') });
  }
  /** Marks one announcement read, or all. */
  announcementMarkRead(id?: number) {
    return this.transport.post<NoticeCounts>(this.caller, '/message/notices/read', id === undefined ? {} : { id });
  }

  /** Anyone: the current or next window. */
  maintenance() {
    return this.transport.get<MaintenanceInfo>(this.caller, '/system/maintenance');
  }

  /** Anyone: the VAPID public key. */
  pushKey() {
    return this.transport.get<{ publicKey: string }>(this.caller, '/push/key');
  }
  pushSubscribe(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
    return this.transport.post<null>(this.caller, '/push/subscribe', subscription);
  }
  pushUnsubscribe(endpoint: string) {
    return this.transport.post<null>(this.caller, '/push/unsubscribe', { endpoint });
  }

  /** Admin only. */
  publishAnnouncement(announcement: { texts: AnnouncementTexts; publishAt?: string; pinned?: boolean }) {
    return this.transport.post<{ id: number }>(this.caller, '/staff/announcements', announcement);
  }
  /** Admin only: every announcement, newest `publishAt` first. */
  staffAnnouncements(at: OffsetPage) {
    return this.transport.get<UpstreamPage<StaffAnnouncementInfo>>(this.caller, '/staff/announcements', { ...at });
  }
  /** Admin only: those among `ids`. */
  staffAnnouncementBatch(ids: readonly number[]) {
    return this.transport.get<StaffAnnouncementInfo[]>(this.caller, '/staff/announcements/batch', {
      ids: ids.join(','),
    });
  }
  /** Admin only: a scheduled one's texts, time and pin, or a published one's pin, at the version read. */
  updateAnnouncement(change: {
    id: number;
    version: number;
    texts?: AnnouncementTexts;
    publishAt?: string;
    pinned?: boolean;
  }) {
    return this.transport.post<StaffAnnouncementInfo>(this.caller, '/staff/announcements/update', change);
  }
  /** Admin only: withdraws one at the version read. */
  withdrawAnnouncement(id: number, version: number) {
    return this.transport.post<StaffAnnouncementInfo>(this.caller, '/staff/announcements/withdraw', { id, version });
  }
  /** Admin only: the current or next window with every language's text. */
  staffMaintenance() {
    return this.transport.get<StaffMaintenanceInfo>(this.caller, '/staff/maintenance');
  }
  /** Admin only: sets the one window, or clears it. */
  setMaintenance(window: { texts: MaintenanceTexts; startsAt: string; endsAt: string } | { clear: true }) {
    return this.transport.post<MaintenanceInfo>(this.caller, '/staff/maintenance', window);
  }
}

declare module '../core/upstream' {
  interface Upstream {
    notice: NoticeEndpoints;
  }
}

registerUpstreamArea('notice', NoticeEndpoints);
