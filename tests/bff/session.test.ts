import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureFor } from '../../bff/webhooks';
import { GraphQLSession, nextClose, nextConnected, subscribe } from '../support/graphql-session';
import { registerMember, startStack, TEST_WEBHOOK_SECRET, type Stack } from '../support/stack';

const LOGIN = /* GraphQL */ `
  mutation Login($input: SessionLoginInput!) {
    sessionLogin(input: $input) {
      __typename
      ... on SessionLoginPayload { viewer { id email user { id nickname accountNumber language } } }
      ... on Error { message }
      ... on ValidationError { field }
    }
  }
`;
const VIEWER = /* GraphQL */ `{ viewer { id email user { id nickname accountNumber avatarUrl language } } }`;
const LOGOUT = /* GraphQL */ `mutation { sessionLogout { viewer { id } } }`;
const VIEWER_EVENTS = /* GraphQL */ `subscription { viewerEvents { __typename } }`;

const emma = { email: 'emma@example.test', password: 'correct horse battery', nickname: 'Emma' };

describe('BFF sessions over real HTTP and WebSocket', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
    await registerMember(stack.upstreamUrl, emma);
  });
  afterAll(() => stack?.stop());

  async function loggedIn(language = 'en') {
    const session = new GraphQLSession(stack.bffUrl, language);
    const result = await session.request(LOGIN, { input: { email: emma.email, password: emma.password } });
    expect(result.data?.sessionLogin.__typename).toBe('SessionLoginPayload');
    return session;
  }

  it('has no viewer without a session cookie', async () => {
    const session = new GraphQLSession(stack.bffUrl);
    expect(await session.request(VIEWER)).toEqual({ data: { viewer: null } });
  });

  it('logs in, sets an httpOnly SameSite=Lax cookie for 30 days, and knows the viewer', async () => {
    const session = new GraphQLSession(stack.bffUrl);
    const result = await session.request(LOGIN, { input: { email: 'EMMA@example.test ', password: emma.password } });
    expect(result.data.sessionLogin).toMatchObject({
      __typename: 'SessionLoginPayload',
      viewer: { email: emma.email, user: { nickname: 'Emma' } },
    });
    expect(result.data.sessionLogin.viewer.user.accountNumber).toBeGreaterThan(100000);
    expect(session.lastSetCookie).toMatch(/^across_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);

    const viewer = await session.request(VIEWER);
    expect(viewer.data.viewer).toMatchObject({
      email: emma.email,
      user: { nickname: 'Emma', avatarUrl: null, language: null },
    });
    expect(viewer.data.viewer.id).toBe(result.data.sessionLogin.viewer.id);

    // Both global ids resolve through node(id:): the member, and the viewer's own side.
    const node = await session.request(
      `query($user: ID!, $viewer: ID!) { user: node(id: $user) { id ... on User { nickname } } viewer: node(id: $viewer) { id ... on Viewer { email } } }`,
      {
        user: viewer.data.viewer.user.id,
        viewer: viewer.data.viewer.id,
      },
    );
    expect(node.data).toEqual({
      user: { id: viewer.data.viewer.user.id, nickname: 'Emma' },
      viewer: { id: viewer.data.viewer.id, email: emma.email },
    });
  });

  it('costs one upstream call for the viewer, and one for members, however many fields and paths ask', async () => {
    const session = await loggedIn();
    const { data } = await session.request(VIEWER);
    let before = stack.bff.transport.requestCount;
    const viewer = await session.request(
      `{ viewer { id email goldCoins user { nickname } } again: viewer { user { accountNumber } profileComplete } }`,
    );
    expect(viewer.errors).toBeUndefined();
    expect(stack.bff.transport.requestCount - before).toBe(1);
    before = stack.bff.transport.requestCount;
    // A member's profile needs no my-info call first.
    const members = await session.request(
      `query($id: ID!) { node(id: $id) { ... on User { nickname } } nodes(ids: [$id, $id]) { id } }`,
      { id: data.viewer.user.id },
    );
    expect(members.data.node.nickname).toBe('Emma');
    expect(stack.bff.transport.requestCount - before).toBe(1);
  });

  it('answers a wrong password and an unknown address with the same typed error', async () => {
    const session = new GraphQLSession(stack.bffUrl);
    const wrong = await session.request(LOGIN, { input: { email: emma.email, password: 'not the password' } });
    const unknown = await session.request(LOGIN, {
      input: { email: 'nobody@example.test', password: 'not the password' },
    });
    expect(wrong.data.sessionLogin.__typename).toBe('InvalidCredentialsError');
    expect(unknown.data.sessionLogin).toEqual(wrong.data.sessionLogin);
    expect(session.cookie).toBeUndefined();
  });

  it('returns ValidationError with the field, in the member’s language, for bad input', async () => {
    const session = new GraphQLSession(stack.bffUrl, 'de');
    const empty = await session.request(LOGIN, { input: { email: '', password: 'whatever123' } });
    expect(empty.data.sessionLogin).toMatchObject({ __typename: 'ValidationError', field: 'email' });
    const english = await new GraphQLSession(stack.bffUrl, 'en').request(LOGIN, {
      input: { email: '', password: 'whatever123' },
    });
    expect(empty.data.sessionLogin.message).not.toBe(english.data.sessionLogin.message);

    const oversize = await session.request(LOGIN, {
      input: { email: `${'a'.repeat(300)}@example.test`, password: 'whatever123' },
    });
    expect(oversize.data.sessionLogin).toMatchObject({ __typename: 'ValidationError', field: 'email' });
    const malformed = await session.request(LOGIN, { input: { email: 'not-an-address', password: 'whatever123' } });
    expect(malformed.data.sessionLogin).toMatchObject({ __typename: 'ValidationError', field: 'email' });
    const noPassword = await session.request(LOGIN, { input: { email: emma.email, password: '' } });
    expect(noPassword.data.sessionLogin).toMatchObject({ __typename: 'ValidationError', field: 'password' });
  });

  it('rejects wrong types and missing arguments before reaching upstream', async () => {
    const session = new GraphQLSession(stack.bffUrl);
    const before = stack.bff.transport.requestCount;
    const wrongType = await session.request(LOGIN, { input: { email: 42, password: ['x'] } });
    expect(wrongType.errors?.[0].message).toMatch(/String/);
    const missing = await session.request(`mutation { sessionLogin { __typename } }`);
    expect(missing.errors?.[0].message).toMatch(/input/);
    expect(stack.bff.transport.requestCount).toBe(before);
  });

  it('treats a forged or revoked cookie as no session and clears it', async () => {
    const forged = new GraphQLSession(stack.bffUrl);
    forged.cookie = 'across_session=forged-token';
    expect(await forged.request(VIEWER)).toEqual({ data: { viewer: null } });
    expect(forged.lastSetCookie).toMatch(/^across_session=; .*Max-Age=0/);
  });

  it('logs out: clears the cookie and revokes the token upstream', async () => {
    const session = await loggedIn();
    const cookie = session.cookie;
    const result = await session.request(LOGOUT);
    expect(result).toEqual({ data: { sessionLogout: { viewer: null } } });
    expect(session.cookie).toBeUndefined();
    const replay = new GraphQLSession(stack.bffUrl);
    replay.cookie = cookie;
    expect(await replay.request(VIEWER)).toEqual({ data: { viewer: null } });
  });

  it('refuses a subscription socket without a valid session cookie', async () => {
    const anonymous = new GraphQLSession(stack.bffUrl).wsClient();
    const events = subscribe(anonymous, VIEWER_EVENTS);
    await expect(events.next()).rejects.toMatchObject({ code: 4403 });
    await anonymous.dispose();
  });

  it('closes an open socket at once when the same member logs in elsewhere, saying why', async () => {
    const first = await loggedIn();
    const client = first.wsClient();
    const connected = nextConnected(client);
    const events = subscribe(client, VIEWER_EVENTS);
    await connected;
    const closed = nextClose(client);
    await loggedIn('ja');
    expect(await closed).toEqual({ code: 4401, reason: 'LOGGED_IN_ELSEWHERE' });
    await expect(events.next()).rejects.toMatchObject({ code: 4401 });
    // The first session was ended upstream.
    expect((await first.request(VIEWER)).data.viewer).toBeNull();
    await client.dispose();
  });
});

