import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCorrections, users, webhookOutbox } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { apertium, BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * How a translation reads, through the real Apertium: what is kept as written (links,
 * numbers, emoji, @names) cuts a sentence into pieces the engine reads one by one, and each
 * piece must still read as part of the sentence: single spaces, the writer's punctuation, no
 * capital in mid-sentence. Ana writes Spanish to Ben (English), and Ben English to Ana.
 */
describe.each(BACKENDS)('translations that read right on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;
  let sent = 0;

  const send = async (from: TestMember, to: TestMember, msg: string) => {
    const answer = await api.call('POST', '/chat/send', {
      token: from.token,
      body: { userId: to.id, clientId: `w${++sent}`, type: 'txt', msg },
    });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.translation.text as string;
  };

  beforeAll(async () => {
    expect(apertium(), 'Apertium must be installed (bash scripts/install-apertium.sh)').toBeTruthy();
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    await api.upstream.database.db.update(users).set({ language: 'es' }).where(eq(users.id, ana.id));
    // Each has a translation pack's characters for what they send.
    for (const member of [ana, ben]) {
      await api.upstream.ledger.post(
        { userId: member.id, key: 'pack', kind: 'coin_purchase', request: {} },
        async () => ({
          legs: [
            { account: { system: 'sales' }, asset: 'character', amount: -10_000 },
            { account: { userId: member.id }, asset: 'character', amount: 10_000 },
          ],
          result: {},
        }),
      );
    }
  });
  afterAll(() => api?.stop());

  it('leaves no doubled space where Apertium drops a pronoun, nor a space before a full stop', async () => {
    for (const [text, expected] of [
      ['Call me at 10, it is fine', 'Me llamo en 10, es bien'],
      ['Hi @lucia, it is me', 'Hola @lucia, soy'],
      ['Look at https://example.com/beach, it is great', 'Cariz en https://example.com/beach, es sumo'],
      ['I am a teacher.', 'Soy un profesor.'],
      ['I write in English and you read in Spanish.', 'Escribo en inglés y leíste en español.'],
    ]) {
      const translated = await send(ben, ana, text);
      expect(translated).toBe(expected);
      expect(translated).not.toMatch(/\s{2}| [.,;:!?]/u);
    }
  });

  it('writes a piece after a number, an emoji or a mark in lower case, as the writer did, both ways', async () => {
    expect(await send(ana, ben, 'Tengo 3 gatos y 2 perros.')).toBe('Have 3 cats and 2 dogs.');
    expect(await send(ana, ben, 'Son las 5 de la tarde')).toBe('They are the 5 of the evening');
    expect(await send(ana, ben, 'Hola 😀 ¿qué tal?')).toBe('Hello 😀 what such?');
    expect(await send(ana, ben, 'Mi número es 555-1234; llámame')).toBe('My number is 555-1234; call me');
    expect(await send(ben, ana, 'Meet me at 10 (or 11).')).toBe('Me cumplo en 10 (o 11).');
    expect(await send(ben, ana, 'See you at 10:30 😊 it is going to be fun!')).toBe(
      'Ve tú en 10:30 😊 va a ser divertido!',
    );
  });

  it('opens Spanish questions and exclamations with ¿ and ¡, which Apertium leaves out from English', async () => {
    expect(await send(ben, ana, 'Hello Lucía! Are you free on Saturday?')).toBe('¡Hola Lucía! ¿Eres gratis el sábado?');
    expect(await send(ben, ana, 'Hi @ana! How are you?')).toBe('Hola @ana! ¿Cómo eres?');
  });

  it('keeps links, numbers, emoji and @names exactly as written, the sentence reading on around them', async () => {
    const text = 'Escríbeme a @lucia_22 o a lucia@example.com: a las 10:30 [ee_3] 👍🏽 y te contesto, ¿vale?';
    expect(await send(ana, ben, text)).toBe(
      'Write me to @lucia_22 or to lucia@example.com: to the 10:30 [ee_3] 👍🏽 and I answer you, it costs?',
    );
  });
});

/**
 * A reader's better wording: Ben reads Ana's Spanish in English and proposes how it should
 * read; Ana, its writer, sees it with the message (and is told, live, through the outbox).
 * Only on a translated message Ben received; bad input is refused in his language and keeps
 * nothing.
 */
