import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRANSLATION_FREE_CHARACTERS_PER_DAY } from '../../upstream/constants';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  messageTranslations,
  rateLimits,
  translationFreeUse,
  users,
} from '../../upstream/db/schema';
import { creditBalances, useFreeCharacters } from '../support/ledger';
import { joinMember, type TestMember } from '../support/members';
import { apertium, BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/** An English line of 150 code points. */
const english150 =
  'I would love to walk along the river with you this weekend and then have lunch in the old town, if the weather is nice and you are free on Sunday, ok.';

/** A Spanish line of exactly `length` code points. */
const spanish = (length: number) => {
  const words = 'Me gusta caminar por la montaña con mis amigos los domingos por la mañana temprano. '.repeat(4);
  return `${words.slice(0, length - 1)}.`;
};

/**
 * Every member's free translation characters a day (docs/decisions.md "Free translation and
 * automatic translation"), through the real Apertium: a new member's first hello is free, a
 * send is never stopped for want of translation, and automatic translation never takes coins.
 * Rosa and Luz write Spanish, Tom and Kim English.
 */
describe.each(BACKENDS)('free translation on %s', (backend) => {
  let api: TestUpstream;
  let rosa: TestMember;
  let tom: TestMember;
  let kim: TestMember;
  let luz: TestMember;
  let sent = 0;
  let keys = 0;

  const db = () => api.upstream.database.db;
  const post = (who: TestMember, path: string, body: Record<string, unknown>) =>
    api.call('POST', path, { token: who.token, body });
  const get = (who: TestMember, path: string) => api.call('GET', path, { token: who.token });
  const send = (from: TestMember, to: TestMember, msg: string) =>
    post(from, '/chat/send', { userId: to.id, clientId: `f${++sent}`, type: 'txt', msg });
  const history = async (who: TestMember, peer: TestMember) =>
    (await get(who, `/chat/history?userId=${peer.id}&size=50`)).data.list as any[];
  const allowance = async (who: TestMember) => (await get(who, '/translate/allowance')).data;
  const wallet = async (who: TestMember) => {
    const { data } = await get(who, '/pay/wallet');
    return { coin: data.goldCoin, character: data.character, vip_character: data.vipCharacter };
  };
  const fund = (who: TestMember, balances: { coin?: number; character?: number }) =>
    creditBalances(api.upstream, who.id, balances, `fund-${++keys}`);

  beforeAll(async () => {
    expect(apertium(), 'Apertium must be installed (bash scripts/install-apertium.sh)').toBeTruthy();
    api = await startTestUpstream(backend);
    rosa = await joinMember(api, 'Rosa');
    tom = await joinMember(api, 'Tom');
    kim = await joinMember(api, 'Kim');
    luz = await joinMember(api, 'Luz');
    await db()
      .update(users)
      .set({ language: 'es' })
      .where(inArray(users.id, [rosa.id, luz.id]));
  });
  afterAll(async () => {
    await api?.stop();
  });
  beforeEach(async () => {
    await db().delete(messageTranslations);
    await db().delete(translationFreeUse);
    await db().delete(rateLimits);
    await db().delete(ledgerEntries);
    await db().delete(ledgerTransactions);
    await db().delete(ledgerAccounts);
  });

  it('lets a new member with no coins and no characters say hello in another language for free, taking exactly its characters from the day', async () => {
    const hello = 'Hello Rosa, nice to meet you! How are you?';
    expect(await allowance(tom)).toMatchObject({
      perDay: TRANSLATION_FREE_CHARACTERS_PER_DAY,
      left: TRANSLATION_FREE_CHARACTERS_PER_DAY,
    });
    const { code, data } = await send(tom, rosa, hello);
    expect(code).toBe(200);
    expect(data.translation).toMatchObject({ origin: 'sent', source: 'en', target: 'es', failure: null });
    expect((await history(rosa, tom))[0].translation.text).toMatch(/Rosa/);
    expect(await allowance(tom)).toMatchObject({ left: TRANSLATION_FREE_CHARACTERS_PER_DAY - [...hello].length });
    expect(await wallet(tom)).toEqual({ coin: 0, character: 0, vip_character: 0 });
    const [movement] = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, tom.id), eq(ledgerTransactions.kind, 'translation')));
    expect(movement.result).toEqual({
      freeCharacters: [...hello].length,
      membershipCharacters: 0,
      packCharacters: 0,
      coins: 0,
    });
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('gives the day’s characters back on the next UTC day, and tells when', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await useFreeCharacters(api.upstream, tom.id, TRANSLATION_FREE_CHARACTERS_PER_DAY, yesterday);
    const today = await allowance(tom);
    expect(today.left).toBe(TRANSLATION_FREE_CHARACTERS_PER_DAY);
    expect(new Date(today.renewsAt).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(today.renewsAt - Date.now()).toBeGreaterThan(0);
    expect(today.renewsAt - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect((await send(tom, rosa, 'Good morning, did you sleep well?')).data.translation).toMatchObject({
      failure: null,
    });
    const [row] = await db().select().from(translationFreeUse).where(eq(translationFreeUse.userId, tom.id));
    expect(row).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      used: [...'Good morning, did you sleep well?'].length,
    });
  });

  it('takes the free characters before the member’s pack characters', async () => {
    await useFreeCharacters(api.upstream, kim.id, TRANSLATION_FREE_CHARACTERS_PER_DAY - 10);
    await fund(kim, { character: 100 });
    const line = 'See you at the beach tomorrow'; // 29: 10 free, 19 from the pack
    expect((await send(kim, rosa, line)).data.translation).toMatchObject({ failure: null });
    expect(await allowance(kim)).toMatchObject({ left: 0 });
    expect(await wallet(kim)).toMatchObject({ character: 100 - 19 });
  });

  it('says how many characters were left when a line longer than them goes as written, to its sender and to a reader, and translates a shorter line from them', async () => {
    await useFreeCharacters(api.upstream, tom.id, TRANSLATION_FREE_CHARACTERS_PER_DAY - 928);
    const long = `${english150} `.repeat(7).slice(0, 990);
    const asWritten = await send(tom, rosa, long);
    expect(asWritten.code).toBe(200);
    expect(asWritten.data.translation).toMatchObject({
      origin: 'sent',
      target: 'es',
      failure: 'insufficient',
      charactersLeft: 928,
    });
    // The next short line is translated from the same characters.
    const line = 'See you at the beach tomorrow';
    expect((await send(tom, rosa, line)).data.translation).toMatchObject({ failure: null, charactersLeft: null });
    expect(await allowance(tom)).toMatchObject({ left: 928 - [...line].length });

    // A reader's automatic translation kept unpaid says the same.
    await useFreeCharacters(api.upstream, kim.id, TRANSLATION_FREE_CHARACTERS_PER_DAY - 100);
    await post(luz, '/translate/settings', { userId: kim.id, outgoing: 'none' });
    await send(luz, kim, spanish(150));
    expect((await history(kim, luz))[0].translation).toMatchObject({
      origin: 'auto',
      failure: 'insufficient',
      charactersLeft: 100,
    });

    // With coins that would pay the rest, the prompt's words say what is left and what a coin pays, in the member's
    // language.
    await fund(tom, { coin: 10 });
    const asked = await api.call('POST', '/chat/send', {
      token: tom.token,
      body: { userId: rosa.id, clientId: `f${++sent}`, type: 'txt', msg: long },
      language: 'de',
    });
    expect(asked.data).toMatchObject({ reason: 'INSUFFICIENT_TRANSLATION_BALANCE', characters: 990, coins: 1 });
    expect(asked.msg).toBe(
      `Diese Übersetzung braucht 990 Zeichen; du hast noch ${928 - [...line].length} (deine heutigen Gratiszeichen und deine Übersetzungszeichen). Den Rest können Goldmünzen bezahlen: 1 Münze je 100 Zeichen.`,
    );
  });

  if (backend === 'postgres') {
    it('never takes a reader’s coins for automatic translation, however fast messages come from whomever: the free characters are spent exactly, the rest kept unpaid and offered', async () => {
      await useFreeCharacters(api.upstream, tom.id, TRANSLATION_FREE_CHARACTERS_PER_DAY - 700);
      await fund(tom, { coin: 100 });
      for (const sender of [rosa, luz]) await post(sender, '/translate/settings', { userId: tom.id, outgoing: 'none' });
      const line = spanish(150);
      await send(rosa, kim, line); // the translation stored: every send below reaches its transaction at once
      // Eight at once from two members, 150 characters each: 700 free characters pay for four.
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => send(index % 2 ? luz : rosa, tom, line)),
      );
      expect(answers.map((answer) => answer.code)).toEqual(Array(8).fill(200));
      const received = [...(await history(tom, rosa)).slice(0, 4), ...(await history(tom, luz)).slice(0, 4)];
      const failures = received.map((message) => message.translation?.failure ?? 'none').sort();
      expect(failures).toEqual([
        'insufficient',
        'insufficient',
        'insufficient',
        'insufficient',
        'none',
        'none',
        'none',
        'none',
      ]);
      expect(await wallet(tom)).toMatchObject({ coin: 100 });
      expect(await allowance(tom)).toMatchObject({ left: 100 });
      const movements = await db()
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.userId, tom.id), eq(ledgerTransactions.kind, 'translation')));
      expect(movements.map((movement) => (movement.result as { coins: number }).coins)).toEqual([0, 0, 0, 0]);
      // One kept unpaid is offered: asking says what coins would pay, and takes them only when he agrees.
      const unpaid = received.find((message) => message.translation?.failure === 'insufficient')!;
      const ask = (body: Record<string, unknown> = {}) =>
        post(tom, '/translate/tranlate-chat-message', { targetId: unpaid.id, ...body });
      expect((await ask()).data).toMatchObject({
        reason: 'INSUFFICIENT_TRANSLATION_BALANCE',
        characters: 150,
        coins: 1,
      });
      expect((await ask({ payWithCoins: true })).data.message.translation).toMatchObject({
        origin: 'asked',
        failure: null,
      });
      expect(await wallet(tom)).toMatchObject({ coin: 99 });
      expect(await api.upstream.ledger.reconcile()).toEqual([]);
    });

    it('never lets a member’s translations at once (sending and reading) take more free characters than the day has: a send past it goes as written', async () => {
      await useFreeCharacters(api.upstream, rosa.id, TRANSLATION_FREE_CHARACTERS_PER_DAY - 700);
      await post(kim, '/translate/settings', { userId: rosa.id, autoTranslate: false });
      await post(tom, '/translate/settings', { userId: rosa.id, outgoing: 'none' });
      const line = spanish(150);
      const english = english150;
      // Both translations stored first (by others), so every send below reaches its transaction at once.
      await send(luz, kim, line);
      await post(tom, '/chat/send', { userId: luz.id, clientId: `f${++sent}`, type: 'txt', msg: english });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => (index % 2 ? send(tom, rosa, english) : send(rosa, kim, line))),
      );
      expect(answers.map((answer) => answer.code)).toEqual(Array(8).fill(200));
      const mine = answers.filter((_, index) => index % 2 === 0).map((answer) => answer.data.translation);
      const read = (await history(rosa, tom)).slice(0, 4).map((message) => message.translation);
      const paid = [...mine, ...read].filter((translation) => translation.failure === null);
      expect(paid).toHaveLength(4);
      expect([...mine, ...read].filter((translation) => translation.failure === 'insufficient')).toHaveLength(4);
      const [row] = await db().select().from(translationFreeUse).where(eq(translationFreeUse.userId, rosa.id));
      expect(row.used).toBe(TRANSLATION_FREE_CHARACTERS_PER_DAY - 100);
      expect(await api.upstream.ledger.reconcile()).toEqual([]);
    });
  }
});
