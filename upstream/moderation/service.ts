import type { Session } from '../account/service';
import type { AccountService } from '../account/service';
import type { ChatService } from '../chat/service';
import type { ComplaintMade } from '../chat/hooks';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import type { RateLimiter } from '../limits/rate-limit';
import type { MediaSigner } from '../media/signing';
import type { MediaStorage } from '../media/storage';
import type { MomentService } from '../moments/service';
import type { NoticeService } from '../notices/service';
import type { Page } from '../paging';
import type { SocialService } from '../social/service';
import { type DecisionInput, ModerationDeciding } from './deciding';
import { ModerationPresenter } from './presenting';
import { ModerationReading, type QueueFilter } from './reading';
import { ModerationReporting, type ReportWords } from './reporting';
import { Sanctions } from './sanctions';

export interface ModerationDependencies {
  db: Database;
  storage: MediaStorage;
  signer: MediaSigner;
  limiter: RateLimiter;
  social: SocialService;
  accounts: AccountService;
  notices: NoticeService;
  chat: ChatService;
  moments: MomentService;
  onEvent: () => void;
  warn: (message: string) => void;
}

/**
 * The moderation queue and sanctions (issue 25; docs/decisions.md "Moderation"): what routes and the other domains'
 * hooks call. Behind it a file a concern: reporting.ts (reports into items, scores, the limits), evidence.ts (what
 * was reported, as it was), reading.ts (the queue, items, outcomes), deciding.ts (claims and decisions, versions,
 * the audit trail, outcome notices, removal), sanctions.ts (suspensions and bans), presenting.ts (an item as a
 * moderator sees it), access.ts (who may moderate), queries.ts (actions, refusals).
 */
export class ModerationService {
  private readonly reporting: ModerationReporting;
  private readonly reading: ModerationReading;
  private readonly deciding: ModerationDeciding;
  readonly sanctions: Sanctions;

  constructor(deps: ModerationDependencies) {
    const present = new ModerationPresenter(deps.social, deps.signer);
    this.sanctions = new Sanctions(deps.accounts);
    this.reporting = new ModerationReporting(deps.db, deps.storage, deps.limiter);
    this.reading = new ModerationReading(deps.db, present);
    this.deciding = new ModerationDeciding({ ...deps, sanctions: this.sanctions, present });
  }

  /** Chat's `complained` hook, in the complaint's transaction: a message named is the target, else the member. */
  complained(tx: Database, complaint: ComplaintMade) {
    return this.reporting.record(tx, {
      reporterId: complaint.reporterId,
      target:
        complaint.messageId === null
          ? { kind: 'member', id: complaint.reportedId }
          : { kind: 'message', id: complaint.messageId },
      reportedId: complaint.reportedId,
      type: complaint.type,
      reason: complaint.reason,
      notes: complaint.notes,
      messageId: complaint.messageId,
    });
  }

  reportMoment(viewerId: number, momentId: number, words: ReportWords) {
    return this.reporting.reportMoment(viewerId, momentId, words);
  }
  reportComment(viewerId: number, commentId: number, words: ReportWords) {
    return this.reporting.reportComment(viewerId, commentId, words);
  }

  queue(moderator: Session, filter: QueueFilter, page: Page, language: UiLanguage) {
    return this.reading.queue(moderator, filter, page, language);
  }
  batch(moderator: Session, ids: number[], language: UiLanguage) {
    return this.reading.batch(moderator, ids, language);
  }
  outcomes(memberId: number, ids: number[], language: UiLanguage) {
    return this.reading.outcomes(memberId, ids, language);
  }

  claim(moderator: Session, itemId: number, version: number, language: UiLanguage) {
    return this.deciding.claim(moderator, itemId, version, language);
  }
  decide(moderator: Session, itemId: number, version: number, input: DecisionInput, language: UiLanguage) {
    return this.deciding.decide(moderator, itemId, version, input, language);
  }
}
