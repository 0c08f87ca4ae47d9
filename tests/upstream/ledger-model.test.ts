import { eq, inArray, like, max } from 'drizzle-orm';
import fc, { type AsyncCommand } from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftRecords, rateLimits, redPackets as redPacketRows, users } from '../../upstream/db/schema';
import {
  FREE_GIFTS_PER_MONTH,
  GIFTS,
  MEMBERSHIP_PLANS,
  MONTHLY_VIP_CHARACTERS,
  RED_PACKET_EXPIRY_MS,
  TRANSLATION_PACKS,
  UNLOCK_PRICES,
} from '../../upstream/economy/catalogue';
import { RedPackets } from '../../upstream/economy/red-packets';
import { addMonths, EconomyService } from '../../upstream/economy/service';
import { ApiError } from '../../upstream/errors';
import { SocialService } from '../../upstream/social/service';
import { creditCoins } from '../support/ledger';
import { joinMember, type TestMember } from '../support/members';
import { startTestUpstream, type Envelope, type TestUpstream } from '../support/upstream';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A 31st, so the first months bought already clamp their end to a shorter month. */
const START = Date.UTC(2031, 0, 31, 12);
const STARTING_COINS = 300;

/** One member as the model has them: balances per asset, membership, free gifts given. */
interface MemberState {
  coin: number;
  character: number;
  vipCharacter: number;
  vipLevel: number;
  vipExpiresAt: number | null;
  vipAllowanceDueAt: number | null;
  /** Free gifts given and when (the clock's time), for the monthly allowance. */
  freeGifts: Array<{ at: number; count: number }>;
  paysForMessages: boolean;
}

interface PacketState {
  id: number;
  from: number;
  to: number;
  amount: number;
  expiresAt: number;
  status: 'sent' | 'opened' | 'returned';
  /** What opening it answered: opening again answers the same. */
  opened?: unknown;
}

/** A spend that went through, to be asked again with its key. */
interface Spend {
  who: number;
  key: string;
  packId?: number;
  answer: unknown;
  again: () => Promise<unknown>;
}

/** What the three members of a run should have: the model the upstream is compared with after every command. */
interface Model {
  now: number;
  members: MemberState[];
  packets: PacketState[];
  /** Pairs (either way) with a message between them: a first message costs only where there is none. */
  talked: Set<string>;
  /** viewer>owner pairs whose photos are paid for. */
  photosPaid: Set<string>;
  spends: Spend[];
}

interface Real {
  members: TestMember[];
}

type Outcome = { answer: any } | { refused: string };

/** A service's answer, or the reason it refused (ApiError); anything else is a failure of the test. */
async function outcomeOf(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { answer: await call() };
  } catch (error) {
    if (error instanceof ApiError) return { refused: error.reason };
    throw error;
  }
}

const restOutcome = (envelope: Envelope): Outcome =>
  envelope.code === 200 ? { answer: envelope.data } : { refused: envelope.data?.reason ?? `code ${envelope.code}` };

const effectiveLevel = (member: MemberState, now: number) =>
  member.vipLevel > 0 && (member.vipExpiresAt === null || member.vipExpiresAt > now) ? member.vipLevel : 0;
const monthStart = (now: number) => Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
const pair = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
/** The other member of the three `offset` (1 or 2) places on: never the member themself. */
const other = (who: number, offset: number) => (who + offset) % 3;

/**
 * Issue 11: the ledger against a model, on PostgreSQL. fast-check runs random sequences of
 * everything that moves value (coin purchases, gifts, red packets sent, opened and returned,
 * paid unlocks, translation packs, memberships for oneself or another, a membership's months
 * and its end, as a fake clock moves) and, after each, compares the upstream's balances and
 * memberships with a model a few lines long: none negative, all equal, the ledger reconciled.
 * Spending more than the balance must be refused with INSUFFICIENT_COINS and change nothing;
 * a key asked again answers what it answered first and moves nothing.
 */
