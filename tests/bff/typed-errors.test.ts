import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../../bff/server';
import { chatUsers } from '../../upstream/db/schema';
import { GraphQLSession } from '../support/graphql-session';
import { readLatestCode } from '../support/registration';
import { startStack, TEST_WEBHOOK_SECRET, type Stack } from '../support/stack';

const PASSWORD = 'long enough password';
const REGISTER = `mutation($input: AccountRegisterInput!) { accountRegister(input: $input) {
  __typename ... on Error { message } ... on UsernameRejectedError { tooLong } } }`;
const globalId = (typename: string, id: string) => Buffer.from(`${typename}:${id}`).toString('base64');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * What the probes answered with "Unexpected error." now has a typed error in the member's
 * language: reading a conversation across a block, an ID no node can have, registration's
 * refusals, and a photo over the size limit (413, the limit in words).
 */
describe('typed errors, not "Unexpected error."', () => {
  let stack: Stack;
  let n = 0;

  async function member(nickname: string) {
    const email = `${nickname.toLowerCase()}${++n}@example.test`;
    await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language: 'de' });
    const session = await new GraphQLSession(stack.bffUrl, 'de').login(email, PASSWORD);
    const userId = (await session.request(`{ viewer { user { id } } }`)).data.viewer.user.id as string;
    return { session, userId };
  }
  const conversationWith = async (who: GraphQLSession, userId: string) =>
    (await who.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, { u: userId })).data.viewer
      .conversationWith.id as string;
  const uploadGrant = async (who: GraphQLSession) =>
    (await who.request(`mutation { messageImageUploadGrant { uploadUrl } }`)).data.messageImageUploadGrant
      .uploadUrl as string;

  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('marking read or opening a burn photo across a block is BlockedError, in the member’s language', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const anaSide = await conversationWith(ana.session, ben.userId);
    const grant = await uploadGrant(ben.session);
    const key = (
      (await (
        await fetch(`${stack.bffUrl}${grant}`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: PNG })
      ).json()) as { data: { key: string } }
    ).data.key;
    const benSide = await conversationWith(ben.session, ana.userId);
    const burn = await ben.session.request(
      `mutation($input: MessageSendInput!) { messageSend(input: $input) { ... on MessageSendPayload { sentMessage { id } } } }`,
      {
        input: { conversationId: benSide, clientId: 'burn-1', imageKey: key, burnAfterReading: true },
      },
    );
    await ben.session.request(`mutation($id: ID!) { userBlock(input: { userId: $id }) { __typename } }`, {
      id: ana.userId,
    });

    const read = await ana.session.request(
      `mutation($id: ID!) { conversationMarkRead(input: { conversationId: $id }) { __typename ... on Error { message } } }`,
      { id: anaSide },
    );
    expect(read).toEqual({
      data: {
        conversationMarkRead: { __typename: 'BlockedError', message: 'Du kannst mit diesem Mitglied nicht chatten.' },
      },
    });
    const view = await ana.session.request(
      `mutation($id: ID!) { burnPhotoView(input: { messageId: $id }) { __typename ... on Error { message } } }`,
      { id: burn.data.messageSend.sentMessage.id },
    );
    expect(view).toEqual({
      data: { burnPhotoView: { __typename: 'BlockedError', message: 'Du kannst mit diesem Mitglied nicht chatten.' } },
    });
  });

  it('node(id:) and nodes(ids:) with an ID past the integer range, or not a number, find nothing', async () => {
    const ana = await member('Ana');
    const ids = [
      globalId('User', '99999999999'),
      globalId('Message', '2147483648'),
      globalId('FriendRequest', '99999999999'),
      globalId('User', 'abc'),
      globalId('Viewer', '99999999999'),
      globalId('User', '0'),
    ];
    for (const id of ids)
      expect(await ana.session.request(`query($id: ID!) { node(id: $id) { id } }`, { id }), id).toEqual({
        data: { node: null },
      });
    expect(
      await ana.session.request(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [...ids, ana.userId] }),
    ).toEqual({ data: { nodes: [...ids.map(() => null), { id: ana.userId }] } });
  });

  it('registration: an address taken meanwhile, or a chat user that exists, is AccountExistsError in the member’s language', async () => {
    const visitor = new GraphQLSession(stack.bffUrl, 'de');
    const register = async (email: string) => {
      await visitor.request(
        `mutation($email: String!) { verificationCodeSend(input: { email: $email, purpose: REGISTER }) { __typename } }`,
        { email },
      );
      const code = await readLatestCode(stack.upstreamUrl, email, 'register');
      return { code, run: () => visitor.request(REGISTER, { input: { email, code, password: PASSWORD } }) };
    };
    // The address got an account between the code and the registration.
    const taken = await register('taken@example.test');
    await stack.upstream.accounts.createMember({
      email: 'taken@example.test',
      password: PASSWORD,
      nickname: 'Taken',
      language: 'en',
    });
    expect((await taken.run()).data.accountRegister).toEqual({
      __typename: 'AccountExistsError',
      message: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto.',
    });
    // The chat service already has the user the new member would be.
    const next = await register('fresh@example.test');
    const squatter = await stack.upstream.accounts.createMember({
      email: 'squatter@example.test',
      password: PASSWORD,
      nickname: 'Squatter',
      language: 'en',
    });
    await stack.upstream.database.db
      .update(chatUsers)
      .set({ username: `u${squatter.id + 1 + 100_000}` })
      .where(eq(chatUsers.userId, squatter.id));
    expect((await next.run()).data.accountRegister).toEqual({
      __typename: 'AccountExistsError',
      message: 'Der Benutzer existiert bereits.',
    });
  });

  it('registration: the chat service’s username refusals (from an upstream speaking the contract) are UsernameRejectedError', async () => {
    let reason = 'USERNAME_TOO_LONG';
    const contract = createServer((req, res) => {
      req.resume().on('end', () => {
        const body =
          req.url === '/user-service/account/register'
            ? { code: 400, msg: `refused: ${reason}`, data: { reason } }
            : { code: 404, msg: 'no', data: { reason: 'NOT_FOUND' } };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => contract.listen(0, '127.0.0.1', () => resolve()));
    const bff = buildBff({
      port: 0,
      upstreamUrl: `http://127.0.0.1:${(contract.address() as AddressInfo).port}`,
      webhookSecret: TEST_WEBHOOK_SECRET,
      production: false,
    });
    try {
      const visitor = new GraphQLSession(await bff.start());
      const input = { email: 'someone@example.test', code: '123456', password: PASSWORD };
      expect((await visitor.request(REGISTER, { input })).data.accountRegister).toEqual({
        __typename: 'UsernameRejectedError',
        message: 'refused: USERNAME_TOO_LONG',
        tooLong: true,
      });
      reason = 'USERNAME_ILLEGAL';
      expect((await visitor.request(REGISTER, { input })).data.accountRegister).toEqual({
        __typename: 'UsernameRejectedError',
        message: 'refused: USERNAME_ILLEGAL',
        tooLong: false,
      });
    } finally {
      await bff.stop();
      await new Promise((resolve) => contract.close(resolve));
    }
  });

  it('an 11 MB photo gets 413 with the limit in words through the BFF’s upload path, and upstream says the same; nothing is stored', async () => {
    const ana = await member('Ana');
    const eleven = Buffer.alloc(11 * 1024 * 1024, 7);
    const grant = await uploadGrant(ana.session);
    const answer = await request(`${stack.bffUrl}${grant}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', language: 'de' },
      body: eleven,
    });
    expect(answer.statusCode).toBe(413);
    expect(await answer.body.json()).toEqual({
      code: 413,
      msg: 'Das Foto ist zu groß: höchstens 10 MB.',
      data: { reason: 'TOO_LARGE' },
    });
    // The grant was not used: the same one takes a photo within the limit.
    const small = await request(`${stack.bffUrl}${grant}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(((await small.body.json()) as { code: number }).code).toBe(200);

    const direct = await request(`${stack.upstreamUrl}/media/upload?${grant.split('?')[1]}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', language: 'ja' },
      body: eleven,
    });
    expect(direct.statusCode).toBe(413);
    expect(await direct.body.json()).toEqual({
      code: 413,
      msg: '大きすぎます。10 MB までにしてください。',
      data: { reason: 'TOO_LARGE' },
    });
  });
});
