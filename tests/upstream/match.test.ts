import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, matchAttempts, users, webhookOutbox } from '../../upstream/db/schema';
import { MatchExpiry } from '../../upstream/match/expiry';
import { endAllSearches, makeSvip, type MatchMember, matchCalls, seedMatchMembers } from '../support/match';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/** Born `years` ago today (UTC). */
function bornYearsAgo(years: number) {
  const now = new Date();
  return { birthYear: now.getUTCFullYear() - years, birthMonth: now.getUTCMonth() + 1, birthDay: now.getUTCDate() };
}

/** The next UTC midnight after now, as `nextAttemptsAt` says it. */
function nextUtcMidnight() {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
}

describe.each(BACKENDS)('random match on %s', (backend) => {
  let api: TestUpstream;
  let calls: ReturnType<typeof matchCalls>;
  let made = 0;
  const db = () => api.upstream.database.db;

  /** A new member (their own name), with a profile. */
  const member = async (profile: Partial<typeof users.$inferInsert> = {}): Promise<MatchMember> => {
    const [one] = await seedMatchMembers(db(), `matcher${++made}-`, 1, profile);
    return one;
  };
  const members = async (n: number, profile: Partial<typeof users.$inferInsert> = {}) => {
    const list: MatchMember[] = [];
    for (let i = 0; i < n; i++) list.push(await member(profile));
    return list;
  };
  const start = (who: MatchMember, preferences?: unknown, language?: string) => calls.start(who, preferences, language);
  /** Starts `who` and expects a search, nobody found. */
  const search = async (who: MatchMember, preferences?: unknown) => {
    const answer = await start(who, preferences);
    expect(answer.data, JSON.stringify(answer)).toMatchObject({ status: 'searching' });
    return answer.data;
  };
  /** `a` searches, then `b` starts and is paired with `a`. */
  const pair = async (a: MatchMember, b: MatchMember) => {
    await search(a);
    const found = await start(b);
    expect(found.data, JSON.stringify(found)).toMatchObject({ status: 'matched', partner: { id: a.id } });
    return found.data;
  };
  const attemptRows = async (who: MatchMember) =>
    db().select().from(matchAttempts).where(eq(matchAttempts.userId, who.id)).orderBy(asc(matchAttempts.id));
  const events = async (type: string) =>
    (await db().select().from(webhookOutbox).where(eq(webhookOutbox.type, type)).orderBy(asc(webhookOutbox.seq))).map(
      (row) => row.payload as any,
    );
  const endedEventsOf = async (attemptId: number) =>
    (await events('match.ended')).filter((event) => event.attempt.id === attemptId);
  /** Moves a search's deadline into the past, as if its time had run out. */
  const runOut = (attemptId: number) =>
    db()
      .update(matchAttempts)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(matchAttempts.id, attemptId));

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    calls = matchCalls(api.call);
  });
  afterAll(() => api?.stop());
  beforeEach(() => endAllSearches(db()));

  it('starts a search, answers it again, pairs the next member and tells both', async () => {
    const [ana, ben] = await members(2);
    const searching = await search(ana);
    expect(searching).toEqual({
      id: expect.any(Number),
      status: 'searching',
      startedAt: expect.any(String),
      deadline: expect.any(String),
      secondsLeft: 30,
      endedAt: null,
      preferences: null,
      partner: null,
    });
    expect(Date.parse(searching.deadline) - Date.parse(searching.startedAt)).toBe(30_000);
    // Starting again, even several times at once, answers the same search.
    const again = await Promise.all([start(ana), start(ana), start(ana)]);
    for (const answer of again) expect(answer.data.id).toBe(searching.id);
    expect(await attemptRows(ana)).toHaveLength(1);
    const status = await calls.status(ana);
    expect(status.data).toEqual({
      unlimited: false,
      canChoosePreferences: false,
      canStart: true,
      nextAttemptsAt: null,
      current: { ...searching, secondsLeft: expect.any(Number) },
    });

    const found = await start(ben);
    expect(found.data).toMatchObject({ status: 'matched', secondsLeft: 0, endedAt: expect.any(String) });
    expect(found.data.partner).toMatchObject({
      id: ana.id,
      nickname: expect.any(String),
      relation: { following: false, friend: false },
      online: false,
    });
    expect(found.data.partner.email).toBeUndefined(); // as another member sees her
    const anaNow = (await calls.status(ana)).data.current;
    expect(anaNow).toMatchObject({ id: searching.id, status: 'matched', partner: { id: ben.id } });

    const [started] = (await events('match.started')).filter((event) => event.memberId === ana.id);
    expect(started).toEqual({ memberId: ana.id, attempt: { ...searching, secondsLeft: expect.any(Number) } });
    const foundEvents = (await events('match.found')).filter((event) =>
      event.matches.some((each: { memberId: number }) => each.memberId === ana.id),
    );
    expect(foundEvents).toHaveLength(1);
    const byMember = Object.fromEntries(foundEvents[0].matches.map((each: any) => [each.memberId, each.attempt]));
    expect(byMember[ben.id]).toMatchObject({ id: found.data.id, status: 'matched', partner: { id: ana.id } });
    expect(byMember[ana.id]).toMatchObject({ id: searching.id, status: 'matched', partner: { id: ben.id } });

    // The people each met, newest first; the BFF's loader answers only one's own attempts.
    expect((await calls.met(ana)).data).toMatchObject({
      total: 1,
      list: [{ id: searching.id, partner: { id: ben.id } }],
    });
    expect((await calls.met(ben)).data).toMatchObject({
      total: 1,
      list: [{ id: found.data.id, partner: { id: ana.id } }],
    });
    const loaded = await calls.attempts(ana, [found.data.id, searching.id, 2_000_000]);
    expect(loaded.data.map((attempt: { id: number }) => attempt.id)).toEqual([searching.id]);
    expect((await calls.attempts(ben, [searching.id])).data).toEqual([]);
    // Cancelling another's attempt is as cancelling none.
    const notMine = await calls.cancel(ben, searching.id, 'es');
    expect(notMine).toMatchObject({ code: 404, data: { reason: 'MATCH_ATTEMPT_NOT_FOUND' } });
    expect(notMine.msg).toBe('Este emparejamiento no existe o no es tuyo.');
    expect((await calls.cancel(ana, 'x')).data).toMatchObject({ reason: 'VALIDATION', field: 'id' });
    expect((await calls.attempts(ana, [])).data).toMatchObject({ reason: 'VALIDATION', field: 'ids' });
  });

  it('cancels a search once, and a matched one stays matched', async () => {
    const [cara, dan] = await members(2);
    const searching = await search(cara);
    const cancelled = await calls.cancel(cara, searching.id);
    expect(cancelled.data).toMatchObject({
      id: searching.id,
      status: 'cancelled',
      secondsLeft: 0,
      endedAt: expect.any(String),
      partner: null,
    });
    expect((await calls.cancel(cara, searching.id)).data).toEqual(cancelled.data);
    expect(await endedEventsOf(searching.id)).toEqual([{ memberId: cara.id, attempt: cancelled.data }]);
    // Nobody is paired with a cancelled search: Dan searches alone, then Cara finds him.
    await search(dan);
    const matched = await start(cara);
    expect(matched.data).toMatchObject({ status: 'matched', partner: { id: dan.id } });
    expect((await calls.cancel(cara, matched.data.id)).data).toEqual(matched.data);
    expect(await endedEventsOf(matched.data.id)).toEqual([]);
  });

  it('keeps SVIP preferences, refuses them to others, and respects them both ways', async () => {
    const plain = await member({ gender: 1 });
    const before = await db().select({ n: count() }).from(matchAttempts);
    const refused = await start(plain, { gender: 2 }, 'de');
    expect(refused).toMatchObject({ code: 400, data: { reason: 'MATCH_PREFERENCES_NOT_ALLOWED' } });
    expect(refused.msg).toBe('Auszuwählen, wen du triffst, ist SVIP-Mitgliedern vorbehalten.');
    expect(await db().select({ n: count() }).from(matchAttempts)).toEqual(before);
    expect((await start(plain, {})).data.status).toBe('searching'); // choosing nothing is no preference
    await endAllSearches(db());

    const sofia = await member({ gender: 2, language: 'es', region: 'ES', ...bornYearsAgo(30) });
    await makeSvip(db(), sofia.id);
    for (const [preferences, field] of [
      [{ gender: 3 }, 'gender'],
      [{ gender: '2' }, 'gender'],
      [{ ageMin: 17 }, 'ageMin'],
      [{ ageMin: 40, ageMax: 30 }, 'ageMax'],
      [{ language: 'klingon' }, 'language'],
      [{ region: 'XX' }, 'region'],
      [{ online: true }, 'preferences'],
      ['men', 'preferences'],
    ] as const)
      expect((await start(sofia, preferences)).data, JSON.stringify(preferences)).toMatchObject({
        reason: 'VALIDATION',
        field,
      });
    expect(await attemptRows(sofia)).toEqual([]);
    expect((await calls.status(sofia)).data).toMatchObject({ unlimited: true, canChoosePreferences: true });

    // Sofia wants a man who speaks Spanish, 25 to 35.
    const wanted = { gender: 1, language: 'es', ageMin: 25, ageMax: 35 };
    const sofiaSearch = await search(sofia, wanted);
    expect(sofiaSearch.preferences).toEqual(wanted);
    // Not her preferences (a woman; a man without Spanish; one who gave no birthday): searching on.
    await search(await member({ gender: 2, language: 'es', ...bornYearsAgo(30) }));
    await endAllSearchesExcept(sofia);
    await search(await member({ gender: 1, language: 'en', ...bornYearsAgo(30) }));
    await endAllSearchesExcept(sofia);
    await search(await member({ gender: 1, language: 'es' }));
    await endAllSearchesExcept(sofia);
    // Spanish among the languages he speaks, 30: found.
    const pablo = await member({ gender: 1, language: 'en', spokenLanguages: ['es'], ...bornYearsAgo(30) });
    expect((await start(pablo)).data).toMatchObject({ status: 'matched', partner: { id: sofia.id } });

    // The other way: an SVIP starter's preferences pick among those already searching.
    const waiting = await member({ gender: 2, region: 'ES' });
    await search(waiting);
    const kenji = await member({ gender: 1, region: 'JP' });
    await makeSvip(db(), kenji.id);
    await search(kenji, { region: 'JP' }); // not paired with her
    await endAllSearchesExcept(kenji);
    const yui = await member({ gender: 2, region: 'JP' });
    expect((await start(yui)).data).toMatchObject({ status: 'matched', partner: { id: kenji.id } });
  });

  /** Ends every search but `who`'s. */
  const endAllSearchesExcept = (who: MatchMember) =>
    db()
      .update(matchAttempts)
      .set({ status: 'cancelled', endedAt: new Date() })
      .where(and(eq(matchAttempts.status, 'searching'), sql`${matchAttempts.userId} <> ${who.id}`));

  it('never pairs members with a block either way, hidden from search, or gone', async () => {
    const ana = await member();
    const blockedByAna = await member();
    const blockingAna = await member();
    await api.call('POST', '/user/block', { token: ana.token, body: { userId: blockedByAna.id } });
    await api.call('POST', '/user/block', { token: blockingAna.token, body: { userId: ana.id } });
    await search(ana);
    await search(blockedByAna);
    await endAllSearchesExcept(ana);
    await search(blockingAna);
    await endAllSearchesExcept(ana);
    await endAllSearches(db());

    // Hidden from search: neither as the one waiting nor as the one starting.
    const hidden = await member({ hiddenFromSearch: true });
    await search(hidden);
    await search(await member());
    await endAllSearches(db());
    await search(await member());
    await search(hidden);
    await endAllSearches(db());

    // Gone (the account closed while searching).
    const leaving = await member();
    await search(leaving);
    await db().update(users).set({ cancelledAt: new Date() }).where(eq(users.id, leaving.id));
    await search(await member());
  });

  it('never pairs members with one of either one’s last 20 partners', async () => {
    const [ana, ben] = await members(2);
    await makeSvip(db(), ana.id, ben.id); // more than the day's 10 matches
    await pair(ana, ben);
    await search(ana);
    await search(ben); // met just now
    await endAllSearches(db());
    // Ana meets 20 others: Ben is no longer among her last 20, but she is still his last.
    const others = await members(20);
    for (const other of others) await pair(ana, other);
    // Whichever of the two waits and whichever starts.
    await search(ana);
    await search(ben);
    await endAllSearches(db());
    await search(ben);
    await search(ana);
    await endAllSearches(db());
    // Ben meets the same 20 (each met Ana, not Ben): now each is past the other's last 20.
    for (const other of others) await pair(ben, other);
    expect((await calls.status(ana)).data).toMatchObject({ unlimited: true, canStart: true });
    await pair(ana, ben);
  });

  it('prefers members online now, then the one waiting longest', async () => {
    const [oldest, online, hiding, first, second, third] = await members(6);
    const connect = (who: MatchMember, connectionId: string) =>
      api.call('POST', '/presence/connect', { token: who.token, body: { connectionId } });
    // The three who wait have blocked each other, so that they wait together.
    await db()
      .insert(blocks)
      .values([
        { blockerId: oldest.id, blockedId: online.id },
        { blockerId: oldest.id, blockedId: hiding.id },
        { blockerId: online.id, blockedId: hiding.id },
      ]);
    await search(oldest);
    await search(online);
    await search(hiding);
    await connect(online, 'match-online-00000001');
    await connect(hiding, 'match-hiding-00000001');
    await api.call('POST', '/user/privacy-set', { token: hiding.token, body: { onlineStatusHidden: true } });
    // Online now first (a hidden status is never online to others), then the longest waiting.
    expect((await start(first)).data.partner.id).toBe(online.id);
    expect((await start(second)).data.partner.id).toBe(oldest.id);
    expect((await start(third)).data.partner.id).toBe(hiding.id);
  });

  it('ends a search at its deadline exactly once, however many passes run, and it costs nothing', async () => {
    const ana = await member();
    const searching = await search(ana);
    await runOut(searching.id);
    const second = new MatchExpiry(db(), () => {}, Date.now); // another worker on the same database
    await Promise.all([
      api.upstream.matches.expireDue(),
      second.expireDue(),
      api.upstream.matches.expireDue(),
      second.expireDue(),
    ]);
    const ended = await endedEventsOf(searching.id);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({
      memberId: ana.id,
      attempt: { id: searching.id, status: 'no_match', secondsLeft: 0 },
    });
    expect((await calls.status(ana)).data).toMatchObject({
      canStart: true,
      current: { id: searching.id, status: 'no_match', secondsLeft: 0, endedAt: expect.any(String), partner: null },
    });
    await Promise.all([api.upstream.matches.expireDue(), second.expireDue()]);
    expect(await endedEventsOf(searching.id)).toHaveLength(1);
    // An hour on, the panel no longer shows it.
    await db()
      .update(matchAttempts)
      .set({ startedAt: sql`${matchAttempts.startedAt} - interval '61 minutes'` })
      .where(eq(matchAttempts.id, searching.id));
    expect((await calls.status(ana)).data.current).toBeNull();
    // A start after the deadline, before any pass got to it, ends it first and starts anew.
    const next = await search(ana);
    await runOut(next.id);
    const fresh = await search(ana);
    expect(fresh.id).not.toBe(next.id);
    expect(await endedEventsOf(next.id)).toEqual([
      expect.objectContaining({ attempt: expect.objectContaining({ status: 'no_match' }) }),
    ]);
  });

  it('limits the matches of a UTC day to 10, counting neither no-matches nor cancels, and starts afresh the next day', async () => {
    const lena = await member();
    // Silence costs nothing: a cancel and a no-match first.
    await calls.cancel(lena, (await search(lena)).id);
    const quiet = await search(lena);
    await runOut(quiet.id);
    await api.upstream.matches.expireDue();
    const partners = await members(11);
    for (const partner of partners.slice(0, 10)) await pair(partner, lena);
    const attemptsBefore = await attemptRows(lena);
    const refused = await start(lena);
    expect(refused).toEqual({
      status: 200,
      code: 400,
      msg: "You've used today's matches. Come back tomorrow.",
      data: { reason: 'MATCH_ATTEMPTS_EXHAUSTED', nextAttemptsAt: nextUtcMidnight() },
    });
    expect(await attemptRows(lena)).toEqual(attemptsBefore);
    expect((await calls.status(lena)).data).toMatchObject({
      unlimited: false,
      canStart: false,
      nextAttemptsAt: nextUtcMidnight(),
    });
    // Nor is she paired by someone else's start.
    await search(partners[10]);
    await endAllSearches(db());

    // The day boundary: a match made at today's UTC midnight counts today; one a moment before does not.
    const todayStart = new Date(Date.parse(nextUtcMidnight()) - 86_400_000);
    const matched = attemptsBefore.filter((row) => row.status === 'matched');
    const [earliest] = matched;
    await db().update(matchAttempts).set({ endedAt: todayStart }).where(eq(matchAttempts.id, earliest.id));
    expect((await start(lena)).data.reason).toBe('MATCH_ATTEMPTS_EXHAUSTED');
    await db()
      .update(matchAttempts)
      .set({ endedAt: new Date(todayStart.getTime() - 1) })
      .where(eq(matchAttempts.id, earliest.id));
    expect((await calls.status(lena)).data).toMatchObject({ canStart: true, nextAttemptsAt: null });
    await pair(lena, partners[10]);
    expect((await start(lena)).data.reason).toBe('MATCH_ATTEMPTS_EXHAUSTED');
    // A new day: all of them yesterday's.
    await db()
      .update(matchAttempts)
      .set({ endedAt: sql`${matchAttempts.endedAt} - interval '1 day'` })
      .where(
        inArray(
          matchAttempts.id,
          (await attemptRows(lena)).map((row) => row.id),
        ),
      );
    expect((await start(lena)).data.status).toBe('searching');
  });

  it('keeps the people met when one blocks the other, without showing the partner', async () => {
    const [ana, ben] = await members(2);
    await pair(ana, ben);
    await api.call('POST', '/user/block', { token: ben.token, body: { userId: ana.id } });
    expect((await calls.met(ana)).data).toMatchObject({ total: 1, list: [{ status: 'matched', partner: null }] });
    expect((await calls.met(ben)).data).toMatchObject({ total: 1, list: [{ status: 'matched', partner: null }] });
    expect((await calls.status(ana)).data.current).toMatchObject({ status: 'matched', partner: null });
    expect((await calls.met(ana, '?size=0')).data).toMatchObject({ reason: 'VALIDATION', field: 'page' });
  });
});
