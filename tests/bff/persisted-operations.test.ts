import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AppQuery from '../../web/src/__generated__/AppQuery.graphql';
import liveEventsSubscription from '../../web/src/__generated__/liveEventsSubscription.graphql';
import LoginMutation from '../../web/src/__generated__/useSessionLoginMutation.graphql';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';

const member = { email: 'persisted@example.test', password: 'long enough', nickname: 'Persisted', language: 'en' };

/** Production runs only the operations the web client was built with (ARCHITECTURE). */
describe('persisted operations in production', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ production: true });
    await stack.upstream.accounts.createMember(member);
  });
  afterAll(() => stack?.stop());

  const login = async (session: GraphQLSession) =>
    session.send({
      documentId: LoginMutation.params.id,
      operationName: 'useSessionLoginMutation',
      variables: { input: { email: member.email, password: member.password } },
    });

  it('refuses an operation sent as text, and an unknown id', async () => {
    const session = new GraphQLSession(stack.bffUrl);
    expect((await session.request('{ viewer { id } }')).errors?.[0].message).toBe('PersistedQueryOnly');
    expect((await session.send({ documentId: 'f'.repeat(64) })).errors?.[0].message).toBe('PersistedQueryNotFound');
  });

  it('runs the web client’s operations by id over HTTP', async () => {
    const session = new GraphQLSession(stack.bffUrl);
    // A visitor: nobody logged in, and no maintenance window.
    expect(await session.send({ documentId: AppQuery.params.id })).toEqual({
      data: { viewer: null, maintenance: null },
    });
    expect((await login(session)).data.sessionLogin.__typename).toBe('SessionLoginPayload');
    const app = await session.send({ documentId: AppQuery.params.id });
    expect(app.data.viewer.user.nickname).toBe('Persisted');
  });

  it('runs subscriptions by id over the socket and refuses their text', async () => {
    const session = new GraphQLSession(stack.bffUrl);
    await login(session);
    const client = session.wsClient();
    const refused = subscribe(client, 'subscription { sessionEvents { kind } }');
    await expect(refused.next()).rejects.toEqual([expect.objectContaining({ message: 'PersistedQueryOnly' })]);
    const connected = nextConnected(client);
    const events = subscribe(client, '', { documentId: liveEventsSubscription.params.id });
    await connected;
    // Another member asks to be friends, straight through upstream (text operations are refused here).
    const other = await stack.upstream.accounts.createMember({
      ...member,
      email: 'asker@example.test',
      nickname: 'Asker',
    });
    const asker = await stack.upstream.accounts.login({
      email: 'asker@example.test',
      password: member.password,
      platform: 'Web',
      clientIp: '127.0.0.1',
    });
    const me = (await session.send({ documentId: AppQuery.params.id })).data.viewer.user;
    await fetch(`${stack.upstreamUrl}/user-service/friend/add-friend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: asker.token },
      body: JSON.stringify({ userId: Number(Buffer.from(me.id, 'base64').toString().split(':')[1]) }),
    });
    expect((await events.next()).data?.viewerEvents).toMatchObject({
      __typename: 'FriendRequestReceivedEvent',
      applicant: { nickname: 'Asker' },
    });
    expect(other.id).toBeGreaterThan(0);
    events.dispose();
    await client.dispose();
  });
});