describe.each(BACKENDS)('a reader’s better wording on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;
  let cleo: TestMember;
  let sent = 0;

  const db = () => api.upstream.database.db;
  const post = (who: TestMember, path: string, body: Record<string, unknown>, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const send = async (from: TestMember, to: TestMember, msg: string, extra: Record<string, unknown> = {}) =>
    (await post(from, '/chat/send', { userId: to.id, clientId: `c${++sent}`, type: 'txt', msg, ...extra })).data;
  const correct = (who: TestMember, messageId: number, text: unknown, language = 'en') =>
    post(who, '/translate/correction', { messageId, text }, language);
  const history = async (who: TestMember, peer: TestMember) =>
    (await api.call('GET', `/chat/history?userId=${peer.id}`, { token: who.token })).data.list as any[];
  const corrections = () => db().select().from(messageCorrections);

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    cleo = await joinMember(api, 'Cleo');
    await db().update(users).set({ language: 'es' }).where(eq(users.id, ana.id));
    for (const member of [ana, ben]) {
      await api.upstream.ledger.post(
        { userId: member.id, key: 'pack', kind: 'coin_purchase', request: {} },
        async () => ({
          legs: [
            { account: { system: 'sales' }, asset: 'character', amount: -10_000 },
            { account: { userId: member.id }, asset: 'character', amount: 10_000 },
          ],
          result: {},
        }),
      );
    }
  });
  afterAll(() => api?.stop());

  it('shows the reader’s wording to both members, tells the writer, and lets the reader change it', async () => {
    const message = await send(ana, ben, 'Me encanta el mar');
    expect(message.translation).toMatchObject({ target: 'en', text: 'It loves me the mar' });
    const proposed = await correct(ben, message.id, '  I love the sea  ');
    expect(proposed.code, proposed.msg).toBe(200);
    expect(proposed.data.correction).toEqual({
      id: expect.any(Number),
      text: 'I love the sea',
      language: 'en',
      userId: ben.id,
      time: expect.any(Number),
    });
    // The writer sees it with her message; the reader with his.
    expect((await history(ana, ben))[0].correction).toEqual(proposed.data.correction);
    expect((await history(ben, ana))[0].correction).toEqual(proposed.data.correction);
    const [event] = await db().select().from(webhookOutbox).where(eq(webhookOutbox.type, 'chat.corrected'));
    expect(event.payload).toMatchObject({
      message: { id: message.id, from: ana.id, to: ben.id },
      deliveries: [
        { userId: ana.id, message: { id: message.id, correction: { text: 'I love the sea' } } },
        { userId: ben.id, message: { id: message.id, correction: { text: 'I love the sea' } } },
      ],
    });
    const changed = await correct(ben, message.id, 'I really love the sea');
    expect(changed.data.correction).toMatchObject({ id: proposed.data.correction.id, text: 'I really love the sea' });
    expect(await corrections()).toHaveLength(1);
  });

  it('takes a wording of a translation the reader asked for, into the language he read it in', async () => {
    const message = await send(ana, ben, 'El mar es precioso', { translate: false });
    expect(message.translation).toBeNull();
    await post(ben, '/translate/tranlate-chat-message', { targetId: message.id });
    const proposed = await correct(ben, message.id, 'The sea is beautiful');
    expect(proposed.data.correction).toMatchObject({ text: 'The sea is beautiful', language: 'en' });
    expect((await history(ana, ben))[0]).toMatchObject({
      translation: null,
      correction: { text: 'The sea is beautiful' },
    });
  });

  it('refuses an empty or too long wording, one on my own message, on a message not translated or not mine to read, and the translation as it is', async () => {
    const translated = await send(ana, ben, 'Hablo un poco de inglés');
    // Ben reads this one as written: his automatic translation off, and Ana's none.
    await post(ben, '/translate/settings', { userId: ana.id, autoTranslate: false });
    const untranslated = await send(ana, ben, 'Hasta mañana', { translate: false });
    await post(ben, '/translate/settings', { userId: ana.id, autoTranslate: true });
    const mine = await send(ben, ana, 'I speak a little Spanish');
    const before = await corrections();
    for (const [who, id, text, reason, field] of [
      [ben, translated.id, '   ', 'VALIDATION', 'text'],
      [ben, translated.id, 42, 'VALIDATION', 'text'],
      [ben, translated.id, 'x'.repeat(1001), 'VALIDATION', 'text'],
      [ben, translated.id, translated.translation.text, 'VALIDATION', 'text'],
      [ben, mine.id, 'I speak some Spanish', 'VALIDATION', 'messageId'],
      [ana, translated.id, 'I speak a little English', 'VALIDATION', 'messageId'],
      [ben, untranslated.id, 'See you tomorrow', 'VALIDATION', 'messageId'],
      [cleo, translated.id, 'I speak a little English', 'MESSAGE_NOT_FOUND', undefined],
      [ben, 999_999, 'I speak a little English', 'MESSAGE_NOT_FOUND', undefined],
    ] as const) {
      const refused = await correct(who, id, text);
      expect(refused.data, String(text).slice(0, 30)).toMatchObject({ reason, ...(field ? { field } : {}) });
    }
    expect((await correct(ben, untranslated.id, 'See you tomorrow', 'de')).msg).toBe(
      'Nur für eine übersetzte Nachricht lässt sich eine bessere Formulierung vorschlagen: Übersetze sie zuerst.',
    );
    expect((await correct(ben, translated.id, '', 'es')).msg).toBe(
      'Escribe tu propuesta con entre 1 y 1000 caracteres.',
    );
    expect(await corrections()).toEqual(before);
  });
});
