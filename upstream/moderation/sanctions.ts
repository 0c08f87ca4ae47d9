import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AccountService } from '../account/service';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { memberSanctions, users } from '../db/schema';
import { ApiError } from '../errors';

/** A sanction's end in the member's language (UTC, as the maintenance window's end is said). */
const untilText = (language: UiLanguage, until: Date) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(until)} UTC`;

/** The refusal of a login while a sanction holds: until when (`data.until`, ISO), or banned. */
export function sanctionRefusal(language: UiLanguage, until: Date | null) {
  if (!until) return new ApiError(403, 'ACCOUNT_BANNED', 'moderation.banned');
  return new ApiError(
    403,
    'ACCOUNT_SUSPENDED',
    'moderation.suspended',
    undefined,
    { until: untilText(language, until) },
    undefined,
    { until: until.toISOString() },
  );
}

/** The sanction in force on a member now, if any. */
export async function sanctionInForce(db: Database, memberId: number) {
  const [row] = await db
    .select({ kind: memberSanctions.kind, until: memberSanctions.until })
    .from(memberSanctions)
    .where(
      and(
        eq(memberSanctions.memberId, memberId),
        or(isNull(memberSanctions.until), gt(memberSanctions.until, sql`now()`)),
      ),
    );
  return row;
}

/**
 * Suspensions and bans, in force at once: written in the decision's transaction with the member's row locked first
 * (as a login locks it, so no login slips between), every live session ended there (`session.ended`, whose sockets
 * the BFF closes), and from then on social's `inGoodStanding` hides the member from everyone else and the login's
 * hook refuses them until the end. A ban is never shortened by a later suspension, nor a suspension by a shorter one.
 */
export class Sanctions {
  constructor(private readonly accounts: AccountService) {}

  /** In the decision's transaction: `until` a time (suspended), or null (banned). */
  async impose(tx: Database, memberId: number, until: Date | null, by: { itemId: number; actorId: number }) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
    const current = await sanctionInForce(tx, memberId);
    const banned = until === null || (current !== undefined && current.until === null);
    const end = banned ? null : new Date(Math.max(until.getTime(), current?.until?.getTime() ?? 0));
    const row = {
      kind: banned ? 'banned' : 'suspended',
      until: end,
      itemId: by.itemId,
      actorId: by.actorId,
      at: sql`now()`,
    };
    await tx
      .insert(memberSanctions)
      .values({ memberId, ...row })
      .onConflictDoUpdate({ target: memberSanctions.memberId, set: row });
    await this.accounts.endAllSessions(tx, memberId, banned ? 'ACCOUNT_BANNED' : 'ACCOUNT_SUSPENDED', end ?? undefined);
    return { banned, until: end };
  }

  /** The login's hook: refused while a sanction holds. */
  async refuseLogin(tx: Database, memberId: number, language: UiLanguage) {
    const sanction = await sanctionInForce(tx, memberId);
    if (sanction) throw sanctionRefusal(language, sanction.until);
  }
}
