import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_OFFSET } from '../../upstream/constants';
import {
  blocks,
  chatConversations,
  chatMessages,
  chatTranslationSettings,
  draftTranslations,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  messageTranslations,
  rateLimits,
  translationFreeUse,
  translations,
  users,
} from '../../upstream/db/schema';
import { startApertiumRelay, type ApertiumRelay } from '../support/apertium-proxy';
import { creditCoins, useFreeCharacters } from '../support/ledger';
import { joinMember, type TestMember } from '../support/members';
import { apertium, BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * The spec's `POST /translate/message` (§7), as docs/contract.md "Translation" states it: the
 * sender's translation of a text before sending (`message`, `toLanguage`, `toUserImAccount`
 * → `translation`, `translateRecordId`), paid for when made; a send carrying the record in
 * `ext.translateRecordId` goes out with it, neither translated nor charged again. Through the
 * real Apertium, behind a relay that counts what the engine is asked. Ben writes English to
 * Ana (Spanish); Cleo reads German (no pair reaches it); Dan is nobody's to message.
 */
describe.each(BACKENDS)('POST /translate/message on %s', (backend) => {
  let api: TestUpstream;
  let relay: ApertiumRelay;
  let ana: TestMember;
  let ben: TestMember;
  let cleo: TestMember;
  let dan: TestMember;
  let keys = 0;
  let sent = 0;

  const db = () => api.upstream.database.db;
  const imAccount = (who: TestMember) => `u${who.id + ACCOUNT_OFFSET}`;
  const post = (who: TestMember, path: string, body: Record<string, unknown>, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const draft = (who: TestMember, body: Record<string, unknown>, language = 'en') =>
    post(who, '/translate/message', body, language);
  const send = (from: TestMember, to: TestMember, msg: string, extra: Record<string, unknown> = {}) =>
    post(from, '/chat/send', { userId: to.id, clientId: `m${++sent}`, type: 'txt', msg, ...extra });
  const wallet = async (who: TestMember) =>
    (await api.call('GET', '/pay/wallet', { token: who.token })).data.character as number;
  const fund = (who: TestMember, characters: number) =>
    api.upstream.ledger.post(
      { userId: who.id, key: `fund-${++keys}`, kind: 'coin_purchase', request: { characters } },
      async () => ({
        legs: [
          { account: { system: 'sales' }, asset: 'character', amount: -characters },
          { account: { userId: who.id }, asset: 'character', amount: characters },
        ],
        result: { characters },
      }),
    );
  const nothingChanged = async () => ({
    drafts: (await db().select().from(draftTranslations)).length,
    messages: (await db().select().from(chatMessages)).length,
    movements: (await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'translation'))).length,
  });

  beforeAll(async () => {
    relay = await startApertiumRelay(apertium()!.url);
    api = await startTestUpstream(backend, { config: { translation: { engine: 'apertium', url: relay.url } } });
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    cleo = await joinMember(api, 'Cleo');
    dan = await joinMember(api, 'Dan');
    for (const [who, language] of [
      [ana, 'es'],
      [cleo, 'de'],
    ] as const)
      await db().update(users).set({ language }).where(eq(users.id, who.id));
    await db().update(users).set({ hiddenFromSearch: true }).where(eq(users.id, dan.id));
  });
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
  });
  beforeEach(async () => {
    relay.translations.length = 0;
    for (const table of [
      draftTranslations,
      messageTranslations,
      translations,
      chatTranslationSettings,
      chatConversations,
      chatMessages,
      blocks,
      ledgerEntries,
      ledgerTransactions,
      ledgerAccounts,
      rateLimits,
      translationFreeUse,
    ]) {
      await db().delete(table);
    }
    // Ben has spent today's free characters: what a draft costs shows on his balances.
    await useFreeCharacters(api.upstream, ben.id);
  });

  it('takes a draft from today’s free characters first', async () => {
    await db().delete(translationFreeUse);
    const answer = await draft(ben, { message: 'I like the sea.', userId: ana.id });
    expect(answer.data).toMatchObject({ translation: 'Me gusta el mar.' });
    const [use] = await db().select().from(translationFreeUse).where(eq(translationFreeUse.userId, ben.id));
    expect(use.used).toBe('I like the sea.'.length);
  });

  it('takes gold coins for a draft only when the sender agrees', async () => {
    await creditCoins(api.upstream, ben.id, 5, `coins-${++keys}`);
    const asked = await draft(ben, { message: 'I want to visit Spain.', userId: ana.id });
    expect(asked.data).toMatchObject({ reason: 'INSUFFICIENT_TRANSLATION_BALANCE' });
    expect(relay.translations).toEqual([]);
    const paid = await draft(ben, { message: 'I want to visit Spain.', userId: ana.id, payWithCoins: true });
    expect(paid.data).toMatchObject({ translation: 'Quiero visitar España.' });
    expect((await api.call('GET', '/pay/wallet', { token: ben.token })).data.goldCoin).toBe(4);
  });

  it('translates a text for its sender before sending, at their cost, and the same text again for free', async () => {
    await fund(ben, 1000);
    const answer = await draft(ben, {
      message: '  I like the sea.  ',
      toLanguage: 'es',
      toUserImAccount: imAccount(ana),
    });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data).toEqual({
      translation: 'Me gusta el mar.',
      translateRecordId: expect.any(Number),
      fromLanguage: 'en',
      toLanguage: 'es',
      engine: 'apertium/3',
    });
    expect(await wallet(ben)).toBe(1000 - 'I like the sea.'.length);
    // Asked again before sending: the same record, no engine call, nothing charged.
    const again = await draft(ben, { message: 'I like the sea.', toUserImAccount: imAccount(ana) });
    expect(again.data).toEqual(answer.data);
    expect(relay.translations).toHaveLength(1);
    expect(await wallet(ben)).toBe(1000 - 'I like the sea.'.length);
  });

  it('sends a text with its record: the message carries that translation, translated and charged once', async () => {
    await fund(ben, 1000);
    const { data } = await draft(ben, { message: 'The sea is lovely.', userId: ana.id });
    expect(data).toMatchObject({ translation: 'El mar es precioso.', toLanguage: 'es' });
    const charged = await wallet(ben);
    const message = await send(ben, ana, 'The sea is lovely.', {
      ext: { platform: 'Web', translation: 'anything', translateRecordId: data.translateRecordId },
    });
    expect(message.code, message.msg).toBe(200);
    expect(message.data.translation).toMatchObject({
      origin: 'sent',
      source: 'en',
      target: 'es',
      text: 'El mar es precioso.',
      engine: 'apertium/3',
      failure: null,
    });
    expect(message.data.ext).toEqual({
      platform: 'Web',
      translation: 'El mar es precioso.',
      translateRecordId: message.data.translation.recordId,
    });
    expect(relay.translations).toHaveLength(1);
    expect(await wallet(ben)).toBe(charged);
    const [received] = (await api.call('GET', `/chat/history?userId=${ben.id}`, { token: ana.token })).data.list;
    expect(received.translation).toMatchObject({ origin: 'sent', text: 'El mar es precioso.' });
    // The record went out with that message: it is not offered again, and cannot go out twice.
    expect((await db().select().from(draftTranslations))[0].messageId).toBe(message.data.id);
    const before = await nothingChanged();
    const twice = await send(ben, ana, 'The sea is lovely.', { ext: { translateRecordId: data.translateRecordId } });
    expect(twice.data).toMatchObject({ reason: 'VALIDATION', field: 'translateRecordId' });
    expect(await nothingChanged()).toEqual(before);
  });

  it('translates into the conversation’s outgoing language unless told another', async () => {
    await fund(ben, 1000);
    await post(ben, '/translate/settings', { userId: ana.id, outgoing: 'ca' });
    expect((await draft(ben, { message: 'I have a cat.', userId: ana.id })).data).toMatchObject({ toLanguage: 'ca' });
    expect((await draft(ben, { message: 'I have a cat.', userId: ana.id, toLanguage: 'es' })).data).toMatchObject({
      toLanguage: 'es',
      translation: 'Tengo un gato.',
    });
  });

  it('refuses a record of another text, another member’s, or with a send as written, sending nothing', async () => {
    await fund(ben, 1000);
    await fund(ana, 1000);
    const { data } = await draft(ben, { message: 'I live in London.', userId: ana.id });
    const before = await nothingChanged();
    for (const [from, to, msg, extra] of [
      [ben, ana, 'I live in Paris.', {}],
      [ana, ben, 'I live in London.', {}],
      [ben, cleo, 'I live in London.', {}],
      [ben, ana, 'I live in London.', { translate: false }],
    ] as const) {
      const refused = await send(from, to, msg, { ...extra, ext: { translateRecordId: data.translateRecordId } });
      expect(refused.data, msg).toMatchObject({ reason: 'VALIDATION', field: 'translateRecordId' });
    }
    expect((await send(ben, ana, 'I live in London.', { ext: { translateRecordId: 'abc' } })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'translateRecordId',
    });
    expect(await nothingChanged()).toEqual(before);
  });

  it('refuses bad input in the member’s language, changing nothing and asking no engine', async () => {
    await fund(ben, 1000);
    const before = await nothingChanged();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ message: '   ', userId: ana.id }, 'VALIDATION', 'message'],
      [{ message: 'x'.repeat(1001), userId: ana.id }, 'VALIDATION', 'message'],
      [{ message: 42, userId: ana.id }, 'VALIDATION', 'message'],
      [{ message: 'I like the sea.', userId: ana.id, toLanguage: 'xx' }, 'VALIDATION', 'toLanguage'],
      [{ message: 'I like the sea.', userId: ana.id, toLanguage: 'en' }, 'VALIDATION', 'toLanguage'],
      [{ message: '👍 12 https://example.com', userId: ana.id }, 'VALIDATION', 'message'],
      [{ message: 'I like the sea.', toUserImAccount: 'ana' }, 'VALIDATION', 'toUserImAccount'],
      [{ message: 'I like the sea.' }, 'VALIDATION', 'userId'],
      [{ message: 'I like the sea.', userId: cleo.id }, 'TRANSLATION_UNAVAILABLE', 'toLanguage'],
      [{ message: 'I like the sea.', userId: dan.id }, 'USER_NOT_FOUND', ''],
      [{ message: 'I like the sea.', userId: ben.id }, 'USER_NOT_FOUND', ''],
    ];
    for (const [body, reason, field] of cases) {
      const refused = await draft(ben, body, 'de');
      expect(refused.data, JSON.stringify(body)).toMatchObject({ reason, ...(field ? { field } : {}) });
    }
    expect((await draft(ben, { message: '', userId: ana.id }, 'de')).msg).toBe(
      'Bitte schreibe eine Nachricht mit 1 bis 1000 Zeichen.',
    );
    expect((await draft(ben, { message: 'I like the sea.', userId: cleo.id }, 'de')).msg).toBe(
      'Eine Übersetzung von Englisch nach Deutsch ist nicht verfügbar.',
    );
    // Blocked either way: nobody to translate for.
    await db().insert(blocks).values({ blockerId: ana.id, blockedId: ben.id });
    expect((await draft(ben, { message: 'I like the sea.', userId: ana.id })).data.reason).toBe('USER_NOT_FOUND');
    expect(await nothingChanged()).toEqual(before);
    expect(relay.translations).toEqual([]);
  });

  it('refuses a translation its sender cannot pay, spending and asking nothing; with customer service it is free', async () => {
    const refused = await draft(ben, { message: 'I want to visit Spain.', userId: ana.id });
    expect(refused.data.reason).toBe('INSUFFICIENT_TRANSLATION_BALANCE');
    expect(await db().select().from(draftTranslations)).toEqual([]);
    expect(relay.translations).toEqual([]);
    const serviceId = await api.upstream.chat.serviceAccount();
    const free = await draft(ben, { message: 'I want to visit Spain.', userId: serviceId, toLanguage: 'es' });
    expect(free.data).toMatchObject({ translation: 'Quiero visitar España.', toLanguage: 'es' });
    expect(
      (
        await db()
          .select()
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.userId, ben.id), eq(ledgerTransactions.kind, 'translation')))
      ).length,
    ).toBe(0);
  });

  if (backend === 'postgres') {
    it('makes one record and one charge of the same text asked twice at the same moment', async () => {
      await fund(ben, 1000);
      for (let round = 0; round < 5; round++) {
        const text = `I like the sea number ${'very '.repeat(round)}much.`;
        const answers = await Promise.all([
          draft(ben, { message: text, userId: ana.id }),
          draft(ben, { message: text, userId: ana.id }),
        ]);
        expect(answers.map((answer) => answer.code)).toEqual([200, 200]);
        expect(answers[0].data.translateRecordId).toBe(answers[1].data.translateRecordId);
      }
      expect(await db().select().from(draftTranslations)).toHaveLength(5);
      expect(
        (await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'translation'))).length,
      ).toBe(5);
      expect(await api.upstream.ledger.reconcile()).toEqual([]);
    });
  }
});