describe('the ledger against a model, on postgres', () => {
  let api: TestUpstream;
  /** The clock the economy reads: buildUpstream takes none, the services do (`now`). */
  const clock = { now: START };
  let economy: EconomyService;
  let redPackets: RedPackets;
  let runs = 0;
  let keys = 0;

  const db = () => api.upstream.database.db;
  const key = () => `model-${++keys}`;
  const post = (who: TestMember, path: string, body: Record<string, unknown>) =>
    api.call('POST', path, { token: who.token, body });
  /** Chat's send limit is chat's rule (tested there); a run sends far faster than a person. */
  const unthrottled = (who: TestMember) =>
    db()
      .delete(rateLimits)
      .where(eq(rateLimits.key, `chat-send:${who.id}`));

  beforeAll(async () => {
    api = await startTestUpstream('postgres');
    const { upstream } = api;
    // The economy's own services over the upstream's database, ledger and chat, reading the fake clock.
    economy = new EconomyService(
      upstream.database.db,
      upstream.ledger,
      new SocialService(upstream.database.db),
      upstream.chat,
      undefined,
      () => clock.now,
    );
    redPackets = new RedPackets(upstream.database.db, upstream.ledger, upstream.chat, undefined, () => clock.now);
  });
  afterAll(() => api?.stop());

  /** The upstream agrees with the model: balances (none negative), memberships, and a reconciled ledger. */
  async function agree(model: Model, real: Real) {
    for (const [index, member] of real.members.entries()) {
      const state = model.members[index];
      const balances = await api.upstream.ledger.balances(member.id);
      expect(balances, `member ${index}'s balances`).toEqual({
        coin: state.coin,
        character: state.character,
        vip_character: state.vipCharacter,
      });
      expect(Math.min(...Object.values(balances)), `member ${index}'s lowest balance`).toBeGreaterThanOrEqual(0);
    }
    const rows = await db()
      .select({ id: users.id, vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt })
      .from(users)
      .where(
        inArray(
          users.id,
          real.members.map((member) => member.id),
        ),
      );
    const memberships = real.members
      .map((member) => rows.find((row) => row.id === member.id))
      .map((row) => ({ vipLevel: row!.vipLevel, vipExpiresAt: row!.vipExpiresAt?.getTime() ?? null }));
    expect(memberships).toEqual(
      model.members.map((state) => ({ vipLevel: state.vipLevel, vipExpiresAt: state.vipExpiresAt })),
    );
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  }

  /** Checks a spend of `cost` coins: refused with INSUFFICIENT_COINS when short (the model unchanged), else charged. */
  function charged(outcome: Outcome, payer: MemberState, cost: number, what: string): outcome is { answer: any } {
    if (cost > payer.coin) {
      expect(outcome, `${what}: ${cost} coins of ${payer.coin}`).toEqual({ refused: 'INSUFFICIENT_COINS' });
      return false;
    }
    expect(outcome, what).toHaveProperty('answer');
    payer.coin -= cost;
    return true;
  }

  const command = (
    name: string,
    run: (model: Model, real: Real) => Promise<void>,
    check: (model: Readonly<Model>) => boolean = () => true,
  ): AsyncCommand<Model, Real> => ({
    check,
    toString: () => name,
    async run(model, real) {
      await run(model, real);
      await agree(model, real);
    },
  });

  /**
   * Coins bought through the sandbox provider: the checkout paid, its signed notice credits, the member's return
   * credits nothing more.
   */
  const topUp = (who: number, coins: number) =>
    command(`topUp(${who}, ${coins})`, async (model, real) => {
      const member = real.members[who];
      // The model buys far faster than a member may start purchases (5 a minute).
      await db()
        .delete(rateLimits)
        .where(like(rateLimits.key, `payment-start-%:${member.id}`));
      const started = await post(member, '/coin/recharge', {
        goldCoin: coins,
        returnUrl: 'http://127.0.0.1:4000/paySuccess',
      });
      expect(started.code, started.msg).toBe(200);
      const paid = await fetch(`${api.url}${started.data.approveUrl}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect((await post(member, '/pay/paypal-success-pay', { paymentId: started.data.paymentId })).data).toMatchObject(
        { status: 'completed', goldCoin: coins },
      );
      model.members[who].coin += coins;
    });

  const giveGift = (who: number, offset: number, giftId: number, count: number) =>
    command(`giveGift(${who} → ${other(who, offset)}, gift ${giftId} × ${count})`, async (model, real) => {
      const to = other(who, offset);
      const giver = model.members[who];
      const gift = GIFTS.find((found) => found.id === giftId)!;
      const allowance = FREE_GIFTS_PER_MONTH[effectiveLevel(giver, model.now)];
      const used = giver.freeGifts
        .filter((given) => given.at >= monthStart(model.now))
        .reduce((sum, given) => sum + given.count, 0);
      const free = used + count <= allowance;
      const input = { key: key(), toUserId: real.members[to].id, giftId, count };
      await unthrottled(real.members[who]);
      const outcome = await outcomeOf(() => economy.giveGift(real.members[who].id, input));
      if (!charged(outcome, giver, free ? 0 : gift.coins * count, 'a gift')) return;
      expect(outcome.answer).toMatchObject({ free, goldCoin: free ? 0 : gift.coins * count });
      // The record's time is the database's clock; the allowance counts by the fake one.
      await db()
        .update(giftRecords)
        .set({ createdAt: new Date(clock.now) })
        .where(eq(giftRecords.id, outcome.answer.recordId));
      if (free) giver.freeGifts.push({ at: model.now, count });
      model.talked.add(pair(who, to));
      model.spends.push({
        who,
        key: input.key,
        answer: outcome.answer,
        again: () => economy.giveGift(real.members[who].id, input),
      });
    });

  const sendRedPacket = (who: number, offset: number, amount: number) =>
    command(`sendRedPacket(${who} → ${other(who, offset)}, ${amount})`, async (model, real) => {
      const to = other(who, offset);
      const input = { key: key(), userId: real.members[to].id, amount, note: '' };
      await unthrottled(real.members[who]);
      const outcome = await outcomeOf(() => redPackets.send(real.members[who].id, input));
      if (!charged(outcome, model.members[who], amount, 'a red packet')) return;
      model.packets.push({
        id: outcome.answer.redPacketId,
        from: who,
        to,
        amount,
        expiresAt: model.now + RED_PACKET_EXPIRY_MS,
        status: 'sent',
      });
      model.talked.add(pair(who, to));
      model.spends.push({
        who,
        key: input.key,
        answer: outcome.answer,
        again: () => redPackets.send(real.members[who].id, input),
      });
    });

  /** Opening by its recipient (once; again answers the same) or by its sender (never theirs to open). */
  const openRedPacket = (pick: number, byRecipient: boolean) =>
    command(
      `openRedPacket(#${pick}, by ${byRecipient ? 'recipient' : 'sender'})`,
      async (model, real) => {
        const packet = model.packets[pick % model.packets.length];
        const opener = byRecipient ? packet.to : packet.from;
        const outcome = await outcomeOf(() => redPackets.open(real.members[opener].id, packet.id));
        if (!byRecipient || packet.status === 'returned')
          expect(outcome).toEqual({ refused: 'RED_PACKET_UNAVAILABLE' });
        else if (packet.status === 'opened') expect(outcome).toEqual({ answer: packet.opened });
        else {
          expect(outcome).toEqual({ answer: { redPacketId: packet.id, amount: packet.amount, status: 'opened' } });
          packet.status = 'opened';
          packet.opened = (outcome as { answer: unknown }).answer;
          model.members[opener].coin += packet.amount;
        }
      },
      (model) => model.packets.length > 0,
    );

  /** The returner's pass: unopened packets past their time go back to their senders, once. */
  async function returnPass(model: Model) {
    const due = model.packets.filter((packet) => packet.status === 'sent' && packet.expiresAt <= model.now);
    expect(await redPackets.returnExpired()).toBe(due.length);
    for (const packet of due) {
      packet.status = 'returned';
      model.members[packet.from].coin += packet.amount;
    }
  }

  /**
   * The membership pass: each due month credited (one per member per pass), then ended memberships' characters taken
   * back.
   */
  async function membershipPass(model: Model) {
    const due = model.members.filter(
      (member) => member.vipLevel > 0 && member.vipAllowanceDueAt !== null && member.vipAllowanceDueAt <= model.now,
    );
    expect(await economy.creditDueMonths()).toBe(due.length);
    for (const member of due) {
      const next = addMonths(new Date(member.vipAllowanceDueAt!), 1).getTime();
      member.vipCharacter += MONTHLY_VIP_CHARACTERS[member.vipLevel];
      member.vipAllowanceDueAt = member.vipExpiresAt !== null && next < member.vipExpiresAt ? next : null;
    }
    const over = model.members.filter(
      (member) => member.vipLevel > 0 && member.vipExpiresAt !== null && member.vipExpiresAt <= model.now,
    );
    expect(await economy.endExpired()).toBe(over.length);
    for (const member of over) Object.assign(member, { vipLevel: 0, vipAllowanceDueAt: null, vipCharacter: 0 });
  }

  const unlockPhotos = (who: number, offset: number) =>
    command(`unlockPhotos(${who} sees ${other(who, offset)})`, async (model, real) => {
      const owner = other(who, offset);
      const outcome = restOutcome(await post(real.members[who], '/album/unlock', { userId: real.members[owner].id }));
      const paidFor = `${who}>${owner}`;
      const cost = model.photosPaid.has(paidFor) ? 0 : UNLOCK_PRICES.photos;
      if (!charged(outcome, model.members[who], cost, 'a photo unlock')) return;
      expect(outcome.answer).toEqual({
        unlock: 'photos',
        userId: real.members[owner].id,
        goldCoin: UNLOCK_PRICES.photos,
      });
      model.photosPaid.add(paidFor);
    });

  /** A text message: the first between two members costs its sender 1 coin when they pay for messages. */
  const sendMessage = (who: number, offset: number) =>
    command(`sendMessage(${who} → ${other(who, offset)})`, async (model, real) => {
      const to = other(who, offset);
      await unthrottled(real.members[who]);
      const outcome = restOutcome(
        await post(real.members[who], '/chat/send', {
          userId: real.members[to].id,
          type: 'txt',
          msg: 'hello',
          clientId: key(),
        }),
      );
      const cost = model.members[who].paysForMessages && !model.talked.has(pair(who, to)) ? UNLOCK_PRICES.chat : 0;
      if (charged(outcome, model.members[who], cost, 'a message')) model.talked.add(pair(who, to));
    });

  const buyPack = (who: number, packId: number) =>
    command(`buyPack(${who}, pack ${packId})`, async (model, real) => {
      const pack = TRANSLATION_PACKS.find((found) => found.id === packId)!;
      const input = { key: key(), packId };
      const outcome = await outcomeOf(() => economy.buyTranslationPack(real.members[who].id, input));
      if (!charged(outcome, model.members[who], pack.coins, 'a pack')) return;
      model.members[who].character += pack.characters;
      model.spends.push({
        who,
        key: input.key,
        packId,
        answer: outcome.answer,
        again: () => economy.buyTranslationPack(real.members[who].id, input),
      });
    });

  /**
   * A membership for oneself (offset 0) or another: the level is the higher one, the end moves
   * on from the current end (or now), and a new level's month of characters comes at once.
   */
  const buyMembership = (who: number, planId: number, offset: number) =>
    command(`buyMembership(${who} for ${other(who, offset)}, plan ${planId})`, async (model, real) => {
      const plan = MEMBERSHIP_PLANS.find((found) => found.id === planId)!;
      const target = model.members[other(who, offset)];
      const targetId = real.members[other(who, offset)].id;
      const input = { key: key(), planId, forUserId: offset === 0 ? undefined : targetId };
      const outcome = await outcomeOf(() => economy.buyMembership(real.members[who].id, input));
      if (!charged(outcome, model.members[who], plan.coins, 'a membership')) return;
      const level = effectiveLevel(target, model.now);
      // Calendar months are the product's addMonths: the model is about value, not the calendar.
      const endsAt = addMonths(new Date(level > 0 ? target.vipExpiresAt! : model.now), plan.months).getTime();
      const creditNow = level === 0 || plan.level > level;
      const within = (due: number | null) => (due !== null && due < endsAt ? due : null);
      const dueAt = creditNow
        ? within(addMonths(new Date(model.now), 1).getTime())
        : within(target.vipAllowanceDueAt ?? target.vipExpiresAt);
      Object.assign(target, { vipLevel: Math.max(level, plan.level), vipExpiresAt: endsAt, vipAllowanceDueAt: dueAt });
      if (creditNow) target.vipCharacter += MONTHLY_VIP_CHARACTERS[target.vipLevel];
      expect(outcome.answer).toEqual({
        planId,
        userId: targetId,
        vipLevel: target.vipLevel,
        vipExpiresAt: endsAt,
        goldCoin: plan.coins,
      });
      model.spends.push({
        who,
        key: input.key,
        answer: outcome.answer,
        again: () => economy.buyMembership(real.members[who].id, input),
      });
    });

  /**
   * Time passes on the fake clock; with `passes`, the background passes then run (as they do
   * within a minute), else not yet: a packet past its time may still be opened, a membership
   * past its end renewed, before they do.
   */
  const advanceClock = (ms: number, passes: boolean) =>
    command(
      `advanceClock(${ms % DAY === 0 ? `${ms / DAY} d` : `${ms / HOUR} h`}${passes ? ', then the passes' : ''})`,
      async (model) => {
        model.now += ms;
        clock.now = model.now;
        if (!passes) return;
        await membershipPass(model);
        await returnPass(model);
      },
    );

  /** A pass run on its own: again right after, it finds nothing left to do. */
  const runPass = (pass: 'membership' | 'return') =>
    command(`${pass}Pass()`, (model) => (pass === 'membership' ? membershipPass(model) : returnPass(model)));

  /**
   * An earlier spend asked again with its key (a retry): the first answer, nothing moved, whatever the balance is now.
   */
  const replaySpend = (pick: number) =>
    command(
      `replaySpend(#${pick})`,
      async (model) => {
        const spend = model.spends[pick % model.spends.length];
        expect(await outcomeOf(spend.again)).toEqual({ answer: spend.answer });
      },
      (model) => model.spends.length > 0,
    );

  /** An earlier spend's key used for another purchase: refused, nothing moved. */
  const reuseKey = (pick: number) =>
    command(
      `reuseKey(#${pick})`,
      async (model, real) => {
        const spend = model.spends[pick % model.spends.length];
        const packId = spend.packId === undefined ? 1 : (spend.packId % TRANSLATION_PACKS.length) + 1;
        expect(
          await outcomeOf(() => economy.buyTranslationPack(real.members[spend.who].id, { key: spend.key, packId })),
        ).toEqual({ refused: 'IDEMPOTENCY_KEY_REUSED' });
      },
      (model) => model.spends.length > 0,
    );

  /**
   * Three new members, once all that earlier runs left running (memberships, packets) has
   * ended and been settled: no pass of this run has their work to do.
   */
  async function freshRun(): Promise<{ model: Model; real: Real }> {
    runs += 1;
    const [{ membershipsEnd }] = await db()
      .select({ membershipsEnd: max(users.vipExpiresAt) })
      .from(users);
    const [{ packetsEnd }] = await db()
      .select({ packetsEnd: max(redPacketRows.expiresAt) })
      .from(redPacketRows);
    clock.now = Math.max(clock.now, membershipsEnd?.getTime() ?? 0, packetsEnd?.getTime() ?? 0) + DAY;
    // The passes take 100 at a time: run each until it finds nothing left.
    while ((await economy.endExpired()) > 0) {}
    while ((await redPackets.returnExpired()) > 0) {}
    const members = [
      await joinMember(api, `Ana${runs}`),
      await joinMember(api, `Ben${runs}`),
      await joinMember(api, `Cleo${runs}`),
    ];
    // Ana and Ben pay for their first messages; Cleo does not.
    await db()
      .update(users)
      .set({ paysForMessages: true })
      .where(inArray(users.id, [members[0].id, members[1].id]));
    // Some coins to start with, so that a short run spends rather than only being refused.
    for (const member of members) await creditCoins(api.upstream, member.id, STARTING_COINS, key());
    const state = (paysForMessages: boolean): MemberState => ({
      coin: STARTING_COINS,
      character: 0,
      vipCharacter: 0,
      vipLevel: 0,
      vipExpiresAt: null,
      vipAllowanceDueAt: null,
      freeGifts: [],
      paysForMessages,
    });
    return {
      model: {
        now: clock.now,
        members: [state(true), state(true), state(false)],
        packets: [],
        talked: new Set(),
        photosPaid: new Set(),
        spends: [],
      },
      real: { members },
    };
  }

  it('keeps every balance equal to the model’s, never negative, and the ledger reconciled, whatever the members do in whatever order', async () => {
    const member = fc.integer({ min: 0, max: 2 });
    const offset = fc.integer({ min: 1, max: 2 });
    // Weighted so that runs have coins to spend and time passes over memberships and packets.
    const commands = fc.commands(
      [
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.tuple(member, fc.integer({ min: 1, max: 500 })).map(([who, coins]) => topUp(who, coins)),
          },
          {
            weight: 2,
            arbitrary: fc
              .tuple(member, offset, fc.constantFrom(...GIFTS.map((gift) => gift.id)), fc.integer({ min: 1, max: 3 }))
              .map(([who, to, giftId, count]) => giveGift(who, to, giftId, count)),
          },
          {
            weight: 2,
            arbitrary: fc
              .tuple(member, offset, fc.integer({ min: 1, max: 150 }))
              .map(([who, to, amount]) => sendRedPacket(who, to, amount)),
          },
          {
            weight: 3,
            arbitrary: fc.tuple(fc.nat(), fc.boolean()).map(([pick, byRecipient]) => openRedPacket(pick, byRecipient)),
          },
          { weight: 1, arbitrary: fc.tuple(member, offset).map(([who, owner]) => unlockPhotos(who, owner)) },
          { weight: 1, arbitrary: fc.tuple(member, offset).map(([who, to]) => sendMessage(who, to)) },
          {
            weight: 2,
            arbitrary: fc
              .tuple(member, fc.constantFrom(...TRANSLATION_PACKS.map((pack) => pack.id)))
              .map(([who, packId]) => buyPack(who, packId)),
          },
          {
            weight: 3,
            arbitrary: fc
              .tuple(
                member,
                fc.constantFrom(...MEMBERSHIP_PLANS.map((plan) => plan.id)),
                fc.integer({ min: 0, max: 2 }),
              )
              .map(([who, planId, to]) => buyMembership(who, planId, to)),
          },
          {
            weight: 4,
            arbitrary: fc
              .tuple(
                fc.noBias(
                  fc.oneof(
                    fc.integer({ min: 1, max: 48 }).map((hours) => hours * HOUR),
                    fc.integer({ min: 1, max: 62 }).map((days) => days * DAY),
                  ),
                ),
                fc.boolean(),
              )
              .map(([ms, passes]) => advanceClock(ms, passes)),
          },
          {
            weight: 1,
            arbitrary: fc.constantFrom('membership' as const, 'return' as const).map((pass) => runPass(pass)),
          },
          { weight: 1, arbitrary: fc.nat().map((pick) => replaySpend(pick)) },
          { weight: 1, arbitrary: fc.nat().map((pick) => reuseKey(pick)) },
        ),
      ],
      { maxCommands: 25, size: 'max' },
    );
    await fc.assert(
      fc.asyncProperty(commands, (sequence) => fc.asyncModelRun(freshRun, sequence)),
      { numRuns: 20 },
    );
  }, 600_000);
});
