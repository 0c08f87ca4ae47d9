import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

/** One operation over the socket, to its end: its results, or the errors it was refused with. */
function runOnSocket(client: Client, query: string, variables?: Record<string, unknown>) {
  return new Promise<{ results: any[]; errors?: unknown }>((resolve) => {
    const results: any[] = [];
    client.subscribe(
      { query, variables },
      {
        next: (value) => results.push(value),
        error: (errors) => resolve({ results, errors }),
        complete: () => resolve({ results }),
      },
    );
  });
}

/**
 * Item 8: anything sent over the socket (a mutation, a broken operation, one whose
 * resolver fails) is run or refused with an error; the socket and its live
 * subscriptions stay up.
 */
describe('operations over the socket never close it', () => {
  let stack: Stack;
  let client: Client;
  let closes = 0;
  const member = { email: 'ops@example.test', password: 'long enough password', nickname: 'Ops' };
  const friend = { email: 'ops-friend@example.test', password: 'long enough password', nickname: 'Friend' };
  let memberId: string;
  let live: ReturnType<typeof subscribe<any>>;

  beforeAll(async () => {
    stack = await startStack();
    const info = await registerMember(stack.upstreamUrl, member);
    await registerMember(stack.upstreamUrl, friend);
    memberId = Buffer.from(`User:${info.id}`).toString('base64');
    const session = await new GraphQLSession(stack.bffUrl).login(member.email, member.password);
    client = session.wsClient();
    client.on('closed', () => closes++);
    const connected = nextConnected(client);
    live = subscribe(client, `subscription { viewerEvents { __typename } }`);
    await connected;
  });
  afterAll(async () => {
    await client?.dispose();
    await stack?.stop();
  });

  it('runs a mutation sent over the socket', async () => {
    const { results, errors } = await runOnSocket(
      client,
      `mutation { privacySettingsUpdate(input: { likesPublic: false }) { __typename ... on PrivacySettingsUpdatePayload { viewer { privacySettings { likesPublic } } } } }`,
    );
    expect(errors).toBeUndefined();
    expect(results).toEqual([
      {
        data: {
          privacySettingsUpdate: {
            __typename: 'PrivacySettingsUpdatePayload',
            viewer: { privacySettings: { likesPublic: false } },
          },
        },
      },
    ]);
  });

  it('answers broken operations with errors', async () => {
    const unknownField = await runOnSocket(client, `mutation { noSuchMutation }`);
    expect(unknownField.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/noSuchMutation/) }),
    ]);
    const badVariables = await runOnSocket(
      client,
      `mutation($id: ID!) { userFollow(input: { userId: $id }) { __typename } }`,
      { id: 42 },
    );
    expect(badVariables.results[0]?.errors ?? badVariables.errors).toBeTruthy();
    const notParsable = await runOnSocket(client, `mutation {`);
    expect(notParsable.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/Syntax Error/) })]);
    // Resolves through upstream and is refused there: typed data, not a closed socket.
    const self = await runOnSocket(client, `mutation($id: ID!) { userFollow(input: { userId: $id }) { __typename } }`, {
      id: memberId,
    });
    expect(self.results[0].data.userFollow.__typename).toBe('ValidationError');
  });

  it('keeps the socket and its subscription through all of it', async () => {
    expect(closes).toBe(0);
    const asker = await new GraphQLSession(stack.bffUrl).login(friend.email, friend.password);
    await asker.request(`mutation($id: ID!) { friendAdd(input: { userId: $id }) { __typename } }`, { id: memberId });
    expect((await live.next()).data.viewerEvents.__typename).toBe('FriendRequestReceivedEvent');
    expect(closes).toBe(0);
  });
});
