import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, nextConnected, subscribe, type GraphQLResponse } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';

const PASSWORD = 'long enough password';

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
 * Issue 10: a conversation and its messages are readable only by their two members, by every
 * path: a field, an edge, `node(id:)`/`nodes`, a mutation, a subscription, over HTTP and the socket.
 */
describe('chat is private to its two members', () => {
  let stack: Stack;
  let ana: GraphQLSession;
  let ben: GraphQLSession;
  let eve: GraphQLSession;
  let eveSocket: Client;
  let anaSide: string;
  let messageId: string;
  let burnId: string;

  const ids = async (session: GraphQLSession) =>
    (await session.request(`{ viewer { user { id } } }`)).data.viewer.user.id as string;

  beforeAll(async () => {
    stack = await startStack();
    const sessions: GraphQLSession[] = [];
    for (const name of ['ana', 'ben', 'eve']) {
      await stack.upstream.accounts.createMember({
        email: `${name}@example.test`,
        password: PASSWORD,
        nickname: name,
        language: 'en',
      });
      sessions.push(await new GraphQLSession(stack.bffUrl).login(`${name}@example.test`, PASSWORD));
    }
    [ana, ben, eve] = sessions;
    const benId = await ids(ben);
    anaSide = (await ana.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, { u: benId }))
      .data.viewer.conversationWith.id;
    const sent = await ana.request(
      `mutation($input: MessageSendInput!) { messageSend(input: $input) { ... on MessageSendPayload { sentMessage { id } } } }`,
      {
        input: { conversationId: anaSide, clientId: 'private-1', text: 'just for Ben' },
      },
    );
    messageId = sent.data.messageSend.sentMessage.id;
    // A burn photo: upload through the grant, then send it.
    const grant = (await ana.request(`mutation { messageImageUploadGrant { uploadUrl } }`)).data.messageImageUploadGrant
      .uploadUrl as string;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await fetch(`${stack.bffUrl}${grant}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'x-graphql-yoga-csrf': '1', cookie: ana.cookie! },
      body: png,
    });
    const key = ((await upload.json()) as { data: { key: string } }).data.key;
    const burn = await ana.request(
      `mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename ... on MessageSendPayload { sentMessage { id } } ... on Error { reason: message } } }`,
      {
        input: { conversationId: anaSide, clientId: 'private-2', imageKey: key, burnAfterReading: true },
      },
    );
    burnId = burn.data.messageSend.sentMessage.id;
    eveSocket = eve.wsClient();
    const connected = nextConnected(eveSocket);
    subscribe(eveSocket, `subscription { viewerEvents { __typename } }`);
    await connected;
  }, 60_000);
  afterAll(async () => {
    await eveSocket?.dispose();
    await stack?.stop();
  });

  it('answers another member’s message and conversation IDs with null, over HTTP and the socket', async () => {
    const query = `query($m: ID!, $c: ID!) { message: node(id: $m) { id ... on Message { text } } conversation: node(id: $c) { id } nodes(ids: [$m, $c]) { id } }`;
    const variables = { m: messageId, c: anaSide };
    expect((await eve.request(query, variables)).data).toEqual({
      message: null,
      conversation: null,
      nodes: [null, null],
    });
    expect((await overSocket(eveSocket, query, variables)).data).toEqual({
      message: null,
      conversation: null,
      nodes: [null, null],
    });
    // Ben reads the message, but Ana's side of the conversation stays hers.
    expect((await ben.request(query, variables)).data).toEqual({
      message: { id: messageId, text: 'just for Ben' },
      conversation: null,
      nodes: [{ id: messageId }, null],
    });
    expect((await ana.request(query, variables)).data).toEqual({
      message: { id: messageId, text: 'just for Ben' },
      conversation: { id: anaSide },
      nodes: [{ id: messageId }, { id: anaSide }],
    });
  });

  it('refuses every mutation on another member’s conversation or message, changing nothing', async () => {
    const onConversation = (field: string, type: string) =>
      `mutation($id: ID!) { ${field}(input: { conversationId: $id }) { __typename ... on ValidationError { field } ... on ${type}Payload { __typename } } }`;
    for (const [field, type] of [
      ['conversationMarkRead', 'ConversationMarkRead'],
      ['conversationHistoryClear', 'ConversationHistoryClear'],
      ['conversationDelete', 'ConversationDelete'],
    ]) {
      expect((await eve.request(onConversation(field, type), { id: anaSide })).data[field]).toEqual({
        __typename: 'ValidationError',
        field: 'conversationId',
      });
      expect((await overSocket(eveSocket, onConversation(field, type), { id: anaSide })).data![field]).toEqual({
        __typename: 'ValidationError',
        field: 'conversationId',
      });
    }
    const typing = `mutation($id: ID!) { typingSet(input: { conversationId: $id, typing: true }) { __typename ... on ValidationError { field } } }`;
    expect((await eve.request(typing, { id: anaSide })).data.typingSet).toEqual({
      __typename: 'ValidationError',
      field: 'conversationId',
    });
    expect((await overSocket(eveSocket, typing, { id: anaSide })).data!.typingSet).toEqual({
      __typename: 'ValidationError',
      field: 'conversationId',
    });
    const sendInto = await eve.request(
      `mutation($id: ID!) { messageSend(input: { conversationId: $id, clientId: "e1", text: "hi" }) { __typename } }`,
      { id: anaSide },
    );
    expect(sendInto.data.messageSend.__typename).toBe('ValidationError');
    const recall = await eve.request(`mutation($id: ID!) { messageRecall(input: { messageId: $id }) { __typename } }`, {
      id: messageId,
    });
    expect(recall.data.messageRecall.__typename).toBe('MessageNotFoundError');
    const view = await eve.request(`mutation($id: ID!) { burnPhotoView(input: { messageId: $id }) { __typename } }`, {
      id: burnId,
    });
    expect(['BurnViewedError', 'MessageNotFoundError']).toContain(view.data.burnPhotoView.__typename);
    // Still there for Ben, unread, his burn photo unviewed.
    const benView = await ben.request(
      `query($m: ID!, $b: ID!) { m: node(id: $m) { id } b: node(id: $b) { ... on Message { burnState image { url } } } viewer { unreadMessageCount } }`,
      { m: messageId, b: burnId },
    );
    expect(benView.data).toEqual({
      m: { id: messageId },
      b: { burnState: 'UNVIEWED', image: { url: null } },
      viewer: { unreadMessageCount: 2 },
    });
  });

  it('refuses a subscription to another member’s conversation, and streams nothing of it to others', async () => {
    const window = subscribe(
      eveSocket,
      `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename } }`,
      { variables: { id: anaSide } },
    );
    const outcome: { data?: unknown; errors?: unknown } = await window.next().then(
      (event) => event,
      (error) => ({ errors: error }),
    );
    expect(outcome.errors).toBeDefined();
    expect(outcome.data ?? null).toBeNull();

    const eveEvents = subscribe(
      eveSocket,
      `subscription { viewerEvents { __typename ... on MessageAddedEvent { message { text } } } }`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await ana.request(`mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename } }`, {
      input: { conversationId: anaSide, clientId: 'private-3', text: 'still only for Ben' },
    });
    const nothing = await Promise.race([
      eveEvents.next().then(() => 'event'),
      new Promise((resolve) => setTimeout(() => resolve('nothing'), 500)),
    ]);
    expect(nothing).toBe('nothing');
  });

  it('shows the burn photo to its recipient once, to nobody else; that it burned reaches only the two members’ windows', async () => {
    const anaSocket = ana.wsClient();
    const anaConnected = nextConnected(anaSocket);
    const anaWindow = subscribe(
      anaSocket,
      `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename ... on MessageBurnedEvent { message { id burnState } } } }`,
      { variables: { id: anaSide } },
    );
    const eveEvents = subscribe(eveSocket, `subscription { viewerEvents { __typename } }`);
    await anaConnected;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const view = `mutation($id: ID!) { burnPhotoView(input: { messageId: $id }) { __typename ... on BurnPhotoViewPayload { seconds url viewedMessage { burnState } } } }`;
    const first = await ben.request(view, { id: burnId });
    expect((await anaWindow.next()).data!.conversationEvents).toEqual({
      __typename: 'MessageBurnedEvent',
      message: { id: burnId, burnState: 'VIEWED' },
    });
    expect(
      await Promise.race([
        eveEvents.next().then(() => 'event'),
        new Promise((resolve) => setTimeout(() => resolve('nothing'), 500)),
      ]),
    ).toBe('nothing');
    await anaSocket.dispose();
    expect(first.data.burnPhotoView).toMatchObject({
      __typename: 'BurnPhotoViewPayload',
      seconds: 8,
      viewedMessage: { burnState: 'VIEWED' },
    });
    const photo = await fetch(
      `${stack.bffUrl}${new URL(first.data.burnPhotoView.url, stack.bffUrl).pathname}${new URL(first.data.burnPhotoView.url, stack.bffUrl).search}`,
      { headers: { cookie: ben.cookie! } },
    );
    expect(photo.status).toBe(200);
    expect((await ben.request(view, { id: burnId })).data.burnPhotoView.__typename).toBe('BurnViewedError');
  });
});
