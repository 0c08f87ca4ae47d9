import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTranslations, users } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { apertium, BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Translation where the engine does not reach a member's own language, through the real
 * Apertium (which has no German pair at all; docs/decisions.md "Free translation and automatic
 * translation"): a German who speaks English writes English and it is translated; a Spanish
 * reply reaches him in English; a sender's line goes into a language the reader speaks when the
 * engine does not reach theirs; a member who never chose a language reads in the one they use
 * Across in. Jonas is German and speaks English, Lucía Spanish, Dora German and speaks Spanish,
 * Tom English; Sam chose no language.
 */
describe.each(BACKENDS)('translation where the engine does not reach a language, on %s', (backend) => {
  let api: TestUpstream;
  let jonas: TestMember;
  let lucia: TestMember;
  let dora: TestMember;
  let tom: TestMember;
  let sent = 0;

  const db = () => api.upstream.database.db;
  const post = (who: TestMember, path: string, body: Record<string, unknown>, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const send = (from: TestMember, to: TestMember, msg: string, language = 'en') =>
    post(from, '/chat/send', { userId: to.id, clientId: `r${++sent}`, type: 'txt', msg }, language);
  const translationsOf = async (messageId: number) =>
    (await db().select().from(messageTranslations).where(eq(messageTranslations.messageId, messageId))).map(
      (record) => [record.userId, record.origin, record.sourceLanguage, record.targetLanguage, record.failure],
    );

  beforeAll(async () => {
    expect(apertium(), 'Apertium must be installed (bash scripts/install-apertium.sh)').toBeTruthy();
    api = await startTestUpstream(backend);
    [jonas, lucia, dora, tom] = await Promise.all(
      ['Jonas', 'Lucia', 'Dora', 'Tom'].map((name) => joinMember(api, name)),
    );
    await db()
      .update(users)
      .set({ language: 'de', spokenLanguages: ['en'] })
      .where(eq(users.id, jonas.id));
    await db().update(users).set({ language: 'es' }).where(eq(users.id, lucia.id));
    await db()
      .update(users)
      .set({ language: 'de', spokenLanguages: ['es'] })
      .where(eq(users.id, dora.id));
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('takes a German member’s English for English: it goes to a Spanish reader in Spanish', async () => {
    const hello = await send(jonas, lucia, 'Hello Lucía! I love the sea too. How are you?', 'de');
    expect(hello.code).toBe(200);
    expect(hello.data).toMatchObject({
      language: 'en',
      translation: { origin: 'sent', source: 'en', target: 'es', failure: null },
    });
    // A short line in a language he speaks is his too: no 90% needed.
    const short = await send(jonas, lucia, 'I love hiking', 'de');
    expect(short.data).toMatchObject({ language: 'en', translation: { target: 'es', failure: null } });
    // His German is German, and goes as written: no engine reaches Spanish from it.
    const german = await send(jonas, lucia, 'Ich wohne in Berlin und arbeite als Lehrer', 'de');
    expect(german.data).toMatchObject({ language: 'de', translation: { target: 'es', failure: 'unavailable' } });
  });

  it('translates a Spanish reply into English for a German reader who speaks it, automatically and when he asks', async () => {
    const reply = await send(lucia, jonas, 'Estoy bien, gracias. Vivo cerca de la playa.', 'es');
    expect(reply.code).toBe(200);
    // Lucía's own goes into the language Jonas reads it in; his automatic one is that very one.
    expect(await translationsOf(reply.data.id)).toEqual([[lucia.id, 'sent', 'es', 'en', null]]);
    const [received] = (await get(jonas, `/chat/history?userId=${lucia.id}`, 'de')).data.list;
    expect(received.translation).toMatchObject({ source: 'es', target: 'en', failure: null });
    expect(received.translation.text).toMatch(/beach/i);

    // Her message written as written, translated for him on his own: into English too.
    await post(lucia, '/translate/settings', { userId: jonas.id, outgoing: 'none' }, 'es');
    const second = await send(lucia, jonas, 'Mañana voy a la playa con mis amigos.', 'es');
    expect(await translationsOf(second.data.id)).toEqual([[jonas.id, 'auto', 'es', 'en', null]]);
    await post(jonas, '/translate/settings', { userId: lucia.id, autoTranslate: false }, 'de');
    const third = await send(lucia, jonas, 'El domingo cocino para mi familia.', 'es');
    expect(await translationsOf(third.data.id)).toEqual([]);
    const asked = await post(jonas, '/translate/tranlate-chat-message', { targetId: third.data.id }, 'de');
    expect(asked.code).toBe(200);
    expect(asked.data.message.translation).toMatchObject({
      origin: 'asked',
      source: 'es',
      target: 'en',
      failure: null,
    });
    // German, named, is still refused as the engine's gap.
    const german = await post(
      jonas,
      '/translate/tranlate-chat-message',
      { targetId: third.data.id, toLanguage: 'de' },
      'de',
    );
    expect(german.data).toMatchObject({ reason: 'TRANSLATION_UNAVAILABLE' });
    await post(jonas, '/translate/settings', { userId: lucia.id, autoTranslate: true }, 'de');
    await post(lucia, '/translate/settings', { userId: jonas.id, outgoing: null }, 'es');
  });

  it('sends a line into a language the reader speaks when the engine does not reach theirs, and says which languages it reaches', async () => {
    const line = await send(tom, dora, 'See you at the station tomorrow morning.');
    expect(line.data.translation).toMatchObject({ origin: 'sent', source: 'en', target: 'es', failure: null });
    // Tom's setting still names Dora's own language: it is what a line goes into where the engine reaches it.
    expect((await get(tom, `/translate/settings?userIds=${dora.id}`)).data[0]).toMatchObject({
      outgoing: null,
      outgoingLanguage: 'de',
    });
    // What the engine translates each language into, for the chat window to say the same.
    const { data } = await get(tom, '/translate/languages');
    const into = (code: string) =>
      data.languages.find((language: { code: string }) => language.code === code).into as string[];
    expect(into('en')).toContain('es');
    expect(into('en')).not.toContain('de');
    expect(into('de')).toEqual([]);
    // A draft goes where the send would.
    const draft = await post(tom, '/translate/message', { userId: dora.id, message: 'Shall we have lunch together?' });
    expect(draft.data).toMatchObject({ fromLanguage: 'en', toLanguage: 'es' });
  });

  it('reads in the language a member uses Across in until they choose one, recorded at login and when they switch it, never as their choice', async () => {
    const email = 'sam@example.test';
    const password = 'Sam long password';
    const { id } = await api.upstream.accounts.createMember({ email, password, nickname: 'Sam' });
    const login = await api.call('POST', '/account/login', { body: { email, password }, language: 'en' });
    const sam: TestMember = { token: login.data.token, id, account: login.data.userInfo.account, email, password };
    const recorded = async () =>
      (
        await db()
          .select({ language: users.language, interfaceLanguage: users.interfaceLanguage })
          .from(users)
          .where(eq(users.id, id))
      )[0];
    expect(await recorded()).toEqual({ language: null, interfaceLanguage: 'en' });

    // Lucía's line reaches him in English, automatically; hers go into English by default, and her menu names it.
    expect((await get(lucia, `/translate/settings?userIds=${sam.id}`, 'es')).data[0]).toMatchObject({
      outgoing: null,
      outgoingLanguage: 'en',
    });
    await post(lucia, '/translate/settings', { userId: sam.id, outgoing: 'none' }, 'es');
    const hola = await send(lucia, sam, 'Hola Sam, ¿de dónde eres?', 'es');
    expect(await translationsOf(hola.data.id)).toEqual([[sam.id, 'auto', 'es', 'en', null]]);
    // His English is English to Lucía, in Spanish.
    const hello = await send(sam, lucia, 'I am from Boston, and you?');
    expect(hello.data.translation).toMatchObject({ source: 'en', target: 'es', failure: null });
    expect((await get(sam, '/translate/languages')).data.myLanguage).toBe('en');

    // He switches Across to Spanish: the window tells the service, and Spanish reaches him as written.
    expect((await post(sam, '/user/interface-language', { language: 'es' }, 'es')).code).toBe(200);
    expect(await recorded()).toEqual({ language: null, interfaceLanguage: 'es' });
    const asWritten = await send(lucia, sam, 'Me alegro de conocerte.', 'es');
    expect(await translationsOf(asWritten.data.id)).toEqual([]);
    // Not one of the languages Across is shown in: refused in his language, nothing changed; nor does any other request
    // change it.
    expect(await post(sam, '/user/interface-language', { language: 'fr' }, 'es')).toMatchObject({
      code: 400,
      msg: 'Elige uno de los idiomas en los que se muestra Across.',
      data: { reason: 'VALIDATION', field: 'language' },
    });
    await get(sam, '/translate/allowance', 'de');
    expect(await recorded()).toEqual({ language: null, interfaceLanguage: 'es' });
    // His own choice wins over it.
    await db()
      .update(users)
      .set({ language: 'en' })
      .where(inArray(users.id, [sam.id]));
    const chosen = await send(lucia, sam, 'Hasta mañana, Sam.', 'es');
    expect(await translationsOf(chosen.data.id)).toEqual([[sam.id, 'auto', 'es', 'en', null]]);
  });
});
