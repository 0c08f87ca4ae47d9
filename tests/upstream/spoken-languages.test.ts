import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, messageTranslations, users } from '../../upstream/db/schema';
import { startApertiumRelay, type ApertiumRelay } from '../support/apertium-proxy';
import { joinMember, type TestMember } from '../support/members';
import { apertium, BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * The languages a member speaks besides their common one (docs/decisions.md "Profile setup,
 * the first screen and the meet page"): saved and shown with the profile, found by the meet
 * list's language filter, and never translated for the member unasked. Ana and Ben read
 * English, Ana speaks Spanish too; Rosa writes Spanish; Tom English; Dora is German and speaks
 * French; Fran is French.
 */
describe.each(BACKENDS)('the languages a member speaks on %s', (backend) => {
  let api: TestUpstream;
  let relay: ApertiumRelay;
  let ana: TestMember;
  let ben: TestMember;
  let rosa: TestMember;
  let tom: TestMember;
  let dora: TestMember;
  let fran: TestMember;
  let sent = 0;

  const db = () => api.upstream.database.db;
  const post = (who: TestMember, path: string, body: Record<string, unknown>, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const get = (who: TestMember, path: string) => api.call('GET', path, { token: who.token });
  const edit = (who: TestMember, body: Record<string, unknown>, language = 'en') =>
    post(who, '/user/info-edit', body, language);
  const send = (from: TestMember, to: TestMember, msg: string) =>
    post(from, '/chat/send', { userId: to.id, clientId: `s${++sent}`, type: 'txt', msg });
  const spokenBy = async (who: TestMember) =>
    (
      await db()
        .select({ language: users.language, spoken: users.spokenLanguages })
        .from(users)
        .where(eq(users.id, who.id))
    )[0];
  const translationsOf = (messageId: number) =>
    db().select().from(messageTranslations).where(eq(messageTranslations.messageId, messageId));
  const engineCallsFor = (text: string) =>
    relay.translations.filter((call) => call.q.includes(text.slice(0, 12))).length;

  beforeAll(async () => {
    const url = apertium()?.url;
    expect(url, 'Apertium must be installed (bash scripts/install-apertium.sh)').toBeTruthy();
    relay = await startApertiumRelay(url!);
    api = await startTestUpstream(backend, { config: { translation: { engine: 'apertium', url: relay.url } } });
    [ana, ben, rosa, tom, dora, fran] = await Promise.all(
      ['Ana', 'Ben', 'Rosa', 'Tom', 'Dora', 'Fran'].map((name) => joinMember(api, name)),
    );
    await db().update(users).set({ language: 'es' }).where(eq(users.id, rosa.id));
    await db().update(users).set({ language: 'de' }).where(eq(users.id, dora.id));
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, fran.id));
  });
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
  });

  it('saves the languages a member speaks once each, never with the common one, and shows them to other members', async () => {
    const { code, data } = await edit(ana, { spokenLanguages: ['es', 'de', 'es', 'en'] });
    expect(code).toBe(200);
    // Repeats taken once, the common language (English) left out.
    expect(data.spokenLanguages).toEqual(['es', 'de']);
    // Choosing one of them as the common language takes it off the others, in the same change.
    expect((await edit(ana, { language: 'de' })).data).toMatchObject({ language: 'de', spokenLanguages: ['es'] });
    expect((await edit(ana, { language: 'en', spokenLanguages: ['es', 'en'] })).data).toMatchObject({
      language: 'en',
      spokenLanguages: ['es'],
    });
    expect(await spokenBy(ana)).toEqual({ language: 'en', spoken: ['es'] });
    // Public like the common language: in another member's view of them.
    const seen = await get(ben, `/user/batch?ids=${ana.id}`);
    expect(seen.data[0]).toMatchObject({ language: 'en', spokenLanguages: ['es'] });
    expect((await get(ben, `/user/batch?ids=${ben.id}`)).data[0].spokenLanguages).toEqual([]);
    // Empty says none.
    expect((await edit(ben, { spokenLanguages: [] })).data.spokenLanguages).toEqual([]);
  });

  it('refuses a language not on the list, a list that is no list and more than five, in the member’s language, and changes nothing', async () => {
    await edit(dora, { nickname: 'Dora', spokenLanguages: ['fr'] });
    const refused: Array<[unknown, string]> = [
      [['fr', 'xx'], 'spokenLanguages.invalid'],
      ['fr', 'spokenLanguages.invalid'],
      [[1], 'spokenLanguages.invalid'],
      [['fr', 'es', 'it', 'pt', 'nl', 'pl'], 'spokenLanguages.count'],
      [null, 'spokenLanguages.invalid'],
    ];
    for (const [value] of refused) {
      expect(await edit(dora, { nickname: 'Changed', spokenLanguages: value }), JSON.stringify(value)).toMatchObject({
        code: 400,
        data: { reason: 'VALIDATION', field: 'spokenLanguages' },
      });
    }
    expect((await edit(dora, { spokenLanguages: ['xx'] }, 'de')).msg).toBe(
      'Bitte wähle die Sprachen, die du sprichst, aus der Liste.',
    );
    expect((await edit(dora, { spokenLanguages: ['fr', 'es', 'it', 'pt', 'nl', 'pl'] }, 'es')).msg).toBe(
      'Elige como máximo 5 idiomas además del tuyo.',
    );
    const [row] = await db()
      .select({ nickname: users.nickname, spoken: users.spokenLanguages })
      .from(users)
      .where(eq(users.id, dora.id));
    expect(row).toEqual({ nickname: 'Dora', spoken: ['fr'] });
    // Five besides the common one is the most.
    expect((await edit(dora, { spokenLanguages: ['fr', 'es', 'it', 'pt', 'nl'] })).data.spokenLanguages).toHaveLength(
      5,
    );
    await edit(dora, { spokenLanguages: ['fr'] });
  });

  it('finds a member in the meet list by a language they speak as well as by their common one, a page at a time', async () => {
    await edit(tom, { spokenLanguages: ['fr', 'it'] });
    const ids = async (query: string) =>
      ((await get(ana, `/bump/list${query}`)).data.list as Array<{ id: number }>)
        .map((user) => user.id)
        .sort((a, b) => a - b);
    const sorted = (...members: TestMember[]) => members.map((member) => member.id).sort((a, b) => a - b);
    // Fran's common language is French; Tom and Dora speak it besides theirs.
    expect(await ids('?language=fr')).toEqual(sorted(fran, tom, dora));
    expect(await ids('?language=it')).toEqual(sorted(tom));
    expect(await ids('?language=de')).toEqual(sorted(dora));
    expect(await ids('?language=es')).toEqual(sorted(rosa));
    expect(await ids('?language=en')).toEqual(sorted(ben, tom));
    const pages = await Promise.all([1, 2, 3].map((page) => get(ana, `/bump/list?language=fr&size=2&page=${page}`)));
    expect(pages.map((page) => page.data.total)).toEqual([3, 3, 3]);
    expect(pages.map((page) => page.data.list.length)).toEqual([2, 1, 0]);
    expect(
      pages
        .flatMap((page) => page.data.list.map((user: { id: number }) => user.id))
        .sort((a: number, b: number) => a - b),
    ).toEqual(sorted(fran, tom, dora));
    await edit(tom, { spokenLanguages: [] });
  });

  it('does not translate a line in a language the reader speaks: no automatic translation, no engine call, nothing paid', async () => {
    // Rosa's own messages go as written, so only the reader's automatic translation is at stake.
    for (const reader of [ana, ben])
      expect((await post(rosa, '/translate/settings', { userId: reader.id, outgoing: 'none' })).code).toBe(200);
    const line = 'Mañana voy a la playa con mis amigos.';
    const toBen = await send(rosa, ben, line);
    expect(
      (await translationsOf(toBen.data.id)).map((record) => [
        record.userId,
        record.origin,
        record.targetLanguage,
        record.failure,
      ]),
    ).toEqual([[ben.id, 'auto', 'en', null]]);
    const calls = relay.translations.length;
    const allowance = (await get(ana, '/translate/allowance')).data.left;

    const other = 'El domingo cocino para mi familia.';
    const toAna = await send(rosa, ana, other);
    expect(toAna.code).toBe(200);
    expect(toAna.data.language).toBe('es');
    expect(await translationsOf(toAna.data.id)).toEqual([]);
    expect(relay.translations.length).toBe(calls);
    expect((await get(ana, '/translate/allowance')).data.left).toBe(allowance);
    expect(
      await db()
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.userId, ana.id), eq(ledgerTransactions.kind, 'translation'))),
    ).toEqual([]);
    const [received] = (await get(ana, `/chat/history?userId=${rosa.id}`)).data.list;
    expect(received).toMatchObject({ msg: other, language: 'es', translation: null });
    // Asked for, it is still hers to have.
    const asked = await post(ana, '/translate/tranlate-chat-message', { targetId: toAna.data.id });
    expect(asked.code).toBe(200);
    expect(asked.data.message.translation).toMatchObject({
      origin: 'asked',
      source: 'es',
      target: 'en',
      failure: null,
    });
  });

  it('sends a line as written to a peer who speaks its language, unless the sender chose a language for the conversation', async () => {
    const line = 'I am cooking paella for my friends tonight.';
    const followsPeer = await send(tom, rosa, line);
    expect(followsPeer.data.translation).toMatchObject({ origin: 'sent', target: 'es', failure: null });
    await edit(rosa, { spokenLanguages: ['en'] });
    const calls = relay.translations.length;
    const spoken = await send(tom, rosa, 'We can speak English if you like.');
    expect(spoken.data.translation).toBeNull();
    expect(await translationsOf(spoken.data.id)).toEqual([]);
    expect(relay.translations.length).toBe(calls);
    // A language chosen for the conversation is the sender's choice: it is made and paid for.
    expect((await post(tom, '/translate/settings', { userId: rosa.id, outgoing: 'es' })).code).toBe(200);
    const chosen = await send(tom, rosa, 'Tomorrow I am going to the beach.');
    expect(chosen.data.translation).toMatchObject({ origin: 'sent', target: 'es', failure: null });
    expect(engineCallsFor('Tomorrow I am going to the beach.')).toBeGreaterThan(0);
    await db()
      .update(users)
      .set({ spokenLanguages: [] })
      .where(inArray(users.id, [rosa.id]));
  });
});
