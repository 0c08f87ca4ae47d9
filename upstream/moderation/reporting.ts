import { and, eq, sql } from 'drizzle-orm';
import { COMPLAINT_LIMITS } from '../constants';
import type { Database } from '../db/open';
import { momentComments, moments, moderationItems, moderationReports, users } from '../db/schema';
import { ApiError, validationError } from '../errors';
import type { RateLimiter } from '../limits/rate-limit';
import type { MediaStorage } from '../media/storage';
import { commentVisibleTo } from '../moments/interactions';
import { commentNotFound, momentNotFound, momentVisibleTo } from '../moments/queries';
import { captureEvidence, type Target } from './evidence';

/** One report, from a complaint (a member, or a message between them) or a moment's or comment's report. */
export interface Report {
  reporterId: number;
  target: Target;
  /** Whose the target is: the member, the message's sender, the moment's or comment's author. */
  reportedId: number;
  /** A complaint type (chat's COMPLAINT_TYPES): the item's category when it opens it. */
  type: number;
  reason: string;
  notes: string | null;
  messageId: number | null;
}

/** What a member writes with a report of a moment or a comment (checked by the route). */
export interface ReportWords {
  type: number;
  reason: string;
  notes: string | null;
}

// The refusals of every report, whatever its kind: the complaint's words (chat's catalogue).
const tooManyReports = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'complain.tooMany', undefined, {}, retryAfterSeconds);
const tooManyReportsAbout = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'complain.tooManyAboutMember', undefined, {}, retryAfterSeconds);

/**
 * How much a reporter's word weighs: (1 + upheld) / (2 + dismissed + upheld) over their reports of items decided so
 * far (a newcomer ½; right every time approaches 1, wrong every time approaches 0). Discourse's idea, smoothed so
 * that one decision does not make or break a reporter.
 */
export async function reporterWeight(db: Database, reporterId: number): Promise<number> {
  const [row] = await db
    .select({
      upheld: sql<number>`count(*) filter (where ${moderationItems.decision} <> 'dismiss')::int`,
      dismissed: sql<number>`count(*) filter (where ${moderationItems.decision} = 'dismiss')::int`,
    })
    .from(moderationReports)
    .innerJoin(moderationItems, eq(moderationItems.id, moderationReports.itemId))
    .where(and(eq(moderationReports.reporterId, reporterId), eq(moderationItems.state, 'decided')));
  const upheld = Number(row?.upheld ?? 0);
  const dismissed = Number(row?.dismissed ?? 0);
  return (1 + upheld) / (2 + dismissed + upheld);
}

/**
 * Reports into the queue (docs/decisions.md "Moderation"): one open item per target, a new report joining it (each
 * reporter once, a repeat counted), the item's score the sum of its reporters' weights, the evidence captured by the
 * report that opens it.
 */
