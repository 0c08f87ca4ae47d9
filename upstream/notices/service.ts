import type { Database } from '../db/open';
import type { Page } from '../paging';
import type { SocialService } from '../social/service';
import { type NoticeKind, NoticeKinds } from './kinds';
import { NoticeMutes } from './mutes';
import { NoticePresenter } from './presenting';
import { NoticeReading } from './reading';
import { type Notice, NoticeRecording } from './recording';
import { type Audience, NoticeSettingsStore } from './settings';

export interface NoticeDependencies {
  db: Database;
  social: SocialService;
  onEvent: () => void;
}

/**
 * Interaction notices (issue 23; docs/decisions.md "Notices and announcements"): what routes
 * and the other domains' hooks call. Behind it a file a concern: kinds.ts (the registry),
 * recording.ts (who may notify, grouping, an unlike's removal), reading.ts (the list, the
 * BFF's loader, the read marker, the counts), settings.ts (who may notify me, push per kind), mutes.ts (whom
 * I muted),
 * presenting.ts (a group as its member sees it), queries.ts (counts, staff, refusals).
 */
export class NoticeService {
  readonly kinds = new NoticeKinds();
  private readonly recording: NoticeRecording;
  private readonly reading: NoticeReading;
  readonly settings: NoticeSettingsStore;
  /** Whom each member muted (mutes.ts). */
  readonly mutes: NoticeMutes;

  constructor(deps: NoticeDependencies) {
    const present = new NoticePresenter(deps.social);
    this.recording = new NoticeRecording(this.kinds, present);
    this.reading = new NoticeReading(deps.db, present, deps.onEvent);
    this.settings = new NoticeSettingsStore(deps.db, this.kinds);
    this.mutes = new NoticeMutes(deps.db, deps.social, this.recording, this.reading, deps.onEvent);
  }

  /** A later domain's kind (the mall's `shop_gift`): then it records notices of it with `record`. */
  registerKind(kind: NoticeKind) {
    this.kinds.register(kind);
  }

  /** In the caller's transaction: `notice.actorId` did `notice.kind` to `notice.memberId`. */
  record(tx: Database, notice: Notice) {
    return this.recording.record(tx, notice);
  }
  /** In the caller's transaction: notices of different groups (a match's two), each step for all in one statement. */
  recordAll(tx: Database, notices: Notice[]) {
    return this.recording.recordAll(tx, notices);
  }
  /** In the caller's transaction: a notice taken back (an unlike). */
  unrecord(tx: Database, notice: Notice) {
    return this.recording.unrecord(tx, notice);
  }

  /** In the caller's transaction: the groups of `kind` about targets that are gone. */
  dropTargets(tx: Database, kind: string, targetIds: number[]) {
    return this.recording.dropTargets(tx, kind, targetIds);
  }

  list(memberId: number, page: Page) {
    return this.reading.list(memberId, page);
  }
  batch(memberId: number, ids: number[]) {
    return this.reading.batch(memberId, ids);
  }
  counts(memberId: number) {
    return this.reading.counts(memberId);
  }
  read(memberId: number, upTo: number | undefined) {
    return this.reading.read(memberId, upTo);
  }
  getSettings(memberId: number) {
    return this.settings.get(memberId);
  }
  setSettings(memberId: number, kind: string, change: { who?: Audience; push?: boolean }) {
    return this.settings.set(memberId, kind, change);
  }
}
