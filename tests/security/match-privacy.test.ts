import { encodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLObjectType } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../bff/schema';
import { nextConnected, type GraphQLResponse } from '../support/graphql-session';
import { cancelMatch, listeningFor, MATCH_STATUS, matchEventsOn, startMatch } from '../support/match-graph';
import { momentMember, type MomentMember } from '../support/moment-members';
import { startStack, type Stack } from '../support/stack';

/** A query or mutation over the socket: its one answer. */
function overSocket(client: Client, query: string, variables: Record<string, unknown>): Promise<GraphQLResponse> {
  return new Promise((resolve) =>
    client.subscribe(
      { query, variables },
      {
        next: (value) => resolve(value as GraphQLResponse),
        error: (errors) => resolve({ errors: errors as GraphQLResponse['errors'] }),
        complete: () => {},
      },
    ),
  );
}

/** Every way to reach an attempt by its ID. */
const BY_ID = `query($id: ID!) {
  node(id: $id) { id ... on MatchAttempt { status partner { id } } }
  nodes(ids: [$id]) { id } }`;
const HISTORY = `{ viewer { matchHistory(first: 10) { totalCount edges { node { id partner { id nickname } } } } } }`;

/**
 * Issue 22: a member's random match (their attempts, whom they met, their status) is theirs
 * alone, by every path (`node(id:)`, a mutation, the subscription), over HTTP and the socket;
 * even the partner reads only their own side of it.
 */
