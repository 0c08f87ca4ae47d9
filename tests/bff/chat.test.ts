import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, type Bff } from '../../bff/server';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { startStack, TEST_WEBHOOK_SECRET, type Stack } from '../support/stack';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'long enough password';

const WITH = `query($userId: ID!) { viewer { conversationWith(userId: $userId) { id unreadCount peer { id nickname } } } }`;
const SEND = `mutation($input: MessageSendInput!) { messageSend(input: $input) {
  __typename ... on MessageSendPayload { sentMessage { id text isMine clientId readByPeer } messageEdge { cursor node { id } } conversation { unreadCount lastMessage { id } } }
  ... on ValidationError { field } ... on Error { reason: message } } }`;
const LIST = `{ viewer { unreadMessageCount conversations(first: 20) { totalCount edges { node { id unreadCount isCustomerService peer { nickname } lastMessage { text } } } } } }`;
const HISTORY = `query($id: ID!, $before: String) { node(id: $id) { ... on Conversation { messages(last: 2, before: $before) { pageInfo { hasPreviousPage startCursor } edges { node { text isMine readByPeer } } } } } }`;
const VIEWER_EVENTS = `subscription { viewerEvents { __typename viewer { unreadMessageCount }
  ... on MessageAddedEvent { conversationId messageEdge { node { id text isMine } } conversation { unreadCount } }
  ... on MessageRecalledEvent { deletedMessageId }
  ... on ConversationReadEvent { conversation { unreadCount } } } }`;
const CONVERSATION_EVENTS = `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename conversationId
  ... on MessageAddedEvent { message { text } } ... on TypingEvent { typing } ... on MessageRecalledEvent { deletedMessageId } } }`;

interface Member {
  session: GraphQLSession;
  userId: string;
  upstreamId: number;
}

