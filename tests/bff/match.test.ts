import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, type Bff } from '../../bff/server';
import { signatureFor } from '../../bff/webhooks';
import { GraphQLSession, nextConnected } from '../support/graphql-session';
import {
  cancelMatch,
  distantMemberIds,
  listeningFor,
  MATCH_STATUS,
  matchEventsOn,
  startMatch,
} from '../support/match-graph';
import { makeSvip } from '../support/match';
import { momentMember, type MomentMember } from '../support/moment-members';
import { startStack, TEST_WEBHOOK_SECRET, type Stack } from '../support/stack';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The countdown here: long enough for a second start to find the first, short enough to wait out. */
const SEARCH_SECONDS = 5;
const HISTORY = `{ viewer { matchHistory(first: 20) { totalCount pageInfo { hasNextPage }
  edges { node { id status partner { id nickname } } } } } }`;

/** A member on a BFF, with their socket's match events heard. */
type Listening = MomentMember & { events: ReturnType<typeof matchEventsOn> };

describe('random match through the BFF', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  const member = (nickname: string, language = 'en') => momentMember(stack, nickname, language);

  /** A new member whose socket is subscribed to viewerEvents and known to be listening. */
  async function listening(nickname: string): Promise<Listening> {
    const who = await member(nickname);
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const events = matchEventsOn(client);
    await connected;
    await listeningFor(who, events);
    return { ...who, events };
  }

  beforeAll(async () => {
    stack = await startStack({ upstream: { matchSearchSeconds: SEARCH_SECONDS } });
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('starts a search, and pairs a second member’s start with it: both hear it live, each with the other', async () => {
    const ana = await listening('Ana');
    const ben = await listening('Ben');

    const started = await startMatch(ana);
    expect(started).toMatchObject({
      __typename: 'MatchStartPayload',
      attempt: { status: 'SEARCHING', endedAt: null, preferences: null, partner: null },
      viewer: { matchStatus: { canStart: true, current: { status: 'SEARCHING' } } },
    });
    const attempt = started.attempt;
    expect(started.viewer.matchStatus.current.id).toBe(attempt.id);
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(SEARCH_SECONDS * 1000);
    expect(attempt.secondsLeft).toBeGreaterThan(0);
    expect(attempt.secondsLeft).toBeLessThanOrEqual(SEARCH_SECONDS);
    // Her other tabs hear the countdown.
    const heard = await ana.events.next();
    expect(heard).toMatchObject({ __typename: 'MatchStartedEvent', attempt: { id: attempt.id, status: 'SEARCHING' } });
    expect(heard.attempt.secondsLeft).toBeGreaterThan(0);
    expect(heard.attempt.secondsLeft).toBeLessThanOrEqual(SEARCH_SECONDS);
    // Starting again while searching answers the same attempt.
    expect((await startMatch(ana)).attempt.id).toBe(attempt.id);
    // What the screen reads.
    expect((await ana.session.request(MATCH_STATUS)).data.viewer.matchStatus).toMatchObject({
      canStart: true,
      unlimited: false,
      canChoosePreferences: false,
      nextAttemptsAt: null,
      current: { id: attempt.id, status: 'SEARCHING' },
    });

    const found = await startMatch(ben);
    expect(found).toMatchObject({
      __typename: 'MatchStartPayload',
      attempt: { status: 'MATCHED', secondsLeft: 0, partner: { id: ana.id, nickname: 'Ana' } },
    });
    const forAna = await ana.events.next();
    expect(forAna).toMatchObject({
      __typename: 'MatchFoundEvent',
      attempt: { id: attempt.id, status: 'MATCHED', secondsLeft: 0, partner: { id: ben.id, nickname: 'Ben' } },
      viewer: { matchStatus: { current: { id: attempt.id, status: 'MATCHED' } } },
    });
    expect(forAna.attempt.endedAt).not.toBeNull();
    // Ben's start was committed (his other tabs heard it) before it found Ana.
    expect(await ben.events.next()).toMatchObject({
      __typename: 'MatchStartedEvent',
      attempt: { id: found.attempt.id, status: 'SEARCHING' },
    });
    expect(await ben.events.next()).toMatchObject({
      __typename: 'MatchFoundEvent',
      attempt: { id: found.attempt.id, status: 'MATCHED', partner: { id: ana.id, nickname: 'Ana' } },
    });

    // Each reads their own attempt by its ID.
    const node = `query($id: ID!) { node(id: $id) { id ... on MatchAttempt { status partner { nickname } } } }`;
    expect((await ana.session.request(node, { id: attempt.id })).data.node).toEqual({
      id: attempt.id,
      status: 'MATCHED',
      partner: { nickname: 'Ben' },
    });
    // Met: in both histories, newest first.
    expect((await ana.session.request(HISTORY)).data.viewer.matchHistory).toMatchObject({
      totalCount: 1,
      edges: [{ node: { id: attempt.id, status: 'MATCHED', partner: { id: ben.id, nickname: 'Ben' } } }],
    });
    expect((await ben.session.request(HISTORY)).data.viewer.matchHistory.edges).toMatchObject([
      { node: { id: found.attempt.id, partner: { nickname: 'Ana' } } },
    ]);
  });

  it('cancels a search, live to the member’s other tabs, and tells of nobody found at the deadline', async () => {
    const cleo = await listening('Cleo');
    const started = await startMatch(cleo);
    expect((await cleo.events.next()).__typename).toBe('MatchStartedEvent');
    const cancelled = await cancelMatch(cleo, started.attempt.id);
    expect(cancelled).toMatchObject({
      __typename: 'MatchCancelPayload',
      attempt: { id: started.attempt.id, status: 'CANCELLED', secondsLeft: 0 },
      viewer: { matchStatus: { canStart: true, current: { id: started.attempt.id, status: 'CANCELLED' } } },
    });
    expect(cancelled.attempt.endedAt).not.toBeNull();
    expect(await cleo.events.next()).toMatchObject({
      __typename: 'MatchEndedEvent',
      attempt: { id: started.attempt.id, status: 'CANCELLED' },
    });
    // Cancelling again answers what it already is; an ID of another kind is bad input.
    expect((await cancelMatch(cleo, started.attempt.id)).attempt.status).toBe('CANCELLED');
    expect(await cancelMatch(cleo, cleo.id)).toMatchObject({ __typename: 'ValidationError', field: 'attemptId' });

    // Alone until the deadline: nobody, said live.
    const alone = await startMatch(cleo);
    expect((await cleo.events.next()).__typename).toBe('MatchStartedEvent');
    expect(await cleo.events.next()).toMatchObject({
      __typename: 'MatchEndedEvent',
      attempt: { id: alone.attempt.id, status: 'NO_MATCH', secondsLeft: 0, partner: null },
    });
    // Neither cancelled nor missed searches were charged.
    expect((await cleo.session.request(MATCH_STATUS)).data.viewer.matchStatus).toMatchObject({
      canStart: true,
      current: { id: alone.attempt.id, status: 'NO_MATCH' },
    });
    expect((await cleo.session.request(HISTORY)).data.viewer.matchHistory.totalCount).toBe(0);
  }, 30_000);

  it('counts an event’s seconds left from its deadline when it publishes it, however long the event waited', async () => {
    const fay = await listening('Fay');
    const attempt = (await startMatch(fay)).attempt;
    expect((await fay.events.next()).__typename).toBe('MatchStartedEvent');
    await cancelMatch(fay, attempt.id);
    expect((await fay.events.next()).__typename).toBe('MatchEndedEvent');
    // Upstream's event as if it had waited in the outbox: written when 30 s were left, 20 s are now.
    const post = (event: Record<string, unknown>) => {
      const body = JSON.stringify({ id: crypto.randomUUID(), occurredAt: new Date().toISOString(), ...event });
      return fetch(`${stack.bffUrl}/webhooks/upstream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-across-signature': signatureFor(body, TEST_WEBHOOK_SECRET) },
        body,
      });
    };
    const waited = {
      id: Number(decodeGlobalID(attempt.id).id),
      status: 'searching',
      startedAt: new Date(Date.now() - 10_000).toISOString(),
      deadline: new Date(Date.now() + 20_000).toISOString(),
      secondsLeft: 30,
      endedAt: null,
      preferences: null,
      partner: null,
    };
    const memberId = fay.upstreamId;
    expect((await post({ type: 'match.started', data: { memberId, attempt: waited } })).status).toBe(200);
    const heard = await fay.events.next();
    expect(heard.attempt.secondsLeft).toBeGreaterThan(0);
    expect(heard.attempt.secondsLeft).toBeLessThanOrEqual(20);
    // Past its deadline: nothing left to count.
    const late = { ...waited, deadline: new Date(Date.now() - 1_000).toISOString() };
    expect((await post({ type: 'match.started', data: { memberId, attempt: late } })).status).toBe(200);
    expect((await fay.events.next()).attempt.secondsLeft).toBe(0);
    // A pair of one, or an attempt without its status, is not an event of ours.
    const one = { type: 'match.found', data: { matches: [{ memberId, attempt: waited }] } };
    expect((await post(one)).status).toBe(400);
    const shapeless = { type: 'match.ended', data: { memberId, attempt: { ...waited, status: 'lost' } } };
    expect((await post(shapeless)).status).toBe(400);
  });

  it('refuses a start once the day’s matches are used, with when to come back, starting nothing', async () => {
    const dan = await member('Dan');
    const partners: MomentMember[] = [];
    for (let n = 0; n < 10; n++) {
      const partner = await member(`Partner${n}`);
      partners.push(partner);
      expect((await startMatch(partner)).attempt.status).toBe('SEARCHING');
      expect((await startMatch(dan)).attempt).toMatchObject({ status: 'MATCHED', partner: { id: partner.id } });
    }
    const last = (await dan.session.request(MATCH_STATUS)).data.viewer.matchStatus.current;

    // The next UTC midnight (either side of one, should the test run across it).
    const nextMidnight = () => new Date(new Date().setUTCHours(24, 0, 0, 0)).toISOString();
    const midnights = [nextMidnight()];
    const refused = await startMatch(dan);
    const status = (await dan.session.request(MATCH_STATUS)).data.viewer.matchStatus;
    midnights.push(nextMidnight());
    expect(refused.__typename).toBe('MatchAttemptsExhaustedError');
    expect(refused.message).toBeTruthy();
    expect(midnights).toContain(refused.nextAttemptsAt);
    expect(status).toMatchObject({
      canStart: false,
      nextAttemptsAt: refused.nextAttemptsAt,
      current: { id: last.id, status: 'MATCHED' },
    });
    // The people he met, newest first.
    const history = (await dan.session.request(HISTORY)).data.viewer.matchHistory;
    expect(history.totalCount).toBe(10);
    expect(history.edges.map((edge: { node: { partner: { id: string } } }) => edge.node.partner.id)).toEqual(
      partners.map((partner) => partner.id).reverse(),
    );
    // The refusal in the member's language.
    const spanish = new GraphQLSession(stack.bffUrl, 'es');
    spanish.cookie = dan.session.cookie;
    const inSpanish = (await spanish.request(MATCH_START_PLAIN, { input: {} })).data.matchStart;
    expect(inSpanish.__typename).toBe('MatchAttemptsExhaustedError');
    expect(inSpanish.message).not.toBe(refused.message);
  });

  it('lets only SVIP members choose whom they meet, and refuses a bad preference by its field', async () => {
    const eve = await member('Eve');
    expect(await startMatch(eve, { gender: 'FEMALE' })).toMatchObject({
      __typename: 'MatchPreferencesNotAllowedError',
    });
    expect((await eve.session.request(MATCH_STATUS)).data.viewer.matchStatus.current).toBeNull();

    const vera = await member('Vera');
    await makeSvip(stack.upstream.database.db, vera.upstreamId);
    expect((await vera.session.request(MATCH_STATUS)).data.viewer.matchStatus).toMatchObject({
      canStart: true,
      unlimited: true,
      canChoosePreferences: true,
    });
    const bad = await startMatch(vera, { ageMin: 10 });
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.field).toMatch(/ageMin/);
    expect((await vera.session.request(MATCH_STATUS)).data.viewer.matchStatus.current).toBeNull();

    const chosen = await startMatch(vera, { gender: 'MALE', ageMin: 25, ageMax: 40, language: 'es' });
    expect(chosen).toMatchObject({
      __typename: 'MatchStartPayload',
      attempt: {
        status: 'SEARCHING',
        preferences: { gender: 'MALE', ageMin: 25, ageMax: 40, language: 'es', region: null },
      },
    });
    // Eve has said none of it: she is not met, and searches on her own.
    expect((await startMatch(eve)).attempt).toMatchObject({ status: 'SEARCHING', partner: null });
    for (const [who, attempt] of [
      [vera, chosen.attempt.id],
      [eve, (await eve.session.request(MATCH_STATUS)).data.viewer.matchStatus.current.id],
    ] as const)
      expect((await cancelMatch(who, attempt)).attempt.status).toBe('CANCELLED');
  });
});

const MATCH_START_PLAIN = `mutation($input: MatchStartInput!) { matchStart(input: $input) { __typename ... on Error { message } } }`;

describe('random match across two BFF instances on Redis', () => {
  let stack: Stack; // upstream + BFF A (the one upstream's webhooks reach)
  let bffB: Bff;
  let bffBUrl: string;
  const sockets: Client[] = [];

  beforeAll(async () => {
    stack = await startStack({ redisUrl: REDIS_URL, upstream: { matchSearchSeconds: SEARCH_SECONDS } });
    await distantMemberIds(stack);
    bffB = buildBff({
      port: 0,
      upstreamUrl: stack.upstreamUrl,
      webhookSecret: TEST_WEBHOOK_SECRET,
      redisUrl: REDIS_URL,
      production: false,
    });
    bffBUrl = await bffB.start();
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await bffB?.stop();
    await stack?.stop();
  });

  /** A member logged in through `bffUrl`, their socket there listening. */
  async function listeningOn(bffUrl: string, nickname: string): Promise<Listening> {
    const who = await momentMember(stack, nickname);
    who.session = Object.assign(new GraphQLSession(bffUrl), { cookie: who.session.cookie });
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const events = matchEventsOn(client);
    await connected;
    await listeningFor(who, events);
    return { ...who, events };
  }

  it('tells members on different instances of their match live', async () => {
    const onB = await listeningOn(bffBUrl, 'Bea');
    const onA = await listeningOn(stack.bffUrl, 'Abe');
    const searching = await startMatch(onB);
    expect((await onB.events.next()).__typename).toBe('MatchStartedEvent');
    const matched = await startMatch(onA);
    expect(matched.attempt).toMatchObject({ status: 'MATCHED', partner: { id: onB.id } });
    expect(await onB.events.next()).toMatchObject({
      __typename: 'MatchFoundEvent',
      attempt: { id: searching.attempt.id, status: 'MATCHED', partner: { id: onA.id, nickname: 'Abe' } },
    });
    expect((await onA.events.next()).__typename).toBe('MatchStartedEvent');
    expect(await onA.events.next()).toMatchObject({
      __typename: 'MatchFoundEvent',
      attempt: { id: matched.attempt.id, status: 'MATCHED', partner: { id: onB.id, nickname: 'Bea' } },
    });
  });
});
