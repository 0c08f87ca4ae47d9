import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, messageTranslations } from '../../upstream/db/schema';
import { GraphQLSession, nextConnected, subscribe, type GraphQLResponse } from '../support/graphql-session';
import { creditCoins, useFreeCharacters } from '../support/ledger';
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
 * Issue 12: a message's translation, a conversation's translation settings and a reader's
 * translation events belong to the conversation's two members (the settings and the events
 * to one of them), by every path: a field, `node(id:)`/`nodes`, a mutation, a subscription,
 * over HTTP and the socket. Ana writes Spanish to Ben; Eve is neither.
 */
describe('translations are private to their conversation', () => {
  let stack: Stack;
  let ana: GraphQLSession;
  let ben: GraphQLSession;
  let eve: GraphQLSession;
  let eveSocket: Client;
  let anaSocket: Client;
  let anaSide: string;
  let benSide: string;
  let messageId: string;
  const upstreamIds: Record<string, number> = {};

  beforeAll(async () => {
    stack = await startStack();
    const sessions: GraphQLSession[] = [];
    for (const [name, language] of [
      ['ana', 'es'],
      ['ben', 'en'],
      ['eve', 'en'],
    ]) {
      upstreamIds[name] = (
        await stack.upstream.accounts.createMember({
          email: `${name}@example.test`,
          password: PASSWORD,
          nickname: name,
          language,
        })
      ).id;
      await creditCoins(stack.upstream, upstreamIds[name], 10, `${name}-coins`);
      sessions.push(await new GraphQLSession(stack.bffUrl).login(`${name}@example.test`, PASSWORD));
    }
    [ana, ben, eve] = sessions;
    const idOf = async (session: GraphQLSession) =>
      (await session.request(`{ viewer { user { id } } }`)).data.viewer.user.id as string;
    anaSide = (
      await ana.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, { u: await idOf(ben) })
    ).data.viewer.conversationWith.id;
    benSide = (
      await ben.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, { u: await idOf(ana) })
    ).data.viewer.conversationWith.id;
    const sent = await ana.request(
      `mutation($input: MessageSendInput!) { messageSend(input: $input) { ... on MessageSendPayload { sentMessage { id translation { text } } } } }`,
      {
        input: { conversationId: anaSide, clientId: 'private-translated', text: 'Te espero en la estación' },
      },
    );
    messageId = sent.data.messageSend.sentMessage.id;
    expect(sent.data.messageSend.sentMessage.translation.text).toBeTruthy();
    eveSocket = eve.wsClient();
    anaSocket = ana.wsClient();
    for (const socket of [eveSocket, anaSocket]) {
      const connected = nextConnected(socket);
      subscribe(socket, `subscription { viewerEvents { __typename } }`);
      await connected;
    }
  }, 60_000);
  afterAll(async () => {
    await eveSocket?.dispose();
    await anaSocket?.dispose();
    await stack?.stop();
  });

  it('answers another’s message (with its translation) and conversation (with its settings) with null, over HTTP and the socket', async () => {
    const query = `query($m: ID!, $c: ID!) {
      message: node(id: $m) { ... on Message { language translation { text sourceLanguage } } }
      conversation: node(id: $c) { ... on Conversation { translation { outgoing outgoingLanguage peerLanguage autoTranslateIncoming } } }
      nodes(ids: [$m, $c]) { id } }`;
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
    // Ben reads the translation he received; Ana's settings stay hers.
    expect((await ben.request(query, variables)).data).toMatchObject({
      message: { language: 'es', translation: { sourceLanguage: 'es' } },
      conversation: null,
    });
    expect((await ana.request(query, variables)).data.conversation).toEqual({
      translation: {
        outgoing: 'PEER_LANGUAGE',
        outgoingLanguage: 'en',
        peerLanguage: 'en',
        autoTranslateIncoming: true,
      },
    });
  });

  it('refuses another’s message to messageTranslate and another’s conversation to conversationTranslationUpdate, spending and changing nothing', async () => {
    const translate = `mutation($id: ID!) { messageTranslate(input: { messageId: $id, targetLanguage: "ca" }) { __typename } }`;
    expect((await eve.request(translate, { id: messageId })).data.messageTranslate.__typename).toBe(
      'MessageNotFoundError',
    );
    expect((await overSocket(eveSocket, translate, { id: messageId })).data!.messageTranslate.__typename).toBe(
      'MessageNotFoundError',
    );
    const update = `mutation($id: ID!) { conversationTranslationUpdate(input: { conversationId: $id, outgoing: OFF, autoTranslateIncoming: true }) { __typename ... on ValidationError { field } } }`;
    expect((await eve.request(update, { id: anaSide })).data.conversationTranslationUpdate).toEqual({
      __typename: 'ValidationError',
      field: 'conversationId',
    });
    expect((await overSocket(eveSocket, update, { id: anaSide })).data!.conversationTranslationUpdate).toEqual({
      __typename: 'ValidationError',
      field: 'conversationId',
    });

    const { db } = stack.upstream.database;
    expect(await db.select().from(messageTranslations).where(eq(messageTranslations.userId, upstreamIds.eve))).toEqual(
      [],
    );
    expect(
      (await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, upstreamIds.eve))).map(
        (movement) => movement.kind,
      ),
    ).toEqual(['coin_purchase']);
    const settings = await ana.request(
      `query($c: ID!) { node(id: $c) { ... on Conversation { translation { outgoing autoTranslateIncoming } } } }`,
      { c: anaSide },
    );
    expect(settings.data.node.translation).toEqual({ outgoing: 'PEER_LANGUAGE', autoTranslateIncoming: true });
  });

  it('streams a reader’s translation to the reader’s window only: not to the sender, not to anyone else', async () => {
    const anaWindow = subscribe(
      anaSocket,
      `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename } }`,
      { variables: { id: anaSide } },
    );
    const eveEvents = subscribe(eveSocket, `subscription { viewerEvents { __typename } }`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const asked = await ben.request(
      `mutation($id: ID!) { messageTranslate(input: { messageId: $id, targetLanguage: "ca" }) { __typename } }`,
      { id: messageId },
    );
    expect(asked.data.messageTranslate.__typename).toBe('MessageTranslatePayload');
    // Ana's window hears the next message, not Ben's translation before it; Eve hears nothing.
    await ben.request(`mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename } }`, {
      input: { conversationId: benSide, clientId: 'after-translation', text: 'See you there' },
    });
    expect((await anaWindow.next()).data!.conversationEvents.__typename).toBe('MessageAddedEvent');
    const nothing = await Promise.race([
      eveEvents.next().then(() => 'event'),
      new Promise((resolve) => setTimeout(() => resolve('nothing'), 300)),
    ]);
    expect(nothing).toBe('nothing');
    // And what Ben asked for is his: Ana still sees the translation she sent.
    const anaView = await ana.request(
      `query($m: ID!) { node(id: $m) { ... on Message { translation { origin targetLanguage } } } }`,
      { m: messageId },
    );
    expect(anaView.data.node.translation).toEqual({ origin: 'SENT', targetLanguage: 'en' });
  });

  it('keeps a sender’s want of characters hers: the reader sees the text as written, by every path, and free characters are the viewer’s own', async () => {
    const piaId = (
      await stack.upstream.accounts.createMember({
        email: 'pia@example.test',
        password: PASSWORD,
        nickname: 'pia',
        language: 'es',
      })
    ).id;
    await useFreeCharacters(stack.upstream, piaId);
    const pia = await new GraphQLSession(stack.bffUrl).login('pia@example.test', PASSWORD);
    const piaUser = (await pia.request(`{ viewer { user { id } } }`)).data.viewer.user.id as string;
    const piaSide = (
      await pia.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, {
        u: (await ben.request(`{ viewer { user { id } } }`)).data.viewer.user.id,
      })
    ).data.viewer.conversationWith.id;
    const benOnPia = (
      await ben.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, { u: piaUser })
    ).data.viewer.conversationWith.id;
    // Ben reads Pia's messages as written (automatic translation off): nothing of his own to show.
    await ben.request(
      `mutation($id: ID!) { conversationTranslationUpdate(input: { conversationId: $id, autoTranslateIncoming: false }) { __typename } }`,
      { id: benOnPia },
    );
    const benSocket = ben.wsClient();
    const connected = nextConnected(benSocket);
    const window = subscribe(
      benSocket,
      `subscription($id: ID!) { conversationEvents(conversationId: $id) { ... on MessageAddedEvent { message { id translation { failure charactersLeft } } } } }`,
      { variables: { id: benOnPia } },
    );
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 150));
    const sent = await pia.request(
      `mutation($input: MessageSendInput!) { messageSend(input: $input) { ... on MessageSendPayload { sentMessage { id translation { failure charactersLeft } } } } }`,
      {
        input: { conversationId: piaSide, clientId: 'pia-as-written', text: 'Hola, me llamo Pía' },
      },
    );
    // What she had left is hers to read.
    expect(sent.data.messageSend.sentMessage.translation).toEqual({
      failure: 'INSUFFICIENT_BALANCE',
      charactersLeft: 0,
    });
    const id = sent.data.messageSend.sentMessage.id;
    const read = `query($m: ID!, $c: ID!) { node(id: $m) { ... on Message { translation { failure charactersLeft } } }
      conversation: node(id: $c) { ... on Conversation { messages(last: 5) { edges { node { id translation { failure charactersLeft } } } } } } }`;
    for (const answer of [
      await ben.request(read, { m: id, c: benOnPia }),
      await overSocket(benSocket, read, { m: id, c: benOnPia }),
    ]) {
      expect(answer.data!.node).toEqual({ translation: null });
      expect(answer.data!.conversation.messages.edges.at(-1).node).toEqual({ id, translation: null });
    }
    expect((await window.next()).data!.conversationEvents).toEqual({ message: { id, translation: null } });
    await benSocket.dispose();

    // Free characters are a field of the viewer alone: a member has none to read.
    const onUser = await ben.request(
      `query($u: ID!) { node(id: $u) { ... on User { freeTranslation { charactersLeft } } } }`,
      { u: piaUser },
    );
    expect(onUser.errors?.[0]?.message).toMatch(/freeTranslation/);
    // Nor has a visitor any languages of a viewer's.
    expect(
      (await new GraphQLSession(stack.bffUrl).request(`{ viewer { translationLanguages { code translatesInto } } }`))
        .data.viewer,
    ).toBeNull();
  });
});
