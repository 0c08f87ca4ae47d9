import { and, eq, sql } from 'drizzle-orm';
import { COMPLAINT_LIMITS, type UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { chatMessages, complaints, users } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { translate } from '../i18n';
import type { RateLimiter } from '../limits/rate-limit';
import { userNotFound } from '../social/service';
import type { ChatHooks } from './hooks';
import { between, messageNotFound } from './queries';

/** Complaint types of /complain/complain_type: stable ids, names in the request's language. */
export const COMPLAINT_TYPES = [
  { id: 1, key: 'complain.harassment' },
  { id: 2, key: 'complain.spam' },
  { id: 3, key: 'complain.photos' },
  { id: 4, key: 'complain.fake' },
  { id: 5, key: 'complain.underage' },
  { id: 6, key: 'complain.other' },
] as const;

const tooManyReports = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'complain.tooMany', undefined, {}, retryAfterSeconds);
const tooManyReportsAbout = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'complain.tooManyAboutMember', undefined, {}, retryAfterSeconds);

/** Complaints about members (spec §3 Complaint), kept for review. */
export class Complaints {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly hooks: ChatHooks,
    private readonly now: () => number,
  ) {}

  types(language: UiLanguage) {
    return COMPLAINT_TYPES.map(({ id, key }) => ({ id, name: translate(language, key) }));
  }

  /**
   * POST /complain/add_complain: stored for review. A repeat (the same reporter, member and
   * type) is merged into the first: its count grows and it takes the latest reason, notes and
   * message. Limited per reporter and per reporter and member (COMPLAINT_LIMITS). Then, in the same
   * transaction, `hooks.complained` (the moderation queue).
   */
  async complain(
    viewerId: number,
    input: { userId: number; type: number; reason: string; notes: string | null; messageId: number | null },
  ) {
    if (input.userId === viewerId) throw validationError('userId', 'userId.invalid');
    const [reported] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!reported) throw userNotFound();
    if (input.messageId !== null) {
      const [message] = await this.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.id, input.messageId), between(viewerId, input.userId)));
      if (!message) throw messageNotFound();
    }
    return this.db.transaction(async (tx) => {
      // Always the reporter's key, then the pair's: the pair's row stays locked to the end, so
      // reports of one pair queue here and the merge below sees every earlier one.
      await this.limiter.reserve([{ key: `complain:${viewerId}`, ...COMPLAINT_LIMITS.perReporter }], {
        tx,
        refuse: tooManyReports,
      });
      await this.limiter.reserve(
        [{ key: `complain:${viewerId}:${input.userId}`, ...COMPLAINT_LIMITS.perReporterAndMember }],
        { tx, refuse: tooManyReportsAbout },
      );
      const latest = { reason: input.reason, notes: input.notes, lastReportedAt: new Date(this.now()) };
      const [merged] = await tx
        .update(complaints)
        .set({
          ...latest,
          reports: sql`${complaints.reports} + 1`,
          messageId: sql`coalesce(${input.messageId}::int, ${complaints.messageId})`,
        })
        .where(
          and(
            eq(complaints.reporterId, viewerId),
            eq(complaints.reportedId, input.userId),
            eq(complaints.type, input.type),
          ),
        )
        .returning({ id: complaints.id, reports: complaints.reports });
      const { userId: reportedId, type, reason, notes, messageId } = input;
      const made = { reporterId: viewerId, reportedId, type, reason, notes, messageId };
      for (const handler of this.hooks.complained.handlers) await handler(tx, made);
      if (merged) return merged;
      const [created] = await tx
        .insert(complaints)
        .values({
          reporterId: viewerId,
          reportedId: input.userId,
          type: input.type,
          messageId: input.messageId,
          ...latest,
        })
        .returning({ id: complaints.id, reports: complaints.reports });
      return created;
    });
  }
}
