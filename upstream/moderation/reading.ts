import type { Session } from '../account/service';
import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { moderationItems, moderationReports } from '../db/schema';
import type { Page } from '../paging';
import { MODERATORS, requireStaff } from '../staff/access';
import type { TargetKind } from './evidence';
import { categoryName, type ModerationPresenter } from './presenting';
import { outcomeOf } from './queries';

/** The queue's filters (docs/contract.md "Moderation"). */
export interface QueueFilter {
  /** 'open' (the default), 'decided', or 'all' (open ones first). */
  state: 'open' | 'decided' | 'all';
  category?: number;
  kind?: TargetKind;
  /** Only the items the moderator claimed. */
  mine?: boolean;
}

/** What a member is told of an item that concerns them: as a reporter, or as the member warned. */
export interface OutcomeInfo {
  id: number;
  role: 'reporter' | 'reported';
  targetKind: TargetKind;
  category: number;
  categoryName: string;
  /** Reporters: 'action_taken' | 'no_action' (never which); the member warned: 'warning'. */
  outcome: 'action_taken' | 'no_action' | 'warning';
  decidedAt: string;
}

/** The queue and items for moderators; outcomes for the members they concern. */
export class ModerationReading {
  constructor(
    private readonly db: Database,
    private readonly present: ModerationPresenter,
  ) {}

  /**
   * GET /staff/moderation/queue: a page of items, highest score first (then newest), open ones before decided ones
   * when both are asked for; without their evidence (a node's read has it). One index serves a state's page
   * (`moderation_items_queue`).
   */
  async queue(moderator: Session, filter: QueueFilter, page: Page, language: UiLanguage) {
    const moderatorId = moderator.userId;
    const where = and(
      filter.state === 'all' ? undefined : eq(moderationItems.state, filter.state),
      filter.category === undefined ? undefined : eq(moderationItems.category, filter.category),
      filter.kind === undefined ? undefined : eq(moderationItems.targetKind, filter.kind),
      filter.mine ? eq(moderationItems.claimedBy, moderatorId) : undefined,
    );
    const order: SQL[] = [desc(moderationItems.score), desc(moderationItems.id)];
    if (filter.state === 'all') order.unshift(sql`${moderationItems.state} = 'open' desc`);
    // A page needs no evidence (a node's read has it): the widest column stays unread.
    const { evidence: _, ...columns } = getTableColumns(moderationItems);
    // The check and the page side by side: nothing read leaves unless the caller moderates.
    const [, found, [{ total }]] = await Promise.all([
      requireStaff(this.db, moderator, MODERATORS),
      this.db
        .select(columns)
        .from(moderationItems)
        .where(where)
        .orderBy(...order)
        .limit(page.size)
        .offset(page.offset),
      this.db.select({ total: count() }).from(moderationItems).where(where),
    ]);
    const rows = found.map((row) => ({ ...row, evidence: {} }));
    return { total, list: await this.present.items(this.db, moderatorId, rows, language, false) };
  }

  /** GET /staff/moderation/batch: items by id with their evidence, in the order asked, null for an unknown id. */
  async batch(moderator: Session, ids: number[], language: UiLanguage) {
    const moderatorId = moderator.userId;
    await requireStaff(this.db, moderator, MODERATORS);
    const rows = await this.db.select().from(moderationItems).where(inArray(moderationItems.id, ids));
    const items = await this.present.items(this.db, moderatorId, rows, language, true);
    return ids.map((id) => items.find((item) => item.id === id) ?? null);
  }

  /**
   * GET /moderation/outcomes: for each decided item, what the caller may know of it: a reporter that something was
   * done or not; the member warned that they were (the notices' `reportOutcome`). Null for any other.
   */
  async outcomes(memberId: number, ids: number[], language: UiLanguage): Promise<Array<OutcomeInfo | null>> {
    const rows = await this.db
      .select({
        item: moderationItems,
        reported: sql<boolean>`exists (select 1 from ${moderationReports}
          where ${moderationReports.itemId} = ${moderationItems.id} and ${moderationReports.reporterId} = ${memberId})`,
      })
      .from(moderationItems)
      .where(and(inArray(moderationItems.id, ids), eq(moderationItems.state, 'decided')));
    return ids.map((id) => {
      const row = rows.find((each) => each.item.id === id);
      if (!row) return null;
      const { item } = row;
      const common = {
        id: item.id,
        targetKind: item.targetKind as TargetKind,
        category: item.category,
        categoryName: categoryName(language, item.category),
        decidedAt: item.decidedAt!.toISOString(),
      };
      if (row.reported) return { ...common, role: 'reporter', outcome: outcomeOf(item.decision!) };
      if (item.reportedId === memberId && item.decision === 'warn')
        return { ...common, role: 'reported', outcome: 'warning' };
      return null;
    });
  }
}