describe('a random match is private to its member', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  let ana: MomentMember;
  let ben: MomentMember; // Ana's partner
  let cleo: MomentMember; // a third member
  let cleoSocket: Client;
  let cleoEvents: ReturnType<typeof matchEventsOn>;
  let anaAttempt: string;

  const socketOf = async (who: MomentMember) => {
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const events = matchEventsOn(client);
    await connected;
    await listeningFor(who, events);
    return { client, events };
  };

  beforeAll(async () => {
    stack = await startStack({ upstream: { matchSearchSeconds: 5 } });
    [ana, ben, cleo] = [
      await momentMember(stack, 'Ana'),
      await momentMember(stack, 'Ben'),
      await momentMember(stack, 'Cleo'),
    ];
    ({ client: cleoSocket, events: cleoEvents } = await socketOf(cleo));
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('tells nobody but the two members of their match, and a start and a cancel to nobody but their member', async () => {
    const anaSocket = await socketOf(ana);
    const benSocket = await socketOf(ben);
    anaAttempt = (await startMatch(ana)).attempt.id;
    expect((await anaSocket.events.next()).__typename).toBe('MatchStartedEvent');
    const benAttempt = (await startMatch(ben)).attempt.id;
    // Each hears their own attempt only, the other as its partner.
    expect(await anaSocket.events.next()).toMatchObject({
      __typename: 'MatchFoundEvent',
      attempt: { id: anaAttempt, partner: { id: ben.id } },
    });
    expect((await benSocket.events.next()).__typename).toBe('MatchStartedEvent');
    expect(await benSocket.events.next()).toMatchObject({
      __typename: 'MatchFoundEvent',
      attempt: { id: benAttempt, partner: { id: ana.id } },
    });
    // Another search of Ana's, cancelled: the next things she hears (nothing of Ben's came between).
    const again = (await startMatch(ana)).attempt.id;
    expect(await anaSocket.events.next()).toMatchObject({ __typename: 'MatchStartedEvent', attempt: { id: again } });
    await cancelMatch(ana, again);
    expect(await anaSocket.events.next()).toMatchObject({ __typename: 'MatchEndedEvent', attempt: { id: again } });
    // And Ben hears nothing of Ana's: his own next start is the next thing he hears.
    const bens = (await startMatch(ben)).attempt.id;
    expect(await benSocket.events.next()).toMatchObject({ __typename: 'MatchStartedEvent', attempt: { id: bens } });
    await cancelMatch(ben, bens);
    expect(await benSocket.events.next()).toMatchObject({ __typename: 'MatchEndedEvent', attempt: { id: bens } });

    // Cleo's own start is the first thing her socket hears: nothing of theirs came before it.
    const own = await startMatch(cleo);
    expect(await cleoEvents.next()).toMatchObject({ __typename: 'MatchStartedEvent', attempt: { id: own.attempt.id } });
    await cancelMatch(cleo, own.attempt.id);
    expect(await cleoEvents.next()).toMatchObject({ __typename: 'MatchEndedEvent', attempt: { id: own.attempt.id } });
  });

  it('resolves another member’s attempt by its ID for nobody, the partner included, over HTTP and the socket', async () => {
    for (const who of [cleo, ben]) {
      const answer = await who.session.request(BY_ID, { id: anaAttempt });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ node: null, nodes: [null] });
    }
    const overTheSocket = await overSocket(cleoSocket, BY_ID, { id: anaAttempt });
    expect(overTheSocket.errors).toBeUndefined();
    expect(overTheSocket.data).toEqual({ node: null, nodes: [null] });
    // Nor does it show in their status or history.
    expect((await cleo.session.request(HISTORY)).data.viewer.matchHistory).toEqual({ totalCount: 0, edges: [] });
    const cleoStatus = (await cleo.session.request(MATCH_STATUS)).data.viewer.matchStatus;
    expect(cleoStatus.current?.id).not.toBe(anaAttempt);
    // Ana reads it.
    expect((await ana.session.request(BY_ID, { id: anaAttempt })).data.node).toMatchObject({
      id: anaAttempt,
      status: 'MATCHED',
      partner: { id: ben.id },
    });
  });

  it('refuses to cancel another member’s search as it refuses an unknown attempt, changing nothing', async () => {
    const searching = (await startMatch(ana)).attempt.id;
    const unknown = encodeGlobalID('MatchAttempt', '2147483000');
    const refusals = [];
    for (const id of [searching, anaAttempt, unknown]) refusals.push(await cancelMatch(cleo, id));
    expect(refusals[0]).toMatchObject({ __typename: 'MatchAttemptNotFoundError' });
    // The same answer for a search, a match and nothing at all: nothing tells them apart.
    expect(refusals[1]).toEqual(refusals[0]);
    expect(refusals[2]).toEqual(refusals[0]);
    const overTheSocket = await overSocket(
      cleoSocket,
      `mutation($id: ID!) { matchCancel(input: { attemptId: $id }) { __typename ... on Error { message } } }`,
      { id: searching },
    );
    expect(overTheSocket.data).toEqual({ matchCancel: refusals[0] });
    expect((await ana.session.request(MATCH_STATUS)).data.viewer.matchStatus.current).toMatchObject({
      id: searching,
      status: 'SEARCHING',
    });
    expect((await cancelMatch(ana, searching)).attempt.status).toBe('CANCELLED');
  });

  it('keeps the match status and history on the viewer alone: no member’s type leads to them', async () => {
    const user = schema.getType('User') as GraphQLObjectType;
    expect(Object.keys(user.getFields()).filter((field) => /match/i.test(field))).toEqual([]);
    const asked = await cleo.session.request(
      `query($id: ID!) { node(id: $id) { ... on User { matchStatus { canStart } } } }`,
      {
        id: ana.id,
      },
    );
    expect(asked.errors?.[0].message).toMatch(/matchStatus/);
    expect(asked.data).toBeUndefined();
  });

  it('shows a partner who blocked the member as nobody, keeping the row', async () => {
    await ben.session.request(`mutation($id: ID!) { userBlock(input: { userId: $id }) { __typename } }`, {
      id: ana.id,
    });
    const history = (await ana.session.request(HISTORY)).data.viewer.matchHistory;
    expect(history).toEqual({ totalCount: 1, edges: [{ node: { id: anaAttempt, partner: null } }] });
    expect((await ana.session.request(BY_ID, { id: anaAttempt })).data.node).toMatchObject({ partner: null });
  });
});
