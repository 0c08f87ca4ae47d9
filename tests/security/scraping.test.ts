import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../upstream/db/schema';
import { GraphQLSession, nextConnected, type GraphQLResponse } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

const SEARCH = `query($q: String!) { userSearch(query: $q) { __typename ... on RateLimitedError { message retryAfterSeconds } } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on User { nickname albumPhotos(first: 1) { totalCount } } } }`;
const globalId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

/** Runs one operation over a socket and returns its first answer (or its errors). */
async function overSocket(
  session: GraphQLSession,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLResponse> {
  const client: Client = session.wsClient();
  const connected = nextConnected(client);
  const answer = new Promise<GraphQLResponse>((resolve) =>
    client.subscribe(
      { query, variables },
      {
        next: (value) => resolve(value as GraphQLResponse),
        error: (errors) => resolve({ errors: errors as GraphQLResponse['errors'] }),
        complete: () => {},
      },
    ),
  );
  await connected;
  const result = await answer;
  await client.dispose();
  return result;
}

/**
 * Item 6: looking members up is throttled per member (and per client address, tested at
 * upstream), the refusal says when to try again on both transports, and a member hidden
 * from search is not opened by a stranger through `node(id:)`.
 */
describe('scraping members through the graph', () => {
  let stack: Stack;
  let n = 0;
  let target: { id: number; account: number };
  let hidden: { id: number; account: number };

  async function member(prefix: string) {
    const email = `${prefix}${++n}@example.test`;
    const info = await registerMember(stack.upstreamUrl, {
      email,
      password: 'long enough password',
      nickname: `${prefix} ${n}`,
    });
    return { info, session: await new GraphQLSession(stack.bffUrl).login(email, 'long enough password') };
  }

  beforeAll(async () => {
    stack = await startStack({
      lookupLimits: {
        searchesPerMember: 4,
        searchesPerClient: 1000,
        searchWindowMs: 60_000,
        idsPerMember: 6,
        idsPerClient: 1000,
        idsWindowMs: 600_000,
      },
    });
    target = (await member('target')).info;
    const hiding = await member('hidden');
    hidden = hiding.info;
    await hiding.session.request(
      `mutation { privacySettingsUpdate(input: { hiddenFromSearch: true }) { __typename } }`,
    );
  });
  afterAll(() => stack?.stop());

  it('answers too many searches with RateLimitedError and a retry time, over HTTP and the socket', async () => {
    const { session } = await member('searcher');
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await session.request(SEARCH, { q: String(target.account) })).data.userSearch.__typename);
    expect(answers).toEqual([
      'UserSearchPayload',
      'UserSearchPayload',
      'UserSearchPayload',
      'UserSearchPayload',
      'RateLimitedError',
    ]);
    const refused = (await session.request(SEARCH, { q: 'target' })).data.userSearch;
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await overSocket(session, SEARCH, { q: 'target' })).data!.userSearch).toMatchObject({
      __typename: 'RateLimitedError',
      retryAfterSeconds: expect.any(Number),
    });
    // Someone else is not affected.
    expect(
      (await (await member('bystander')).session.request(SEARCH, { q: String(target.account) })).data.userSearch
        .__typename,
    ).toBe('UserSearchPayload');
  });

  it('refuses too many lookups by id with RATE_LIMITED and a retry time, over HTTP and the socket', async () => {
    const { session } = await member('looker');
    const errors: Array<string | undefined> = [];
    for (let i = 0; i < 7; i++)
      errors.push((await session.request(NODE, { id: globalId(target.id) })).errors?.[0]?.extensions?.code);
    expect(errors).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, 'RATE_LIMITED']);
    const refusal = (await session.request(NODE, { id: globalId(target.id) })).errors?.[0] as {
      message: string;
      extensions: { code: string; retryAfterSeconds: number };
    };
    expect(refusal.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(refusal.message).not.toMatch(/Unexpected/);
    expect((await overSocket(session, NODE, { id: globalId(target.id) })).errors?.[0]).toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  it('does not open a hidden member to a stranger, over HTTP or the socket, but does to a friend', async () => {
    const stranger = await member('stranger');
    expect((await stranger.session.request(NODE, { id: globalId(hidden.id) })).data.node).toBeNull();
    expect((await overSocket(stranger.session, NODE, { id: globalId(hidden.id) })).data!.node).toBeNull();
    // Nor through a shared link's number (account number or numeric id).
    const BY_NUMBER = `query($n: Int!) { userByNumber(number: $n) { nickname } }`;
    for (const n of [hidden.account, hidden.id]) {
      expect((await stranger.session.request(BY_NUMBER, { n })).data.userByNumber).toBeNull();
      expect((await overSocket(stranger.session, BY_NUMBER, { n })).data!.userByNumber).toBeNull();
    }
    // (A fresh member: the stranger has used up this test's small lookup budget.)
    expect(
      (await (await member('linker')).session.request(BY_NUMBER, { n: target.account })).data.userByNumber.nickname,
    ).toMatch(/target/);
    const follower = await member('follower');
    // Members who already know them (here: follows them, found before they hid) still see them.
    await stack.upstream.database.db.insert(follows).values({ followerId: follower.info.id, followeeId: hidden.id });
    expect((await follower.session.request(NODE, { id: globalId(hidden.id) })).data.node.nickname).toMatch(/hidden/);
  });
});
