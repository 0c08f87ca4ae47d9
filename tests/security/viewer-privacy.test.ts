import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../bff/schema';
import { GraphQLSession, nextConnected, subscribe, type GraphQLResponse } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

/** What only a member may read about themself. */
const PRIVATE_FIELDS = [
  'email',
  'birthday',
  'goldCoins',
  'translationCharacters',
  'freeTranslation',
  'privacySettings',
  'visitorCounts',
  'followers',
  'following',
  'visitors',
  'blockedMembers',
  'friends',
  'friendRequests',
  'pendingFriendRequestCount',
  'friendShareCode',
  'conversations',
  'conversationWith',
  'unreadMessageCount',
];

async function overSocket(client: Client, query: string, variables: Record<string, unknown>): Promise<GraphQLResponse> {
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

/**
 * Issue 9: a member's private side is a type of its own, `Viewer`, which no path from another
 * member leads to: not a field of User, not an edge, not `node(id:)`, not an event.
 */
describe('the viewer’s private side is reachable only by the viewer', () => {
  let stack: Stack;
  let ana: GraphQLSession;
  let ben: GraphQLSession;
  let anaViewerId: string;
  let anaUserId: string;
  let benSocket: Client;

  beforeAll(async () => {
    stack = await startStack();
    for (const name of ['ana', 'ben'])
      await registerMember(stack.upstreamUrl, {
        email: `${name}@example.test`,
        password: 'long enough password',
        nickname: name,
      });
    ana = await new GraphQLSession(stack.bffUrl).login('ana@example.test', 'long enough password');
    ben = await new GraphQLSession(stack.bffUrl).login('ben@example.test', 'long enough password');
    const { viewer } = (await ana.request(`{ viewer { id user { id } } }`)).data;
    [anaViewerId, anaUserId] = [viewer.id, viewer.user.id];
    benSocket = ben.wsClient();
    const connected = nextConnected(benSocket);
    subscribe(benSocket, `subscription { viewerEvents { __typename } }`);
    await connected;
  });
  afterAll(async () => {
    await benSocket?.dispose();
    await stack?.stop();
  });

  it('has none of the private fields on User, so no edge or node of a member can carry them', () => {
    const userFields = Object.keys((schema.getType('User') as import('graphql').GraphQLObjectType).getFields());
    const viewerFields = Object.keys((schema.getType('Viewer') as import('graphql').GraphQLObjectType).getFields());
    expect(userFields.filter((field) => PRIVATE_FIELDS.includes(field))).toEqual([]);
    expect(PRIVATE_FIELDS.filter((field) => !viewerFields.includes(field))).toEqual([]);
    // And nothing but `viewer`, `node`/`nodes`, a mutation payload or an event returns a Viewer.
    const returningViewer = Object.values(schema.getTypeMap())
      .filter(
        (type): type is import('graphql').GraphQLObjectType =>
          'getFields' in type && !type.name.startsWith('__') && type.constructor.name === 'GraphQLObjectType',
      )
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => String(field.type).replace(/[[\]!]/g, '') === 'Viewer')
          .map((field) => `${type.name}.${field.name}`),
      );
    expect(
      returningViewer.filter((path) => !/^(Query\.viewer|\w+Payload\.viewer|\w+Event\.viewer)$/.test(path)),
    ).toEqual([]);
  });

  it('answers another member’s Viewer ID with null, over HTTP and the socket', async () => {
    const query = `query($id: ID!) { node(id: $id) { id ... on Viewer { email } } nodes(ids: [$id]) { id } }`;
    expect((await ben.request(query, { id: anaViewerId })).data).toEqual({ node: null, nodes: [null] });
    expect((await overSocket(benSocket, query, { id: anaViewerId })).data).toEqual({ node: null, nodes: [null] });
    // Her own ID is hers.
    expect((await ana.request(query, { id: anaViewerId })).data).toEqual({
      node: { id: anaViewerId, email: 'ana@example.test' },
      nodes: [{ id: anaViewerId }],
    });
    // Anonymous: nothing.
    expect((await new GraphQLSession(stack.bffUrl).request(query, { id: anaViewerId })).data).toEqual({
      node: null,
      nodes: [null],
    });
  });

  it('asks for a member’s private field through User and is refused by the schema, on both transports', async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on User { nickname email } } }`;
    expect((await ben.request(query, { id: anaUserId })).errors?.[0].message).toMatch(
      /Cannot query field "email" on type "User"/,
    );
    expect((await overSocket(benSocket, query, { id: anaUserId })).errors?.[0].message).toMatch(
      /Cannot query field "email" on type "User"/,
    );
  });

  it('sends each member only their own viewer in events', async () => {
    const anaSocket = ana.wsClient();
    const connected = nextConnected(anaSocket);
    const events = subscribe(
      anaSocket,
      `subscription { viewerEvents { viewer { id pendingFriendRequestCount } ... on FriendRequestReceivedEvent { applicant { id } } } }`,
    );
    await connected;
    await ben.request(`mutation($id: ID!) { friendAdd(input: { userId: $id }) { __typename } }`, { id: anaUserId });
    const event = (await events.next()).data.viewerEvents;
    expect(event.viewer).toEqual({ id: anaViewerId, pendingFriendRequestCount: 1 });
    await anaSocket.dispose();
  });
});
