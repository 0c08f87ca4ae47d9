import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, nextClose, nextConnected, subscribe } from '../support/graphql-session';
import { readLatestCode } from '../support/registration';
import { registerMember, startStack, type Stack } from '../support/stack';

const VIEWER_EVENTS = `subscription { viewerEvents { __typename } }`;
const FRIEND_ADD = `mutation($id: ID!) { friendAdd(input: { userId: $id }) { __typename } }`;

/**
 * Item 7: a session that ends (logout, password reset, cancellation, another login) ends
 * its open sockets at once, on the BFF that holds them, and they hear nothing more.
 */
describe('a socket lives only as long as its session', () => {
  let stack: Stack;
  let n = 0;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  /** A member logged in through the BFF with a live socket and subscription. */
  async function memberWithSocket() {
    const member = { email: `socket${++n}@example.test`, password: 'long enough password', nickname: `Socket ${n}` };
    const info = await registerMember(stack.upstreamUrl, member);
    const session = await new GraphQLSession(stack.bffUrl).login(member.email, member.password);
    const client = session.wsClient();
    const connected = nextConnected(client);
    const events = subscribe(client, VIEWER_EVENTS);
    await connected;
    return { member, info, session, client, events, closed: nextClose(client) };
  }

  /** Someone else asks the member to be friends: an event that would reach a live socket. */
  async function befriend(userId: number) {
    const asker = { email: `asker${++n}@example.test`, password: 'long enough password', nickname: `Asker ${n}` };
    await registerMember(stack.upstreamUrl, asker);
    const session = await new GraphQLSession(stack.bffUrl).login(asker.email, asker.password);
    const id = Buffer.from(`User:${userId}`).toString('base64');
    expect((await session.request(FRIEND_ADD, { id })).data.friendAdd.__typename).toBe('FriendAddPayload');
  }

  it('still delivers events while the session lives (the baseline the others break)', async () => {
    const { info, events, client } = await memberWithSocket();
    await befriend(info.id);
    expect((await events.next()).data.viewerEvents.__typename).toBe('FriendRequestReceivedEvent');
    await client.dispose();
  });

  it('closes the socket on logout, from another tab of the same session', async () => {
    const { session, closed, events, info } = await memberWithSocket();
    const otherTab = new GraphQLSession(stack.bffUrl);
    otherTab.cookie = session.cookie;
    await otherTab.request(`mutation { sessionLogout { viewer { id } } }`);
    expect(await closed).toEqual({ code: 4401, reason: 'LOGOUT' });
    await befriend(info.id);
    await expect(events.next()).rejects.toMatchObject({ code: 4401 });
  });

  it('closes the socket when the password is reset with an e-mailed code', async () => {
    const { member, closed } = await memberWithSocket();
    const anonymous = new GraphQLSession(stack.bffUrl);
    await anonymous.request(
      `mutation($input: VerificationCodeSendInput!) { verificationCodeSend(input: $input) { __typename } }`,
      { input: { email: member.email, purpose: 'RESET_PASSWORD' } },
    );
    const code = await readLatestCode(stack.upstreamUrl, member.email, 'reset');
    const reset = await anonymous.request(
      `mutation($input: PasswordResetInput!) { passwordReset(input: $input) { __typename } }`,
      { input: { email: member.email, code, password: 'a brand new password' } },
    );
    expect(reset.data.passwordReset.__typename).toBe('PasswordResetPayload');
    expect(await closed).toEqual({ code: 4401, reason: 'PASSWORD_RESET' });
  });

  it('closes the socket when the account is cancelled', async () => {
    const { member, session, closed } = await memberWithSocket();
    const cancel = await session.request(
      `mutation($input: AccountCancelInput!) { accountCancel(input: $input) { __typename } }`,
      { input: { password: member.password } },
    );
    expect(cancel.data.accountCancel.__typename).toBe('AccountCancelPayload');
    expect(await closed).toEqual({ code: 4401, reason: 'ACCOUNT_CANCELLED' });
  });

  it('closes the socket when the member logs in elsewhere, and keeps the new session’s socket', async () => {
    const { member, info, closed } = await memberWithSocket();
    const elsewhere = await new GraphQLSession(stack.bffUrl).login(member.email, member.password);
    expect(await closed).toEqual({ code: 4401, reason: 'LOGGED_IN_ELSEWHERE' });
    const client = elsewhere.wsClient();
    const connected = nextConnected(client);
    subscribe(client, VIEWER_EVENTS);
    await connected;
    // Only the new session's socket is open for this member.
    expect([...stack.bff.sockets.sessions.values()].filter((session) => session.userId === info.id)).toHaveLength(1);
    await client.dispose();
  });
});
