import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, nextConnected, subscribe, type GraphQLResponse } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

const PASSWORD = 'long enough password';

async function overSocket(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse> {
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

const PROFILE_UPDATE = `mutation($input: ProfileUpdateInput!) { profileUpdate(input: $input) { __typename ... on ProfileUpdatePayload { viewer { heightVisible weightVisible user { heightCm weightKg } } } } }`;

/**
 * Height and weight are the member's own unless they show them: every path that carries
 * another member (a node, a list's edge, a search result, an event) leaves them out, over
 * HTTP and the socket, until the member chooses otherwise.
 */
describe('height and weight are private unless shown, by every path', () => {
  let stack: Stack;
  let ana: GraphQLSession;
  let ben: GraphQLSession;
  let anaUserId: string;
  let benUserId: string;
  let benSocket: Client;

  /** Every way Ben reads Ana, each as [heightCm, weightKg]. */
  const whatBenSees = async () => {
    const query = `query($id: ID!) {
      node(id: $id) { ... on User { heightCm weightKg } }
      nodes(ids: [$id]) { ... on User { heightCm weightKg } }
      membersToMeet(first: 50) { edges { node { id heightCm weightKg } } }
      userSearch(query: "Ana") { ... on UserSearchPayload { results(first: 5) { edges { node { id heightCm weightKg } } } } }
    }`;
    const views: Array<[unknown, unknown]> = [];
    for (const answer of [
      await ben.request(query, { id: anaUserId }),
      await overSocket(benSocket, query, { id: anaUserId }),
    ]) {
      const { node, nodes, membersToMeet, userSearch } = answer.data;
      const inList = (edges: Array<{ node: { id: string; heightCm: unknown; weightKg: unknown } }>) =>
        edges.find((edge) => edge.node.id === anaUserId)!.node;
      for (const user of [node, nodes[0], inList(membersToMeet.edges), inList(userSearch.results.edges)])
        views.push([user.heightCm, user.weightKg]);
    }
    return [...new Set(views.map((view) => JSON.stringify(view)))];
  };

  beforeAll(async () => {
    stack = await startStack();
    for (const name of ['Ana', 'Ben'])
      await registerMember(stack.upstreamUrl, {
        email: `${name.toLowerCase()}@example.test`,
        password: PASSWORD,
        nickname: name,
      });
    ana = await new GraphQLSession(stack.bffUrl).login('ana@example.test', PASSWORD);
    ben = await new GraphQLSession(stack.bffUrl).login('ben@example.test', PASSWORD);
    anaUserId = (await ana.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
    benUserId = (await ben.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
    benSocket = ben.wsClient();
    const connected = nextConnected(benSocket);
    subscribe(benSocket, `subscription { viewerEvents { __typename } }`);
    await connected;
  });
  afterAll(async () => {
    await benSocket?.dispose();
    await stack?.stop();
  });

  it('shows another member neither until each is shown by choice; the member always sees both', async () => {
    const saved = await ana.request(PROFILE_UPDATE, { input: { heightCm: 165, weightKg: 57 } });
    expect(saved.data.profileUpdate.viewer).toEqual({
      heightVisible: false,
      weightVisible: false,
      user: { heightCm: 165, weightKg: 57 },
    });
    expect(await whatBenSees()).toEqual([JSON.stringify([null, null])]);

    await ana.request(PROFILE_UPDATE, { input: { heightVisible: true } });
    expect(await whatBenSees()).toEqual([JSON.stringify([165, null])]);
    await ana.request(PROFILE_UPDATE, { input: { weightVisible: true, heightVisible: false } });
    expect(await whatBenSees()).toEqual([JSON.stringify([null, 57])]);

    // Optional: null takes it off the profile altogether.
    const cleared = await ana.request(PROFILE_UPDATE, { input: { weightKg: null } });
    expect(cleared.data.profileUpdate.viewer).toEqual({
      heightVisible: false,
      weightVisible: true,
      user: { heightCm: 165, weightKg: null },
    });
    expect(await whatBenSees()).toEqual([JSON.stringify([null, null])]);
  });

  it('leaves them out of the member an event carries', async () => {
    await ana.request(PROFILE_UPDATE, { input: { weightKg: 57, weightVisible: false, heightVisible: false } });
    const events = subscribe(
      benSocket,
      `subscription { viewerEvents { ... on FriendRequestReceivedEvent { applicant { id heightCm weightKg } } } }`,
    );
    await ana.request(`mutation($id: ID!) { friendAdd(input: { userId: $id }) { __typename } }`, { id: benUserId });
    const event = (await events.next()).data.viewerEvents;
    expect(event.applicant).toEqual({ id: anaUserId, heightCm: null, weightKg: null });
  });
});
