import type { Session } from '../account/service';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChatService } from '../chat/service';
import { DAY_MS, type UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { moderationActions, moderationItems, moderationReports } from '../db/schema';
import { ApiError, validationError } from '../errors';
import type { MediaStorage } from '../media/storage';
import type { MomentService } from '../moments/service';
import type { NoticeService } from '../notices/service';
import { MODERATORS, requireStaff } from '../staff/access';
import { releasePhotos } from './evidence';
import type { ItemRow, ModerationItemInfo, ModerationPresenter } from './presenting';
import { type Action, itemNotFound, OUTCOME_NOTICE, updateConflict, WARNING_NOTICE } from './queries';
import type { Sanctions } from './sanctions';

export interface DecidingDependencies {
  db: Database;
  storage: MediaStorage;
  notices: NoticeService;
  chat: ChatService;
  moments: MomentService;
  sanctions: Sanctions;
  present: ModerationPresenter;
  onEvent: () => void;
  warn: (message: string) => void;
}

/** What a decision carries beside its action. */
export interface DecisionInput {
  action: Action;
  /** `suspend`: how many days (checked by the route). */
  days?: number;
  /** The moderator's note, kept in the audit trail (never shown to members). */
  note?: string;
}

/**
 * Claims and decisions (docs/decisions.md "Moderation"). Each names the version of the item it was taken on and
 * changes the item only at that version, in one conditional update (a stale one: UPDATE_CONFLICT, nothing changed),
 * so of two moderators acting at once exactly one wins. A decision, in its transaction: the item decided, the audit
 * row, the sanction (and the sessions it ends), the outcome notice to each reporter not told yet and the warning to
 * the member warned; after it: the evidence's photo copies deleted and the content removed.
 */
export class ModerationDeciding {
  constructor(private readonly deps: DecidingDependencies) {}

  /** The item at `version`, still open, locked to the end of the transaction; else the refusal that says why. */
  private async take(tx: Database, itemId: number, version: number): Promise<ItemRow> {
    const [row] = await tx.select().from(moderationItems).where(eq(moderationItems.id, itemId)).for('update');
    if (!row) throw itemNotFound();
    if (row.version !== version || row.state !== 'open') throw updateConflict(row.version, row.state);
    return row;
  }

  private audit(tx: Database, itemId: number, actorId: number, action: string, detail: Record<string, unknown>) {
    return tx.insert(moderationActions).values({ itemId, actorId, action, detail });
  }

  /** POST /staff/moderation/claim: the item assigned to the moderator (taking it over from another is a claim too). */
  async claim(moderator: Session, itemId: number, version: number, language: UiLanguage) {
    const moderatorId = moderator.userId;
    const { db } = this.deps;
    await requireStaff(db, moderator, MODERATORS);
    const row = await db.transaction(async (tx) => {
      const item = await this.take(tx, itemId, version);
      const [claimed] = await tx
        .update(moderationItems)
        .set({ claimedBy: moderatorId, claimedAt: sql`now()`, version: sql`${moderationItems.version} + 1` })
        .where(eq(moderationItems.id, itemId))
        .returning();
      await this.audit(tx, itemId, moderatorId, 'claim', { version, from: item.claimedBy });
      return claimed;
    });
    return this.answer(moderatorId, row, language);
  }

  /** POST /staff/moderation/decide: dismiss, warn, remove the content, suspend for `days`, or ban. */
  async decide(moderator: Session, itemId: number, version: number, input: DecisionInput, language: UiLanguage) {
    const moderatorId = moderator.userId;
    const { db, notices, chat, sanctions, storage, onEvent } = this.deps;
    await requireStaff(db, moderator, MODERATORS);
    const serviceId = await chat.serviceAccount();
    const { row, keys } = await db.transaction(async (tx) => {
      const item = await this.take(tx, itemId, version);
      if (input.action === 'remove' && item.targetKind === 'member')
        throw validationError('action', 'moderation.removeMember');
      const until =
        input.action === 'suspend'
          ? new Date(Date.now() + (input.days ?? 1) * DAY_MS)
          : input.action === 'ban'
            ? null
            : undefined;
      let sanction: { banned: boolean; until: Date | null } | undefined;
      if (until !== undefined)
        sanction = await sanctions.impose(tx, item.reportedId, until, { itemId, actorId: moderatorId });
      const [decided] = await tx
        .update(moderationItems)
        .set({
          state: 'decided',
          decision: input.action,
          decidedBy: moderatorId,
          decidedAt: sql`now()`,
          suspendedUntil: input.action === 'suspend' ? (sanction?.until ?? null) : null,
          evidenceKeys: [],
          version: sql`${moderationItems.version} + 1`,
        })
        .where(eq(moderationItems.id, itemId))
        .returning();
      await this.audit(tx, itemId, moderatorId, input.action, {
        version,
        ...(input.days !== undefined && input.action === 'suspend' ? { days: input.days } : {}),
        ...(sanction ? { sanction: sanction.banned ? 'banned' : 'suspended', until: sanction.until } : {}),
        ...(input.note ? { note: input.note } : {}),
      });
      // Each reporter is told once: the mark and the notice in this transaction.
      const told = await tx
        .update(moderationReports)
        .set({ outcomeNotifiedAt: sql`now()` })
        .where(and(eq(moderationReports.itemId, itemId), isNull(moderationReports.outcomeNotifiedAt)))
        .returning({ reporterId: moderationReports.reporterId });
      const outcomes = told.map(({ reporterId }) => ({
        memberId: reporterId,
        actorId: serviceId,
        kind: OUTCOME_NOTICE,
        targetId: itemId,
      }));
      if (input.action === 'warn')
        outcomes.push({ memberId: item.reportedId, actorId: serviceId, kind: WARNING_NOTICE, targetId: itemId });
      await notices.recordAll(tx, outcomes);
      return { row: decided, keys: item.evidenceKeys };
    });
    onEvent();
    await releasePhotos(storage, keys);
    if (input.action === 'remove') await this.removeContent(row);
    return this.answer(moderatorId, row, language);
  }

  /**
   * The reported content removed through its owner's own removal (chat: as a recall, at any time; moments: as the
   * author's delete, photos and all). Already gone (its author deleted it) is fine; a failure is logged, the decision
   * stands.
   */
  private async removeContent(item: ItemRow) {
    const { chat, moments, warn } = this.deps;
    try {
      if (item.targetKind === 'message') await chat.removeMessage(item.targetId);
      else if (item.targetKind === 'moment') await moments.remove(item.reportedId, item.targetId);
      else if (item.targetKind === 'comment') await moments.removeComment(item.reportedId, item.targetId);
    } catch (error) {
      if (error instanceof ApiError && error.code === 404) return;
      warn(`moderation: item ${item.id}'s ${item.targetKind} could not be removed: ${String(error)}`);
    }
  }

  private async answer(moderatorId: number, row: ItemRow, language: UiLanguage): Promise<ModerationItemInfo> {
    const [item] = await this.deps.present.items(this.deps.db, moderatorId, [row], language, true);
    return item;
  }
}
