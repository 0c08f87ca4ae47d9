import { sql } from 'drizzle-orm';
import type { Session } from '../account/service';
import type { Database } from '../db/open';
import { chatMessages, ledgerAccounts, ledgerEntries, ledgerTransactions, moderationItems, users } from '../db/schema';
import { ADMINS, requireStaff } from '../staff/access';

/** How many UTC days the figures cover, today the last. */
export const FIGURE_DAYS = 14;

type Row = Record<
  'day' | 'new_members' | 'messages' | 'open_reports' | 'coins_bought' | 'coins_spent',
  string | number
>;

/** One UTC day's figures (docs/decisions.md "Staff: figures"). */
export interface DayFigures {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  /** Accounts created that day (customer service's own account not counted). */
  newMembers: number;
  /** Chat messages written that day, by members (customer service's welcomes not counted), recalled ones too. */
  messages: number;
  /** Moderation items open at the end of that day (for today: now): reported by then and not decided by then. */
  openReports: number;
  /** Gold coins members bought that day: what the ledger's `sales` account gave out in coins. */
  coinsBought: number;
  /** Gold coins spent that day: what went into the ledger's `spent` account in coins (an order's when confirmed). */
  coinsSpent: number;
}

/** The window's first UTC day (a constant of the statement, not a parameter: `date - unknown` is ambiguous). */
const firstDay = sql`((now() at time zone 'utc')::date - ${sql.raw(String(FIGURE_DAYS - 1))})`;
const since = sql`${firstDay}::timestamp at time zone 'utc'`;
const dayOf = (column: unknown) => sql`(${column} at time zone 'utc')::date`;
const endOf = sql`(days.day + 1)::timestamp at time zone 'utc'`;

/**
 * Admins' figures per UTC day for the last 14 days (today included, so far): one statement, each table read once
 * from the window's start and grouped by day in SQL (users by `users_created`, messages and ledger movements by
 * their BRIN indexes on `created_at`), the moderation items open at each day's end counted against a 14-row series.
 * Read-only: it reads the members', chat's, moderation's and the ledger's tables and changes nothing.
 */
export class FiguresService {
  constructor(private readonly db: Database) {}

  /** GET /staff/figures: the 14 days, oldest first. */
  async days(staff: Session): Promise<DayFigures[]> {
    await requireStaff(this.db, staff, ADMINS);
    // Both drivers answer `{ rows }` (node-postgres and PGlite); the sums are bigints, which node-postgres gives as text.
    const { rows } = (await this.db.execute(sql`
      with days as (
        select generate_series(
          ${firstDay}, (now() at time zone 'utc')::date, interval '1 day'
        )::date as day
      ),
      joined as (
        select ${dayOf(users.createdAt)} as day, count(*)::int as n from ${users}
        where ${users.createdAt} >= ${since} and not ${users.isService} group by 1
      ),
      sent as (
        select ${dayOf(chatMessages.createdAt)} as day, count(*)::int as n from ${chatMessages}
        where ${chatMessages.createdAt} >= ${since}
          and ${chatMessages.senderId} <> all(array(select id from ${users} where ${users.isService}))
        group by 1
      ),
      coins as (
        select ${dayOf(ledgerTransactions.createdAt)} as day,
          coalesce(sum(-${ledgerEntries.amount}) filter (where ${ledgerAccounts.systemName} = 'sales'), 0) as bought,
          coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.systemName} = 'spent'), 0) as spent
        from ${ledgerTransactions}
        join ${ledgerEntries} on ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
        join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
        where ${ledgerTransactions.createdAt} >= ${since}
          and ${ledgerAccounts.asset} = 'coin' and ${ledgerAccounts.systemName} in ('sales', 'spent')
        group by 1
      ),
      open_items as (
        select days.day, count(${moderationItems.id})::int as n from days
        left join ${moderationItems} on ${moderationItems.createdAt} < ${endOf}
          and (${moderationItems.decidedAt} is null or ${moderationItems.decidedAt} >= ${endOf})
        group by days.day
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
        coalesce(joined.n, 0) as new_members,
        coalesce(sent.n, 0) as messages,
        open_items.n as open_reports,
        coalesce(coins.bought, 0) as coins_bought,
        coalesce(coins.spent, 0) as coins_spent
      from days
      join open_items on open_items.day = days.day
      left join joined on joined.day = days.day
      left join sent on sent.day = days.day
      left join coins on coins.day = days.day
      order by days.day
    `)) as unknown as { rows: Row[] };
    return rows.map((row) => ({
      day: String(row.day),
      newMembers: Number(row.new_members),
      messages: Number(row.messages),
      openReports: Number(row.open_reports),
      coinsBought: Number(row.coins_bought),
      coinsSpent: Number(row.coins_spent),
    }));
  }
}
