import { and, count, desc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { ChatService } from '../chat/service';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { giftRecords, users } from '../db/schema';
import { EconomyHooks } from './hooks';
import { validationError } from '../errors';
import { translate, type MessageKey } from '../i18n';
import { RepeatingPass } from '../jobs/repeating-pass';
import { openableBy, userNotFound, type SocialService } from '../social/service';
import { effectiveVipLevel } from '../user/presenter';
import { FREE_GIFTS_PER_MONTH, GIFTS, MEMBERSHIP_PLANS, MONTHLY_VIP_CHARACTERS, TRANSLATION_PACKS } from './catalogue';
import { presentBills } from './bills';
import type { Asset, BillKind, Ledger } from './ledger';

const MEMBERSHIP_PASS_MS = 60_000;

/** The first moment of the current calendar month (UTC): free gifts count from here. */
const monthStart = (now: number) => {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
};

/** `months` calendar months after `from` (UTC), the day clamped to the month's last. */
export function addMonths(from: Date, months: number) {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date;
}

/** Another pass credited that month or ended that membership first: nothing left to do (rolls back). */
class AlreadyDone extends Error {}

/** Runs the membership's months: credits each due month, ends memberships past their end. */
export class MembershipPass extends RepeatingPass {
  constructor(
    private readonly economy: EconomyService,
    log: (message: string) => void,
  ) {
    super(MEMBERSHIP_PASS_MS, log);
  }

  protected async pass() {
    await this.economy.creditDueMonths();
    await this.economy.endExpired();
  }
}

/**
 * Spending coins (docs/decisions.md "Economy"): translation packs and memberships bought with
 * coins, gifts. Every change is one ledger movement with the member's idempotency key.
 */
export class EconomyService {
  /** Where other domains act inside a gift (hooks.ts). */
  readonly hooks = new EconomyHooks();

  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly social: SocialService,
    private readonly chat: ChatService,
    private readonly onEvent: () => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  // ---------------------------------------------------------------- catalogue

  translationPacks() {
    return TRANSLATION_PACKS.map((pack) => ({ id: pack.id, character: pack.characters, goldCoin: pack.coins }));
  }

  membershipPlans() {
    return MEMBERSHIP_PLANS.map((plan) => ({
      id: plan.id,
      vipLevel: plan.level,
      months: plan.months,
      goldCoin: plan.coins,
      monthlyCharacter: MONTHLY_VIP_CHARACTERS[plan.level],
    }));
  }

  gifts(language: UiLanguage) {
    return GIFTS.map((gift) => ({
      id: gift.id,
      name: translate(language, gift.key as MessageKey),
      icon: `/user-service/gift/icon/${gift.icon}.svg`,
      goldCoin: gift.coins,
    }));
  }

  // ---------------------------------------------------------------- the wallet

  private async freeGiftsUsed(db: Database, userId: number) {
    const [{ used }] = await db
      .select({ used: sql<number>`coalesce(sum(${giftRecords.count}), 0)::int`.mapWith(Number) })
      .from(giftRecords)
      .where(
        and(
          eq(giftRecords.fromId, userId),
          eq(giftRecords.free, true),
          gte(giftRecords.createdAt, monthStart(this.now())),
        ),
      );
    return used;
  }

  /** GET /pay/wallet: balances, membership and free gifts left this month (null: unlimited). */
  async wallet(userId: number) {
    const [row] = await this.db
      .select({ vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt })
      .from(users)
      .where(eq(users.id, userId));
    const level = effectiveVipLevel(row, this.now());
    const balances = await this.ledger.balances(userId);
    const allowance = FREE_GIFTS_PER_MONTH[level];
    const freeGiftsLeft = Number.isFinite(allowance)
      ? Math.max(0, allowance - (await this.freeGiftsUsed(this.db, userId)))
      : null;
    return {
      goldCoin: balances.coin,
      character: balances.character,
      vipCharacter: balances.vip_character,
      vipLevel: level,
      vipExpiresAt: level > 0 ? (row.vipExpiresAt?.getTime() ?? null) : null,
      freeGiftsLeft,
    };
  }

  /** GET /bill/list: the member's bill lines, newest first, each saying what it was about (bills.ts). */
  async bills(
    userId: number,
    page: { offset: number; size: number },
    filter: { kind?: BillKind; assets?: Asset[] },
    language: UiLanguage,
  ) {
    const bills = await this.ledger.bills(userId, page, filter);
    return {
      hasMore: bills.hasMore,
      list: await presentBills(this.db, this.social, this.gifts(language), userId, bills.list, language),
    };
  }

  /** `/message/update_alert_status`: the pay notice is not shown again. */
  async dismissPayNotice(userId: number) {
    await this.db
      .update(users)
      .set({ payNoticeDismissedAt: new Date(this.now()) })
      .where(and(eq(users.id, userId), isNull(users.payNoticeDismissedAt)));
  }

  // ---------------------------------------------------------------- buying with coins

  /** A translation pack for coins: the pack's characters are the member's at once. */
  async buyTranslationPack(userId: number, input: { key: string; packId: number }) {
    const pack = TRANSLATION_PACKS.find((found) => found.id === input.packId);
    if (!pack) throw validationError('id', 'economy.pack');
    const { result } = await this.ledger.post(
      { userId, key: input.key, kind: 'translation_pack', request: { packId: pack.id } },
      async () => ({
        legs: [
          { account: { userId }, asset: 'coin', amount: -pack.coins },
          { account: { system: 'spent' }, asset: 'coin', amount: pack.coins },
          { account: { system: 'sales' }, asset: 'character', amount: -pack.characters },
          { account: { userId }, asset: 'character', amount: pack.characters },
        ],
        result: { packId: pack.id, character: pack.characters, goldCoin: pack.coins },
        detail: { packId: pack.id, character: pack.characters },
      }),
    );
    return result;
  }

  /**
   * A membership for coins, for the payer or another member (spec §4): the level is the
   * higher of the current and the plan's, the end moves `months` later from the current end
   * (or from now), and the first month's translation characters are credited at once.
   */
  async buyMembership(userId: number, input: { key: string; planId: number; forUserId?: number }) {
    const plan = MEMBERSHIP_PLANS.find((found) => found.id === input.planId);
    if (!plan) throw validationError('id', 'economy.plan');
    const memberId = input.forUserId ?? userId;
    const { result } = await this.ledger.post(
      { userId, key: input.key, kind: 'membership', request: { planId: plan.id, memberId } },
      async (tx) => {
        const [member] = await tx
          .select({
            id: users.id,
            vipLevel: users.vipLevel,
            vipExpiresAt: users.vipExpiresAt,
            vipAllowanceDueAt: users.vipAllowanceDueAt,
          })
          .from(users)
          .where(
            and(
              eq(users.id, memberId),
              isNull(users.cancelledAt),
              eq(users.isService, false),
              memberId === userId ? undefined : openableBy(userId),
            ),
          )
          .for('no key update');
        if (!member) throw userNotFound();
        const level = effectiveVipLevel(member, this.now());
        // A membership with no end (granted, not bought) keeps having none.
        const lasting = level > 0 && member.vipExpiresAt === null;
        const endsAt = lasting ? null : addMonths(level > 0 ? member.vipExpiresAt! : new Date(this.now()), plan.months);
        const newLevel = Math.max(level, plan.level);
        // A new membership or an upgrade credits its month of characters at once; the months
        // after come from the membership pass (each due date). A plain extension's first new
        // month is due where the current membership ended.
        const now = new Date(this.now());
        const creditNow = level === 0 || plan.level > level;
        const nextMonth = addMonths(now, 1);
        const within = (due: Date | null) => (due && endsAt && due < endsAt ? due : null);
        const dueAt = creditNow ? within(nextMonth) : within(member.vipAllowanceDueAt ?? member.vipExpiresAt);
        await tx
          .update(users)
          .set({ vipLevel: newLevel, vipExpiresAt: endsAt, vipAllowanceDueAt: dueAt })
          .where(eq(users.id, memberId));
        const characters = MONTHLY_VIP_CHARACTERS[newLevel];
        return {
          legs: [
            { account: { userId }, asset: 'coin', amount: -plan.coins },
            { account: { system: 'spent' }, asset: 'coin', amount: plan.coins },
            ...(creditNow
              ? ([
                  { account: { system: 'allowance' }, asset: 'vip_character', amount: -characters },
                  { account: { userId: memberId }, asset: 'vip_character', amount: characters },
                ] as const)
              : []),
          ],
          result: {
            planId: plan.id,
            userId: memberId,
            vipLevel: newLevel,
            vipExpiresAt: endsAt?.getTime() ?? null,
            goldCoin: plan.coins,
          },
          detail: {
            planId: plan.id,
            level: plan.level,
            months: plan.months,
            ...(memberId === userId ? {} : { userId: memberId }),
          },
        };
      },
    );
    return result;
  }

  // ---------------------------------------------------------------- the membership's months

  /**
   * Credits each membership month of characters that is due (a pass runs it every minute).
   * Keyed by member and due date, and moving the due date only from the one it read, so a
   * month is credited once, whoever runs it.
   */
  async creditDueMonths() {
    const now = new Date(this.now());
    const due = await this.db
      .select({
        id: users.id,
        vipLevel: users.vipLevel,
        vipExpiresAt: users.vipExpiresAt,
        vipAllowanceDueAt: users.vipAllowanceDueAt,
      })
      .from(users)
      .where(and(lte(users.vipAllowanceDueAt, now), gt(users.vipLevel, 0)))
      .limit(100);
    let credited = 0;
    for (const member of due) {
      const dueAt = member.vipAllowanceDueAt!;
      const next = addMonths(dueAt, 1);
      try {
        await this.ledger.post(
          {
            userId: member.id,
            key: `membership-month:${dueAt.getTime()}`,
            kind: 'membership_allowance',
            request: { dueAt: dueAt.getTime() },
          },
          async (tx) => {
            const [moved] = await tx
              .update(users)
              .set({ vipAllowanceDueAt: member.vipExpiresAt && next < member.vipExpiresAt ? next : null })
              .where(and(eq(users.id, member.id), eq(users.vipAllowanceDueAt, dueAt)))
              .returning({ id: users.id });
            if (!moved) throw new AlreadyDone();
            const characters = MONTHLY_VIP_CHARACTERS[member.vipLevel];
            return {
              legs: [
                { account: { system: 'allowance' }, asset: 'vip_character', amount: -characters },
                { account: { userId: member.id }, asset: 'vip_character', amount: characters },
              ],
              result: { character: characters },
              detail: { level: member.vipLevel },
            };
          },
        );
        credited++;
      } catch (error) {
        if (!(error instanceof AlreadyDone)) throw error;
      }
    }
    return credited;
  }

  /**
   * Ends memberships past their end (the same pass): the member is normal again and what is
   * left of the membership's characters goes back, once.
   */
  async endExpired() {
    const now = new Date(this.now());
    const over = await this.db
      .select({ id: users.id, vipExpiresAt: users.vipExpiresAt })
      .from(users)
      .where(and(gt(users.vipLevel, 0), lte(users.vipExpiresAt, now)))
      .limit(100);
    let ended = 0;
    for (const member of over) {
      const endedAt = member.vipExpiresAt!;
      try {
        await this.ledger.post(
          {
            userId: member.id,
            key: `membership-end:${endedAt.getTime()}`,
            kind: 'membership_expiry',
            request: { endedAt: endedAt.getTime() },
          },
          async (tx) => {
            const [closed] = await tx
              .update(users)
              .set({ vipLevel: 0, vipAllowanceDueAt: null })
              .where(and(eq(users.id, member.id), eq(users.vipExpiresAt, endedAt), gt(users.vipLevel, 0)))
              .returning({ id: users.id });
            if (!closed) throw new AlreadyDone();
            const left = (await this.ledger.balances(member.id, tx)).vip_character;
            return {
              legs:
                left > 0
                  ? [
                      { account: { userId: member.id }, asset: 'vip_character', amount: -left },
                      { account: { system: 'allowance' }, asset: 'vip_character', amount: left },
                    ]
                  : [],
              result: { character: -left },
              detail: { character: left },
            };
          },
        );
        ended++;
      } catch (error) {
        if (!(error instanceof AlreadyDone)) throw error;
      }
    }
    return ended;
  }

  // ---------------------------------------------------------------- gifts

  /**
   * POST /gift/give-gifts: the member's free monthly gifts first (VIP 5, SVIP unlimited),
   * then coins. To anyone they may open, never across a block, never to themself.
   */
  async giveGift(userId: number, input: { key: string; toUserId: number; giftId: number; count: number }) {
    const gift = GIFTS.find((found) => found.id === input.giftId);
    if (!gift) throw validationError('giftId', 'economy.gift');
    if (input.toUserId === userId) throw validationError('userId', 'economy.giftSelf');
    const { result } = await this.ledger.post(
      {
        userId,
        key: input.key,
        kind: 'gift_sent',
        request: { toUserId: input.toUserId, giftId: gift.id, count: input.count },
      },
      async (tx) => {
        const [recipient] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.toUserId), eq(users.isService, false), openableBy(userId)));
        if (!recipient) throw userNotFound();
        // The giver's row, locked: two gifts at once do not both take the last free one. Not FOR
        // UPDATE: the key-share lock this transaction's own inserts took on it would deadlock two gifts.
        const [giver] = await tx
          .select({ vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('no key update');
        const allowance = FREE_GIFTS_PER_MONTH[effectiveVipLevel(giver, this.now())];
        const free = Number.isFinite(allowance)
          ? (await this.freeGiftsUsed(tx, userId)) + input.count <= allowance
          : true;
        const coins = free ? 0 : gift.coins * input.count;
        const [record] = await tx
          .insert(giftRecords)
          .values({ fromId: userId, toId: recipient.id, giftId: gift.id, count: input.count, coins, free })
          .returning();
        // The gift shows in their chat, as its custom message (chat's rules on whom one may message hold).
        const message = await this.chat.send(
          userId,
          {
            userId: recipient.id,
            clientId: `gift-${record.id}`,
            ext: null,
            type: 'custom',
            custom: { type: 'gift', id: gift.id, amount: input.count, url: `/user-service/gift/icon/${gift.icon}.svg` },
          },
          tx,
        );
        const sent = { fromId: userId, toId: recipient.id, giftId: gift.id, count: input.count };
        for (const giftSent of this.hooks.giftSent.handlers) await giftSent(tx, sent);
        return {
          legs: free
            ? []
            : [
                { account: { userId }, asset: 'coin', amount: -coins },
                { account: { system: 'spent' }, asset: 'coin', amount: coins },
              ],
          result: {
            recordId: record.id,
            giftId: gift.id,
            count: input.count,
            goldCoin: coins,
            free,
            messageId: message.id,
          },
          detail: { giftId: gift.id, count: input.count, userId: recipient.id },
        };
      },
    );
    this.onEvent();
    return result;
  }

  /** GET /gift/records: the member's sent or received gifts, newest first. */
  async giftRecords(
    userId: number,
    direction: 'sent' | 'received',
    page: { offset: number; size: number },
    language: UiLanguage,
  ) {
    const mine = direction === 'sent' ? eq(giftRecords.fromId, userId) : eq(giftRecords.toId, userId);
    const [{ total }] = await this.db.select({ total: count() }).from(giftRecords).where(mine);
    const rows = await this.db
      .select()
      .from(giftRecords)
      .where(mine)
      .orderBy(desc(giftRecords.id))
      .limit(page.size)
      .offset(page.offset);
    // The other member as the viewer may see them now: null once hidden, blocked or gone.
    const people = (
      await this.social.many(userId, [...new Set(rows.map((row) => (direction === 'sent' ? row.toId : row.fromId)))])
    ).filter((person) => person !== null);
    const names = new Map<number, ReturnType<EconomyService['gifts']>[number]>(
      this.gifts(language).map((gift) => [gift.id, gift]),
    );
    return {
      total,
      list: rows.map((row) => {
        const peerId = direction === 'sent' ? row.toId : row.fromId;
        const gift = names.get(row.giftId)!;
        return {
          id: row.id,
          name: gift.name,
          icon: gift.icon,
          number: row.count,
          goldCoin: row.coins,
          free: row.free,
          donor: direction === 'received' ? (people.find((person) => person.id === peerId) ?? null) : null,
          donee: direction === 'sent' ? (people.find((person) => person.id === peerId) ?? null) : null,
          time: row.createdAt.getTime(),
        };
      }),
    };
  }
}