describe('BFF webhook receiver', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  const post = (body: string, signature?: string) =>
    fetch(`${stack.bffUrl}/webhooks/upstream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-across-signature': signature } : {}) },
      body,
    });

  it('refuses unsigned, badly signed and malformed deliveries, and drops replays', async () => {
    const received: unknown[] = [];
    const iterator = stack.bff.pubsub.listen('session.ended')[Symbol.asyncIterator]();
    const collect = (async () => {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) received.push(next.value);
    })();
    const event = JSON.stringify({
      id: 'evt-1',
      type: 'session.ended',
      occurredAt: new Date().toISOString(),
      data: { userId: 999, sessionIds: ['s1'], reason: 'LOGOUT' },
    });

    expect((await post(event)).status).toBe(401);
    expect((await post(event, signatureFor(event, 'another secret'))).status).toBe(401);
    expect((await post(event, signatureFor(`${event} `, TEST_WEBHOOK_SECRET))).status).toBe(401);
    expect((await post('{not json', signatureFor('{not json', TEST_WEBHOOK_SECRET))).status).toBe(400);
    const notEvent = JSON.stringify({ hello: 'world' });
    expect((await post(notEvent, signatureFor(notEvent, TEST_WEBHOOK_SECRET))).status).toBe(400);
    const badReason = JSON.stringify({
      id: 'evt-2',
      type: 'session.ended',
      occurredAt: new Date().toISOString(),
      data: { userId: 999, sessionIds: ['s1'], reason: 'BORED' },
    });
    expect((await post(badReason, signatureFor(badReason, TEST_WEBHOOK_SECRET))).status).toBe(400);
    expect((await post('x'.repeat(1024 * 1024 + 1), 'sha256=00')).status).toBe(413);

    const first = await post(event, signatureFor(event, TEST_WEBHOOK_SECRET));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'ok' });
    const replay = await post(event, signatureFor(event, TEST_WEBHOOK_SECRET));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ message: 'already received' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([{ userId: 999, sessionIds: ['s1'], reason: 'LOGOUT' }]);
    await iterator.return?.();
    await collect;
  });

  it('publishes a batch in order, dropping a malformed event and a replay without refusing the rest', async () => {
    const received: unknown[] = [];
    const iterator = stack.bff.pubsub.listen('session.ended')[Symbol.asyncIterator]();
    const collect = (async () => {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) received.push(next.value);
    })();
    const ended = (id: string, userId: number, reason: string) => ({
      id,
      type: 'session.ended',
      occurredAt: new Date().toISOString(),
      data: { userId, sessionIds: ['s'], reason },
    });
    const batch = JSON.stringify([
      ended('batch-1', 1, 'LOGOUT'),
      ended('batch-2', 2, 'BORED'),
      ended('batch-3', 3, 'PASSWORD_RESET'),
      ended('batch-1', 1, 'LOGOUT'),
    ]);
    const answer = await post(batch, signatureFor(batch, TEST_WEBHOOK_SECRET));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: 'ok, dropped malformed batch-2' });
    const notEvents = JSON.stringify([ended('batch-4', 4, 'LOGOUT'), { hello: 'world' }]);
    expect((await post(notEvents, signatureFor(notEvents, TEST_WEBHOOK_SECRET))).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([
      { userId: 1, sessionIds: ['s'], reason: 'LOGOUT' },
      { userId: 3, sessionIds: ['s'], reason: 'PASSWORD_RESET' },
    ]);
    await iterator.return?.();
    await collect;
  });
});