export class ModerationReporting {
  constructor(
    private readonly db: Database,
    private readonly storage: MediaStorage,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * In the caller's transaction (a complaint's, or a moment's or comment's report): the target's open item, made
   * with its evidence if there is none, and the reporter on it. Reports of one target queue on an advisory lock, so
   * two first reports make one item.
   */
  async record(tx: Database, report: Report): Promise<{ itemId: number; reports: number }> {
    const { target } = report;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`moderation:${target.kind}`}), ${target.id}::int)`);
    const [open] = await tx
      .select({ id: moderationItems.id })
      .from(moderationItems)
      .where(
        and(
          eq(moderationItems.targetKind, target.kind),
          eq(moderationItems.targetId, target.id),
          eq(moderationItems.state, 'open'),
        ),
      );
    let itemId = open?.id;
    if (itemId === undefined) {
      const { evidence, keys } = await captureEvidence(tx, this.storage, target);
      const [made] = await tx
        .insert(moderationItems)
        .values({
          targetKind: target.kind,
          targetId: target.id,
          reportedId: report.reportedId,
          category: report.type,
          evidence,
          evidenceKeys: keys,
        })
        .returning({ id: moderationItems.id });
      itemId = made.id;
    }
    const weight = await reporterWeight(tx, report.reporterId);
    const [reporter] = await tx
      .insert(moderationReports)
      .values({
        itemId,
        reporterId: report.reporterId,
        type: report.type,
        reason: report.reason,
        notes: report.notes,
        messageId: report.messageId,
        weight,
      })
      .onConflictDoUpdate({
        target: [moderationReports.itemId, moderationReports.reporterId],
        set: {
          reports: sql`${moderationReports.reports} + 1`,
          reason: report.reason,
          notes: report.notes,
          lastAt: sql`now()`,
        },
      })
      .returning({ reports: moderationReports.reports, weight: moderationReports.weight });
    const first = reporter.reports === 1;
    await tx
      .update(moderationItems)
      .set({
        reportCount: sql`${moderationItems.reportCount} + 1`,
        lastReportedAt: sql`now()`,
        // A repeat by the same reporter adds nothing to the score: one reporter, one weight.
        ...(first
          ? { reporters: sql`${moderationItems.reporters} + 1`, score: sql`${moderationItems.score} + ${weight}` }
          : {}),
      })
      .where(eq(moderationItems.id, itemId));
    return { itemId, reports: reporter.reports };
  }

  /** POST /dynamic/report: a moment the reporter may see, not their own. */
  async reportMoment(viewerId: number, momentId: number, words: ReportWords) {
    const [moment] = await this.db
      .select({ authorId: moments.userId })
      .from(moments)
      .innerJoin(users, eq(users.id, moments.userId))
      .where(and(eq(moments.id, momentId), momentVisibleTo(viewerId)));
    if (!moment) throw momentNotFound();
    if (moment.authorId === viewerId) throw validationError('dynamicId', 'moderation.ownContent');
    return this.limited(viewerId, moment.authorId, (tx) =>
      this.record(tx, {
        reporterId: viewerId,
        target: { kind: 'moment', id: momentId },
        reportedId: moment.authorId,
        messageId: null,
        ...words,
      }),
    );
  }

  /** POST /dynamic/report-comment: a comment the reporter may see, not their own. */
  async reportComment(viewerId: number, commentId: number, words: ReportWords) {
    const [comment] = await this.db
      .select({ authorId: momentComments.userId })
      .from(momentComments)
      .innerJoin(users, eq(users.id, momentComments.userId))
      .innerJoin(moments, eq(moments.id, momentComments.momentId))
      .where(and(eq(momentComments.id, commentId), commentVisibleTo(viewerId)));
    if (!comment) throw commentNotFound();
    if (comment.authorId === viewerId) throw validationError('commentId', 'moderation.ownContent');
    return this.limited(viewerId, comment.authorId, (tx) =>
      this.record(tx, {
        reporterId: viewerId,
        target: { kind: 'comment', id: commentId },
        reportedId: comment.authorId,
        messageId: null,
        ...words,
      }),
    );
  }

  /**
   * A report within the complaints' limits (COMPLAINT_LIMITS: the same counters, so the limits hold over every kind
   * of report together): the reporter's key, then the pair's, reserved in the report's transaction.
   */
  private async limited(viewerId: number, authorId: number, work: (tx: Database) => Promise<{ reports: number }>) {
    const { reports } = await this.db.transaction(async (tx) => {
      await this.limiter.reserve([{ key: `complain:${viewerId}`, ...COMPLAINT_LIMITS.perReporter }], {
        tx,
        refuse: tooManyReports,
      });
      await this.limiter.reserve(
        [{ key: `complain:${viewerId}:${authorId}`, ...COMPLAINT_LIMITS.perReporterAndMember }],
        {
          tx,
          refuse: tooManyReportsAbout,
        },
      );
      return work(tx);
    });
    return { reports };
  }
}