describe('chat through the BFF', () => {
  let stack: Stack;
  let bffB: Bff;
  let bffBUrl: string;
  const sockets: Client[] = [];
  let ana: Member;
  let ben: Member;
  let n = 0;

  async function member(nickname: string, bffUrl = stack.bffUrl): Promise<Member> {
    const email = `${nickname.toLowerCase()}${++n}@example.test`;
    const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language: 'en' });
    const session = await new GraphQLSession(bffUrl).login(email, PASSWORD);
    const { viewer } = (await session.request(`{ viewer { user { id } } }`)).data;
    return { session, userId: viewer.user.id, upstreamId: info.id };
  }
  const conversationWith = async (who: Member, other: Member): Promise<string> =>
    (await who.session.request(WITH, { userId: other.userId })).data.viewer.conversationWith.id;
  const send = async (
    who: Member,
    conversationId: string,
    text: string,
    clientId = `c-${Math.random().toString(36).slice(2)}`,
  ) => (await who.session.request(SEND, { input: { conversationId, clientId, text } })).data.messageSend;
  async function socketOf(who: Member) {
    const client = who.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    return { client, connected };
  }

  beforeAll(async () => {
    stack = await startStack({ redisUrl: REDIS_URL });
    bffB = buildBff({
      port: 0,
      upstreamUrl: stack.upstreamUrl,
      webhookSecret: TEST_WEBHOOK_SECRET,
      redisUrl: REDIS_URL,
      production: false,
    });
    bffBUrl = await bffB.start();
    ana = await member('Ana');
    ben = await member('Ben', bffBUrl); // on the other instance: events cross through Redis
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await bffB?.stop();
    await stack?.stop();
  });

  it('delivers a message sent through one instance live to the recipient on the other, with the unread count', async () => {
    const { client, connected } = await socketOf(ben);
    const events = subscribe(client, VIEWER_EVENTS);
    await connected;
    const benSide = await conversationWith(ben, ana);
    const window = subscribe(client, CONVERSATION_EVENTS, { variables: { id: benSide } });
    await new Promise((resolve) => setTimeout(resolve, 100)); // both subscriptions registered

    const anaSide = await conversationWith(ana, ben);
    expect(anaSide).not.toBe(benSide); // each member has their own side
    const sent = await send(ana, anaSide, 'Hello Ben [ee_1]', 'first-message');
    expect(sent).toMatchObject({
      __typename: 'MessageSendPayload',
      sentMessage: { text: 'Hello Ben [ee_1]', isMine: true, clientId: 'first-message', readByPeer: null },
      conversation: { unreadCount: 0 },
    });

    const received = (await events.next()).data!.viewerEvents;
    expect(received).toEqual({
      __typename: 'MessageAddedEvent',
      viewer: { unreadMessageCount: 1 },
      conversationId: benSide,
      messageEdge: { node: { id: sent.sentMessage.id, text: 'Hello Ben [ee_1]', isMine: false } },
      conversation: { unreadCount: 1 },
    });
    expect((await window.next()).data!.conversationEvents).toEqual({
      __typename: 'MessageAddedEvent',
      conversationId: benSide,
      message: { text: 'Hello Ben [ee_1]' },
    });

    // A retry after a lost answer (same client id) is the same message, not a second one.
    const retried = await send(ana, anaSide, 'Hello Ben [ee_1]', 'first-message');
    expect(retried.sentMessage.id).toBe(sent.sentMessage.id);
    expect((await ben.session.request(LIST)).data.viewer).toMatchObject({ unreadMessageCount: 1 });

    // Ben reads: his count goes to 0, on this tab's stream too.
    const read = await ben.session.request(
      `mutation($id: ID!) { conversationMarkRead(input: { conversationId: $id }) { __typename ... on ConversationMarkReadPayload { conversation { unreadCount } viewer { unreadMessageCount } } } }`,
      { id: benSide },
    );
    expect(read.data.conversationMarkRead).toEqual({
      __typename: 'ConversationMarkReadPayload',
      conversation: { unreadCount: 0 },
      viewer: { unreadMessageCount: 0 },
    });
    expect((await events.next()).data!.viewerEvents).toMatchObject({
      __typename: 'ConversationReadEvent',
      viewer: { unreadMessageCount: 0 },
      conversation: { unreadCount: 0 },
    });
    expect((await window.next()).data!.conversationEvents).toEqual({
      __typename: 'ConversationReadEvent',
      conversationId: benSide,
    });

    // Typing reaches the open window only.
    await ana.session.request(
      `mutation($id: ID!) { typingSet(input: { conversationId: $id, typing: true }) { ... on TypingSetPayload { sent } } }`,
      { id: anaSide },
    );
    expect((await window.next()).data!.conversationEvents).toEqual({
      __typename: 'TypingEvent',
      conversationId: benSide,
      typing: true,
    });

    // A recall vanishes from Ben's window and list.
    const recall = await ana.session.request(
      `mutation($id: ID!) { messageRecall(input: { messageId: $id }) { __typename ... on MessageRecallPayload { deletedMessageId } } }`,
      { id: sent.sentMessage.id },
    );
    expect(recall.data.messageRecall).toEqual({
      __typename: 'MessageRecallPayload',
      deletedMessageId: sent.sentMessage.id,
    });
    expect((await events.next()).data!.viewerEvents).toMatchObject({
      __typename: 'MessageRecalledEvent',
      deletedMessageId: sent.sentMessage.id,
    });
    expect((await window.next()).data!.conversationEvents).toEqual({
      __typename: 'MessageRecalledEvent',
      conversationId: benSide,
      deletedMessageId: sent.sentMessage.id,
    });
    expect(
      (await ben.session.request(`query($id: ID!) { node(id: $id) { id } }`, { id: sent.sentMessage.id })).data.node,
    ).toBeNull();
  });

  it('pages history backwards, 2 at a time here, stable while new messages arrive', async () => {
    const cleo = await member('Cleo');
    const side = await conversationWith(ana, cleo);
    for (const text of ['one', 'two', 'three', 'four']) await send(ana, side, text);
    const first = (await ana.session.request(HISTORY, { id: side })).data.node.messages;
    expect(first.edges.map((e: { node: { text: string } }) => e.node.text)).toEqual(['three', 'four']);
    expect(first.pageInfo.hasPreviousPage).toBe(true);
    await send(ana, side, 'five');
    const older = (await ana.session.request(HISTORY, { id: side, before: first.pageInfo.startCursor })).data.node
      .messages;
    expect(older.edges.map((e: { node: { text: string } }) => e.node.text)).toEqual(['one', 'two']);
    expect(older.pageInfo.hasPreviousPage).toBe(false);
  });

  it('costs the same upstream calls for a list of 1 conversation and of 30', async () => {
    const dora = await member('Dora');
    const eli = await member('Eli');
    await send(eli, await conversationWith(eli, dora), 'hi Dora');
    const count = async (who: Member) => {
      await who.session.request(`{ viewer { id } }`); // the session is known from here on
      const before = stack.bff.transport.requestCount;
      const result = await who.session.request(LIST);
      expect(result.errors).toBeUndefined();
      return {
        calls: stack.bff.transport.requestCount - before,
        conversations: result.data.viewer.conversations.edges.length,
      };
    };
    const one = await count(dora);
    // One after the other: logins at once from one address meet the login's limit on attempts under way.
    const others: Member[] = [];
    for (let i = 0; i < 29; i++) others.push(await member(`Many${i}`));
    for (const other of others) await send(other, await conversationWith(other, dora), `hello ${other.upstreamId}`);
    const many = await count(dora);
    expect(one.conversations).toBe(2); // customer service, pinned, and Eli
    expect(many.conversations).toBe(20);
    expect(many.calls).toBe(one.calls);
  }, 60_000);

  it('answers a block as BlockedError and sends nothing', async () => {
    const finn = await member('Finn');
    const gia = await member('Gia');
    const side = await conversationWith(finn, gia);
    await gia.session.request(`mutation($id: ID!) { userBlock(input: { userId: $id }) { __typename } }`, {
      id: finn.userId,
    });
    expect(await send(finn, side, 'are you there?')).toMatchObject({ __typename: 'BlockedError' });
    const list = (await gia.session.request(LIST)).data.viewer.conversations.edges;
    expect(list.map((e: { node: { peer: { nickname: string } } }) => e.node.peer.nickname)).not.toContain('Finn');
  });

  it('tells nobody the member is typing once they hide it', async () => {
    const hana = await member('Hana');
    const side = await conversationWith(hana, ben);
    await send(hana, side, 'hi Ben'); // typing is told only within a conversation
    const typing = `mutation($id: ID!) { typingSet(input: { conversationId: $id, typing: true }) { ... on TypingSetPayload { sent } } }`;
    expect((await hana.session.request(typing, { id: side })).data.typingSet).toEqual({ sent: true });
    const hidden = await hana.session.request(
      `mutation { privacySettingsUpdate(input: { typingHidden: true }) { ... on PrivacySettingsUpdatePayload { viewer { privacySettings { typingHidden } } } } }`,
    );
    expect(hidden.data.privacySettingsUpdate.viewer.privacySettings).toEqual({ typingHidden: true });
    expect((await hana.session.request(typing, { id: side })).data.typingSet).toEqual({ sent: false });
  });

  it('burns a viewed burn photo for its sender too: their window hears it live, their copy has no photo', async () => {
    const ivo = await member('Ivo');
    const jo = await member('Jo', bffBUrl);
    const ivoSide = await conversationWith(ivo, jo);
    const grant = (await ivo.session.request(`mutation { messageImageUploadGrant { uploadUrl } }`)).data
      .messageImageUploadGrant.uploadUrl as string;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const { key } = (
      (await (
        await fetch(`${stack.bffUrl}${grant}`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: png })
      ).json()) as { data: { key: string } }
    ).data;
    const sent = await ivo.session.request(
      `mutation($input: MessageSendInput!) { messageSend(input: $input) { ... on MessageSendPayload { sentMessage { id burnState image { url } } } } }`,
      {
        input: { conversationId: ivoSide, clientId: 'burn-live', imageKey: key, burnAfterReading: true },
      },
    );
    const { id, image } = sent.data.messageSend.sentMessage;
    expect(sent.data.messageSend.sentMessage).toMatchObject({
      burnState: 'UNVIEWED',
      image: { url: expect.any(String) },
    });

    const { client, connected } = await socketOf(ivo);
    const window = subscribe(
      client,
      `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename conversationId ... on MessageBurnedEvent { message { id burnState image { url } } } } }`,
      { variables: { id: ivoSide } },
    );
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const view = await jo.session.request(
      `mutation($id: ID!) { burnPhotoView(input: { messageId: $id }) { __typename } }`,
      { id },
    );
    expect(view.data.burnPhotoView.__typename).toBe('BurnPhotoViewPayload');
    expect((await window.next()).data!.conversationEvents).toEqual({
      __typename: 'MessageBurnedEvent',
      conversationId: ivoSide,
      message: { id, burnState: 'VIEWED', image: { url: null } },
    });
    expect(
      (
        await ivo.session.request(`query($id: ID!) { node(id: $id) { ... on Message { burnState image { url } } } }`, {
          id,
        })
      ).data.node,
    ).toEqual({ burnState: 'VIEWED', image: { url: null } });
    // The URL the sender had no longer serves the photo.
    expect((await fetch(`${stack.bffUrl}${image.url}`)).status).toBe(403);
  });

  it('refuses blank and over-long text as a ValidationError naming the field', async () => {
    const side = await conversationWith(ana, ben);
    expect(await send(ana, side, '   ')).toMatchObject({ __typename: 'ValidationError' });
    expect(await send(ana, side, 'x'.repeat(1001))).toMatchObject({ __typename: 'ValidationError' });
  });
});
