import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blocks,
  chatConversations,
  chatMessages,
  chatTranslationSettings,
  giftRecords,
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
import { creditBalances, useFreeCharacters } from '../support/ledger';
import { joinMember, type TestMember } from '../support/members';
import { apertium, BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Spanish text of exactly `length` code points (detected as Spanish, ending in a letter). */
function spanish(length: number) {
  const words = 'Me gusta mucho caminar por la montaña con mis amigos y después comer juntos en el pueblo '.repeat(
    Math.ceil(length / 80) + 1,
  );
  const text = words.slice(0, length - 1);
  return `${text.endsWith(' ') ? `${text.slice(0, -1)}s` : text}.`;
}

/**
 * Issue 12 upstream: chat translated through the real Apertium (its APy behind a relay that
 * counts what the engine is asked), metered to the character on the ledger. Members: Ana
 * writes Spanish, Ben English, Cleo German (no Apertium pair reaches it), Dan French (only
 * through Spanish).
 */
describe.each(BACKENDS)('translated chat on %s', (backend) => {
  let api: TestUpstream;
  let relay: ApertiumRelay;
  let ana: TestMember;
  let ben: TestMember;
  let cleo: TestMember;
  let dan: TestMember;
  let eli: TestMember;
  let sent = 0;
  let keys = 0;

  const db = () => api.upstream.database.db;
  const post = (who: TestMember, path: string, body: Record<string, unknown>, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const send = (from: TestMember, to: TestMember, msg: string) =>
    post(from, '/chat/send', { userId: to.id, clientId: `c${++sent}`, type: 'txt', msg });
  const history = async (who: TestMember, peer: TestMember) =>
    (await get(who, `/chat/history?userId=${peer.id}`)).data.list as any[];
  const settings = (who: TestMember, peer: TestMember, change: Record<string, unknown>) =>
    post(who, '/translate/settings', { userId: peer.id, ...change });
  const ask = (who: TestMember, messageId: number, body: Record<string, unknown> = {}, language = 'en') =>
    post(who, '/translate/tranlate-chat-message', { targetId: messageId, ...body }, language);
  const wallet = async (who: TestMember) => {
    const { data } = await get(who, '/pay/wallet');
    return { coin: data.goldCoin, character: data.character, vip_character: data.vipCharacter };
  };
  const fund = (who: TestMember, balances: { coin?: number; character?: number; vip_character?: number }) =>
    creditBalances(api.upstream, who.id, balances, `fund-${++keys}`);
  /** Today's free characters spent: what a translation takes next is the member's own. */
  const noFreeLeft = (...who: TestMember[]) =>
    Promise.all(who.map((member) => useFreeCharacters(api.upstream, member.id)));
  const translationMovements = async (who: TestMember) =>
    (
      await db()
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.userId, who.id), eq(ledgerTransactions.kind, 'translation')))
    ).length;

  beforeAll(async () => {
    const url = apertium()?.url;
    expect(url, 'Apertium must be installed (bash scripts/install-apertium.sh)').toBeTruthy();
    relay = await startApertiumRelay(url!);
    api = await startTestUpstream(backend, { config: { translation: { engine: 'apertium', url: relay.url } } });
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    cleo = await joinMember(api, 'Cleo');
    dan = await joinMember(api, 'Dan');
    eli = await joinMember(api, 'Eli'); // English, like Ben
    for (const [who, language] of [
      [ana, 'es'],
      [ben, 'en'],
      [cleo, 'de'],
      [dan, 'fr'],
    ] as const) {
      await db().update(users).set({ language }).where(eq(users.id, who.id));
    }
  });
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
  });
  beforeEach(async () => {
    relay.translations.length = 0;
    relay.failing = false;
    await db().delete(messageTranslations);
    await db().delete(translations);
    await db().delete(chatTranslationSettings);
    await db().delete(chatConversations);
    await db().delete(giftRecords);
    await db().delete(chatMessages);
    await db().delete(blocks);
    await db().update(users).set({ hiddenFromSearch: false });
    await db().delete(ledgerEntries);
    await db().delete(ledgerTransactions);
    await db().delete(ledgerAccounts);
    await db().delete(rateLimits);
    await db().delete(translationFreeUse);
  });

  it('translates a sent text into the peer’s language through Apertium, both ways (es → en, en → es), and both members see it', async () => {
    await fund(ana, { character: 1000 });
    await fund(ben, { character: 1000 });
    const hola = await send(ana, ben, 'Me gusta hacer senderismo y cocinar');
    expect(hola.code).toBe(200);
    expect(hola.data.language).toBe('es');
    expect(hola.data.translation).toMatchObject({
      origin: 'sent',
      source: 'es',
      target: 'en',
      engine: 'apertium/3',
      failure: null,
    });
    expect(hola.data.translation.text).toMatch(/hiking/i);
    // Spec §3: the translation it was sent with, in its ext as the chat SDK carries it.
    expect(hola.data.ext).toMatchObject({
      translation: hola.data.translation.text,
      translateRecordId: hola.data.translation.recordId,
    });
    const [received] = await history(ben, ana);
    expect(received.translation).toEqual(hola.data.translation);

    const reply = await send(ben, ana, 'I like hiking too');
    expect(reply.data.translation).toMatchObject({ source: 'en', target: 'es' });
    expect(reply.data.translation.text).toMatch(/excursión/i);
    expect((await history(ana, ben))[0].translation.text).toBe(reply.data.translation.text);
    expect(relay.translations.map((call) => call.langpair)).toEqual(['spa|eng', 'eng|spa']);
  });

  it('goes through Spanish where Apertium has no direct pair (fr → en)', async () => {
    await fund(dan, { character: 1000 });
    const bonjour = await send(dan, ben, 'Je mange une pomme');
    expect(bonjour.data.translation).toMatchObject({ source: 'fr', target: 'en', failure: null });
    expect(bonjour.data.translation.text).toMatch(/apple/i);
    expect(relay.translations.map((call) => call.langpair)).toEqual(['fra|spa', 'spa|eng']);
  });

  it('sends a text whose pair no engine serves as written, says why to both, charges nothing, and a reader’s ask is refused in their language', async () => {
    await fund(cleo, { character: 1000 });
    const before = await wallet(cleo);
    const wie = await send(cleo, ben, 'Wie geht es dir heute?');
    expect(wie.code).toBe(200);
    expect(wie.data.language).toBe('de');
    expect(wie.data.translation).toMatchObject({ source: 'de', target: 'en', text: null, failure: 'unavailable' });
    expect((await history(ben, cleo))[0].translation).toMatchObject({ failure: 'unavailable' });
    expect(await wallet(cleo)).toEqual(before);
    expect(relay.translations).toEqual([]);

    await fund(ben, { character: 1000 });
    const refused = await ask(ben, wie.data.id, {}, 'es');
    expect(refused.data.reason).toBe('TRANSLATION_UNAVAILABLE');
    expect(refused.msg).toBe('La traducción de alemán a inglés no está disponible.');
    expect(await translationMovements(ben)).toBe(0);
  });

  it('keeps links, numbers, times, emoji codes, emoji and @names exactly as written', async () => {
    await fund(ana, { character: 1000 });
    const text = 'Mira https://example.com/ruta?x=1 a las 10:30 con @lucia_22 y 3 amigos [ee_3] 👍🏽';
    const { data } = await send(ana, ben, text);
    for (const kept of ['https://example.com/ruta?x=1', '10:30', '@lucia_22', ' 3 ', '[ee_3]', '👍🏽'])
      expect(data.translation.text).toContain(kept);
    expect(data.translation.text).toMatch(/friends/i);
    // Only the words went to the engine.
    expect(relay.translations.map((call) => call.q).join(' ')).not.toMatch(/https|10:30|@lucia|ee_3|👍/u);
  });

  it('asks the engine once per text, source, target and engine: a second message and the reader reuse the stored translation', async () => {
    await fund(ana, { character: 1000 });
    await fund(ben, { character: 1000 });
    const first = await send(ana, ben, 'Buenos días, amigo');
    const second = await send(ana, ben, 'Buenos días, amigo');
    expect(second.data.translation.text).toBe(first.data.translation.text);
    const asked = await ask(ben, first.data.id);
    expect(asked.code).toBe(200);
    expect(asked.data.translateContent).toBe(first.data.translation.text);
    expect(relay.translations).toHaveLength(1);
    expect(await db().select().from(translations)).toHaveLength(1);
    // Ana paid for each message she sent translated; Ben's translation was already there: free.
    expect(await translationMovements(ana)).toBe(2);
    expect(await translationMovements(ben)).toBe(0);
  });

  it('follows each member’s setting per conversation, remembered on the server: off, another language, back to the peer’s', async () => {
    await fund(ana, { character: 1000 });
    expect((await get(ana, `/translate/settings?userIds=${ben.id}`)).data).toEqual([
      { userId: ben.id, outgoing: null, outgoingLanguage: 'en', peerLanguage: 'en', autoTranslate: true },
    ]);
    expect((await settings(ana, ben, { outgoing: 'none' })).data).toMatchObject({
      outgoing: 'none',
      outgoingLanguage: null,
    });
    expect((await send(ana, ben, 'Hola, ¿qué tal?')).data.translation).toBeNull();
    expect((await settings(ana, ben, { outgoing: 'fr' })).data).toMatchObject({
      outgoing: 'fr',
      outgoingLanguage: 'fr',
    });
    expect((await send(ana, ben, 'Hola, ¿qué tal?')).data.translation).toMatchObject({
      source: 'es',
      target: 'fr',
      failure: null,
    });
    expect(
      (await get(ana, `/translate/settings?userIds=${ben.id},${cleo.id}`)).data.map(
        (setting: any) => setting.outgoingLanguage,
      ),
    ).toEqual(['fr', 'de']);
    expect((await settings(ana, ben, { outgoing: null })).data).toMatchObject({
      outgoing: null,
      outgoingLanguage: 'en',
    });
    // Writing in the peer's language: nothing to translate, nothing charged.
    const english = await send(ana, ben, 'See you tomorrow at the station');
    expect(english.data.language).toBe('en');
    expect(english.data.translation).toBeNull();
    expect(await translationMovements(ana)).toBe(1);
    expect((await settings(ana, ben, { outgoing: 'xx' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'outgoing',
    });
  });

  it('translates incoming messages automatically unless the reader turns it off, with their free characters then their own, never their coins', async () => {
    await settings(ana, ben, { outgoing: 'none' });
    const hola = await send(ana, ben, 'Hola amigo, ¿cómo estás?');
    expect(hola.data.translation).toBeNull(); // Ana's copy: she sent no translation
    const [received] = await history(ben, ana);
    expect(received.translation).toMatchObject({ origin: 'auto', source: 'es', target: 'en', failure: null });
    expect(received.translation.text).toMatch(/hello/i);
    const length = [...'Hola amigo, ¿cómo estás?'].length;
    expect((await get(ben, '/translate/allowance')).data).toMatchObject({ perDay: 2000, left: 2000 - length });
    expect(await translationMovements(ana)).toBe(0);

    // Today's free characters spent: the reader's pack characters, never their coins.
    await noFreeLeft(ben);
    await fund(ben, { character: 100, coin: 50 });
    await send(ana, ben, 'Hola otra vez');
    expect((await history(ben, ana))[0].translation).toMatchObject({ origin: 'auto', failure: null });
    expect(await wallet(ben)).toEqual({ coin: 50, character: 100 - [...'Hola otra vez'].length, vip_character: 0 });

    // Dan reads French and has only coins: the message arrives, kept unpaid, the engine not asked.
    await noFreeLeft(dan);
    await fund(dan, { coin: 50 });
    await settings(ana, dan, { outgoing: 'none' });
    const calls = relay.translations.length;
    const again = await send(ana, dan, 'Otra vez hola');
    expect(again.code).toBe(200);
    expect((await history(dan, ana))[0].translation).toMatchObject({
      origin: 'auto',
      target: 'fr',
      failure: 'insufficient',
      text: null,
    });
    expect(relay.translations).toHaveLength(calls);
    expect(await wallet(dan)).toMatchObject({ coin: 50 });

    // Turned off: nothing is translated for him.
    await settings(ben, ana, { autoTranslate: false });
    await send(ana, ben, 'Hasta luego');
    expect((await history(ben, ana))[0].translation).toBeNull();
  });

  it('translates a received text on the reader’s asking: into their language, once paid; a corrected source is free; another language is charged again', async () => {
    await settings(ana, ben, { outgoing: 'none' });
    await settings(ben, ana, { autoTranslate: false });
    await noFreeLeft(ben);
    await fund(ben, { character: 1000 });
    const text = 'El tren sale a las nueve';
    const { data: message } = await send(ana, ben, text);
    const first = await ask(ben, message.id);
    expect(first.data.message.translation).toMatchObject({
      origin: 'asked',
      source: 'es',
      target: 'en',
      failure: null,
    });
    expect(first.data.translateContent).toMatch(/train/i);
    expect(await wallet(ben)).toMatchObject({ character: 1000 - text.length });
    await ask(ben, message.id); // reading it again
    expect(await wallet(ben)).toMatchObject({ character: 1000 - text.length });
    const corrected = await ask(ben, message.id, { fromLanguage: 'ca' });
    expect(corrected.data.message.translation).toMatchObject({ source: 'ca', target: 'en' });
    expect(await wallet(ben)).toMatchObject({ character: 1000 - text.length });
    const catalan = await ask(ben, message.id, { toLanguage: 'ca' });
    expect(catalan.data.message.translation).toMatchObject({ source: 'es', target: 'ca' });
    expect(await wallet(ben)).toMatchObject({ character: 1000 - 2 * text.length });
    // Only its two members may ask; the same language is refused with the way out.
    expect((await ask(cleo, message.id)).data.reason).toBe('MESSAGE_NOT_FOUND');
    expect((await ask(ben, message.id, { toLanguage: 'es' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'source',
    });
  });

  it('meters to the character: free characters first, then membership, then pack characters, then (when the member agrees) 1 coin per 100 characters rounded up', async () => {
    await settings(ana, ben, { outgoing: 'none' });
    await settings(ben, ana, { autoTranslate: false });
    const { data: message } = await send(ana, ben, spanish(300));
    await useFreeCharacters(api.upstream, ben.id, 2000 - 20);
    await fund(ben, { vip_character: 30, character: 50, coin: 2 }); // 20 + 30 + 50 + 2 × 100 = 300
    // Coins only when he says so: the refusal says what they would take, and nothing is spent.
    const asked = await ask(ben, message.id);
    expect(asked.data).toMatchObject({ reason: 'INSUFFICIENT_TRANSLATION_BALANCE', characters: 300, coins: 2 });
    // The words say what is left of all three (20 + 30 + 50) and what a coin pays; the coins are the data's.
    expect(asked.msg).toMatch(/needs 300 characters; you have 100 left .* 1 coin for every 100 characters/);
    expect(await wallet(ben)).toEqual({ coin: 2, character: 50, vip_character: 30 });
    expect((await ask(ben, message.id, { payWithCoins: true })).code).toBe(200);
    expect(await wallet(ben)).toEqual({ coin: 0, character: 0, vip_character: 0 });
    expect((await get(ben, '/translate/allowance')).data.left).toBe(0);
    const [movement] = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, ben.id), eq(ledgerTransactions.kind, 'translation')));
    expect(movement.result).toEqual({ freeCharacters: 20, membershipCharacters: 30, packCharacters: 50, coins: 2 });
    expect(await api.upstream.ledger.reconcile()).toEqual([]);

    // One character more than everything covers: refused (no coins to offer), nothing spent.
    const { data: longer } = await send(ana, ben, spanish(281));
    await fund(ben, { vip_character: 30, character: 50, coin: 2 });
    const refused = await ask(ben, longer.id, { payWithCoins: true });
    expect(refused.data).toEqual({ reason: 'INSUFFICIENT_TRANSLATION_BALANCE', characters: 281 });
    expect(await wallet(ben)).toEqual({ coin: 2, character: 50, vip_character: 30 });
    expect((await ask(ben, longer.id, { payWithCoins: 'yes' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'payWithCoins',
    });
  });

  it('never stops a send for want of translation: with nothing to pay with it goes as written (said to the sender only) and the reader’s own free characters translate it', async () => {
    await noFreeLeft(ana);
    const hola = await send(ana, ben, 'Hola, ¿quieres tomar un café?');
    expect(hola.code).toBe(200);
    expect(hola.data).toMatchObject({
      language: 'es',
      translation: { origin: 'sent', target: 'en', failure: 'insufficient', text: null },
    });
    expect(hola.data.ext?.translation).toBeUndefined();
    // Ben reads it translated at his own (free) cost, and is not told Ana could not pay.
    const [received] = await history(ben, ana);
    expect(received.translation).toMatchObject({ origin: 'auto', source: 'es', target: 'en', failure: null });
    expect(relay.translations.map((call) => call.langpair)).toEqual(['spa|eng']);
    expect(await translationMovements(ana)).toBe(0);
    // Reading for himself turned off: he sees the text as written, offered as any other.
    await settings(ben, ana, { autoTranslate: false });
    const again = await send(ana, ben, 'Hasta mañana, amigo');
    expect(again.data.translation).toMatchObject({ origin: 'sent', failure: 'insufficient' });
    expect((await history(ben, ana))[0]).toMatchObject({ id: again.data.id, language: 'es', translation: null });

    // With coins that would pay, she is asked first: refused, nothing stored, no engine call.
    await fund(ana, { coin: 5 });
    const calls = relay.translations.length;
    const messages = (await db().select().from(chatMessages)).length;
    const asked = await send(ana, ben, 'Me encanta la música de los años ochenta');
    expect(asked.data).toMatchObject({ reason: 'INSUFFICIENT_TRANSLATION_BALANCE', coins: 1 });
    expect(await db().select().from(chatMessages)).toHaveLength(messages);
    expect(relay.translations).toHaveLength(calls);
    // She agrees: 1 coin; or sends as written.
    const paid = await post(ana, '/chat/send', {
      userId: ben.id,
      clientId: 'with-coins',
      type: 'txt',
      msg: 'Me encanta la música de los años ochenta',
      payWithCoins: true,
    });
    expect(paid.data.translation).toMatchObject({ origin: 'sent', failure: null });
    expect(await wallet(ana)).toMatchObject({ coin: 4 });
    const asWritten = await post(ana, '/chat/send', {
      userId: ben.id,
      clientId: 'as-written',
      type: 'txt',
      msg: 'Hola otra vez',
      translate: false,
    });
    expect(asWritten.data).toMatchObject({ language: 'es', translation: null });
    expect(
      (await post(ana, '/chat/send', { userId: ben.id, clientId: 'bad', type: 'txt', msg: 'Hola', payWithCoins: 1 }))
        .data,
    ).toMatchObject({ reason: 'VALIDATION', field: 'payWithCoins' });
    // Free with customer service, both ways.
    const serviceId = await api.upstream.chat.serviceAccount();
    expect(
      (
        await post(ana, '/chat/send', {
          userId: serviceId,
          clientId: 'to-support',
          type: 'txt',
          msg: 'Hola, necesito ayuda',
        })
      ).data.translation,
    ).toMatchObject({ target: 'en', failure: null });
    expect(await wallet(ana)).toMatchObject({ coin: 4 });
  });

  it('charges nothing when the engine fails: the text is sent marked failed, and a reader’s ask says to try again', async () => {
    await fund(ana, { character: 1000 });
    await fund(ben, { character: 1000 });
    relay.failing = true;
    const failed = await send(ana, ben, 'Nos vemos mañana en la playa');
    expect(failed.code).toBe(200);
    expect(failed.data.translation).toMatchObject({ failure: 'failed', text: null });
    const refused = await ask(ben, failed.data.id, { toLanguage: 'ca' });
    expect(refused.data.reason).toBe('TRANSLATION_FAILED');
    expect(await wallet(ana)).toEqual({ coin: 0, character: 1000, vip_character: 0 });
    expect(await wallet(ben)).toEqual({ coin: 0, character: 1000, vip_character: 0 });
    expect(await db().select().from(translations)).toEqual([]);
    relay.failing = false;
    expect((await ask(ben, failed.data.id)).data.message.translation).toMatchObject({ origin: 'asked', failure: null });
  });

  it('lets two members of one language chat untranslated and free, a short line fastText half-guesses included, which is in their language', async () => {
    for (const line of ['see ya', 'gracias amigo', 'lol same', 'ok cool', 'sounds good to me']) {
      const { code, data } = await send(ben, eli, line); // Ben has no characters at all
      expect(code).toBe(200);
      expect(data).toMatchObject({ language: 'en', translation: null });
      expect((await history(eli, ben))[0]).toMatchObject({ language: 'en', translation: null });
    }
    expect(relay.translations).toEqual([]);
  });

  it('tells nothing about a member one may not message: no settings, and a send is refused for them before any translation', async () => {
    await db().insert(blocks).values({ blockerId: cleo.id, blockedId: ana.id });
    await db().update(users).set({ hiddenFromSearch: true }).where(eq(users.id, dan.id));
    // Ana has nothing to pay with: were translation asked first, it would cost an engine call.
    await noFreeLeft(ana);
    expect((await get(ana, `/translate/settings?userIds=${cleo.id},${dan.id},999999,${ben.id}`)).data).toEqual([
      null,
      null,
      null,
      { userId: ben.id, outgoing: null, outgoingLanguage: 'en', peerLanguage: 'en', autoTranslate: true },
    ]);
    expect((await send(ana, cleo, 'Hola, ¿cómo estás?')).data.reason).toBe('BLOCKED');
    expect((await send(ana, dan, 'Hola, ¿cómo estás?')).data.reason).toBe('USER_NOT_FOUND');
    expect((await settings(ana, dan, { outgoing: 'none' })).data.reason).toBe('USER_NOT_FOUND');
    expect(relay.translations).toEqual([]);
  });

  it('keeps the translation its sender sent for the reader: a sender cannot ask over it, nor write it into ext', async () => {
    await fund(ana, { character: 1000 });
    const sent = await post(ana, '/chat/send', {
      userId: ben.id,
      clientId: 'with-ext',
      type: 'txt',
      msg: 'Me encanta la playa',
      ext: { platform: 'Web', translation: 'I owe you money' },
    });
    expect(sent.data.ext).toMatchObject({ platform: 'Web', translateRecordId: sent.data.translation.recordId });
    expect(sent.data.ext.translation).toBe(sent.data.translation.text);
    expect((await ask(ana, sent.data.id, { toLanguage: 'en', fromLanguage: 'pt' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'messageId',
    });
    expect((await history(ben, ana))[0].translation).toMatchObject({
      origin: 'sent',
      source: 'es',
      text: sent.data.translation.text,
    });
  });

  it('shows the translation the reader asked for last, a stored one again included', async () => {
    await settings(ana, ben, { outgoing: 'none' });
    await settings(ben, ana, { autoTranslate: false });
    await noFreeLeft(ben);
    await fund(ben, { character: 1000 });
    const { data: message } = await send(ana, ben, 'Mañana vamos al mercado');
    for (const target of ['ca', 'fr', 'ca']) {
      const asked = await ask(ben, message.id, { toLanguage: target });
      expect(asked.data.message.translation.target).toBe(target);
      expect((await history(ben, ana))[0].translation.target).toBe(target);
    }
    // Twice into Catalan, once into French: each language paid once.
    expect(await wallet(ben)).toMatchObject({ character: 1000 - 2 * [...'Mañana vamos al mercado'].length });
  });

  it('lists every language with what the engine serves to and from the member’s own (pivots included)', async () => {
    const { data } = await get(ben, '/translate/languages', 'de');
    expect(data).toMatchObject({ engine: 'apertium/3', myLanguage: 'en' });
    const of = (code: string) => data.languages.find((language: any) => language.code === code);
    expect(of('es')).toEqual({
      code: 'es',
      name: 'Spanisch',
      fromMine: true,
      toMine: true,
      into: expect.arrayContaining(['en', 'fr', 'ca']),
    });
    expect(of('fr')).toMatchObject({ fromMine: true, toMine: true }); // through Spanish
    expect(of('de')).toMatchObject({ fromMine: false, toMine: false });
    expect(of('ja')).toMatchObject({ fromMine: false, toMine: false });
  });

  if (backend === 'postgres') {
    it('sends a gift and a translated text from one member at the same moment, neither waiting on the other for ever', async () => {
      await fund(ana, { character: 10_000, coin: 100 });
      const text = spanish(40);
      await send(ana, ben, text); // stored from now on: each send below reaches its transaction at once
      for (let round = 0; round < 12; round++) {
        await db().delete(rateLimits);
        const [textSent, gift] = await Promise.all([
          send(ana, ben, text),
          sleep(round % 4).then(() =>
            post(ana, '/gift/give-gifts', { userId: ben.id, giftId: 1, idempotencyKey: `race-gift-${round}` }),
          ),
        ]);
        expect([textSent.code, gift.code]).toEqual([200, 200]);
      }
      expect(await api.upstream.ledger.reconcile()).toEqual([]);
    });

    it('does not refuse a sender for the reader’s spending, and the reader’s automatic translation never takes the coins a pack is bought with', async () => {
      await settings(ana, ben, { outgoing: 'none' });
      const text = spanish(150);
      await send(ana, ben, text); // Ben's translation stored (free): each send below reaches its transaction at once
      for (let round = 0; round < 12; round++) {
        await db().delete(rateLimits);
        await noFreeLeft(ben);
        await fund(ben, { coin: 20 }); // a pack's price: the translation may not touch it
        const [sent, pack] = await Promise.all([
          send(ana, ben, text),
          sleep(round % 4).then(() =>
            post(ben, '/translate/recharge', { id: 1, idempotencyKey: `race-pack-${round}` }),
          ),
        ]);
        expect([sent.code, pack.code]).toEqual([200, 200]);
        // Whichever came first: the pack (then its characters paid the translation), or the
        // translation (kept unpaid: Ben had no characters yet).
        const [received] = await history(ben, ana);
        expect(['insufficient', null]).toContain(received.translation.failure);
        expect(await wallet(ben)).toMatchObject({
          coin: 0,
          character: received.translation.failure ? 10_000 : 10_000 - 150,
        });
        expect(await api.upstream.ledger.reconcile()).toEqual([]);
        await db().delete(ledgerEntries);
        await db().delete(ledgerTransactions);
        await db().delete(ledgerAccounts);
      }
    });

    it('charges two translations racing for the last characters exactly: one takes the pack’s last, the other pays the rest in coins', async () => {
      await settings(ana, ben, { outgoing: 'none' });
      await settings(ben, ana, { autoTranslate: false });
      await noFreeLeft(ben);
      for (let round = 0; round < 5; round++) {
        const one = (await send(ana, ben, spanish(62 + round))).data;
        const two = (await send(ana, ben, spanish(70 + round))).data;
        // Both together need 24 characters more than the pack has: one coin.
        await fund(ben, { character: 62 + 70 + 2 * round - 24, coin: 1 });
        const answers = await Promise.all([
          ask(ben, one.id, { payWithCoins: true }),
          ask(ben, two.id, { payWithCoins: true }),
        ]);
        expect(answers.map((answer) => answer.code)).toEqual([200, 200]);
        expect(await wallet(ben)).toEqual({ coin: 0, character: 0, vip_character: 0 });
      }
      expect(await api.upstream.ledger.reconcile()).toEqual([]);
    });
  }
});
