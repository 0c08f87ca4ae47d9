import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, draftTranslations, messageCorrections } from '../../upstream/db/schema';
import { GraphQLSession, nextConnected, subscribe, type GraphQLResponse } from '../support/graphql-session';
import { creditCoins } from '../support/ledger';
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

const CORRECT = `mutation($id: ID!, $text: String!) { messageCorrectionPropose(input: { messageId: $id, text: $text }) { __typename } }`;

/**
 * A reader's better wording (a MessageCorrection) and a sender's draft translation belong to
 * the conversation's two members, by every path: the message's field, `node(id:)`/`nodes`,
 * the mutations, the subscription payload, over HTTP and the socket. Ana writes Spanish to
 * Ben, who proposes a wording; Eve is neither.
 */
describe('corrections and draft translations are private to their conversation', () => {
  let stack: Stack;
  let ana: GraphQLSession;
  let ben: GraphQLSession;
  let eve: GraphQLSession;
  let eveSocket: Client;
  let benSide: string;
  let messageId: string;
  let correctionId: string;
  let draftId: number;

  beforeAll(async () => {
    stack = await startStack();
    const sessions: GraphQLSession[] = [];
    for (const [name, language] of [
      ['ana', 'es'],
      ['ben', 'en'],
      ['eve', 'en'],
    ]) {
      const { id } = await stack.upstream.accounts.createMember({
        email: `${name}@example.test`,
        password: PASSWORD,
        nickname: name,
        language,
      });
      await creditCoins(stack.upstream, id, 10, `${name}-coins`);
      sessions.push(await new GraphQLSession(stack.bffUrl).login(`${name}@example.test`, PASSWORD));
    }
    [ana, ben, eve] = sessions;
    const idOf = async (session: GraphQLSession) =>
      (await session.request(`{ viewer { user { id } } }`)).data.viewer.user.id as string;
    const anaSide = (
      await ana.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, { u: await idOf(ben) })
    ).data.viewer.conversationWith.id;
    benSide = (
      await ben.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, { u: await idOf(ana) })
    ).data.viewer.conversationWith.id;
    const sent = await ana.request(
      `mutation($input: MessageSendInput!) { messageSend(input: $input) { ... on MessageSendPayload { sentMessage { id } } } }`,
      {
        input: { conversationId: anaSide, clientId: 'private-corrected', text: 'Me encanta el mar' },
      },
    );
    messageId = sent.data.messageSend.sentMessage.id;
    const proposed = await ben.request(
      `mutation($id: ID!) { messageCorrectionPropose(input: { messageId: $id, text: "I love the sea" }) { ... on MessageCorrectionProposePayload { correctedMessage { correction { id } } } } }`,
      { id: messageId },
    );
    correctionId = proposed.data.messageCorrectionPropose.correctedMessage.correction.id;
    const drafted = await ben.request(
      `mutation($c: ID!) { messageDraftTranslate(input: { conversationId: $c, text: "I like the sea." }) { ... on MessageDraftTranslatePayload { draftTranslation { recordId } } } }`,
      { c: benSide },
    );
    draftId = drafted.data.messageDraftTranslate.draftTranslation.recordId;
    eveSocket = eve.wsClient();
    const connected = nextConnected(eveSocket);
    subscribe(eveSocket, `subscription { viewerEvents { __typename } }`);
    await connected;
  }, 60_000);
  afterAll(async () => {
    await eveSocket?.dispose();
    await stack?.stop();
  });

  it('answers another’s correction with null by the message’s field, node and nodes, over HTTP and the socket', async () => {
    const query = `query($m: ID!, $c: ID!) {
      message: node(id: $m) { ... on Message { correction { text } } }
      correction: node(id: $c) { ... on MessageCorrection { text author { id } } }
      nodes(ids: [$m, $c]) { id } }`;
    const variables = { m: messageId, c: correctionId };
    expect((await eve.request(query, variables)).data).toEqual({
      message: null,
      correction: null,
      nodes: [null, null],
    });
    expect((await overSocket(eveSocket, query, variables)).data).toEqual({
      message: null,
      correction: null,
      nodes: [null, null],
    });
    for (const member of [ana, ben]) {
      expect((await member.request(query, variables)).data).toMatchObject({
        message: { correction: { text: 'I love the sea' } },
        correction: { text: 'I love the sea' },
      });
    }
  });

  it('refuses another’s message to messageCorrectionPropose, over HTTP and the socket, keeping the wording there is', async () => {
    expect(
      (await eve.request(CORRECT, { id: messageId, text: 'I hate the sea' })).data.messageCorrectionPropose.__typename,
    ).toBe('MessageNotFoundError');
    expect(
      (await overSocket(eveSocket, CORRECT, { id: messageId, text: 'I hate the sea' })).data!.messageCorrectionPropose
        .__typename,
    ).toBe('MessageNotFoundError');
    const kept = await stack.upstream.database.db.select().from(messageCorrections);
    expect(kept.map((correction) => correction.text)).toEqual(['I love the sea']);
  });

  it('refuses another’s conversation to messageDraftTranslate and another’s draft to messageSend, over HTTP and the socket', async () => {
    const draft = `mutation($c: ID!) { messageDraftTranslate(input: { conversationId: $c, text: "I like the sea." }) { __typename ... on ValidationError { field } } }`;
    expect((await eve.request(draft, { c: benSide })).data.messageDraftTranslate).toEqual({
      __typename: 'ValidationError',
      field: 'conversationId',
    });
    expect((await overSocket(eveSocket, draft, { c: benSide })).data!.messageDraftTranslate).toEqual({
      __typename: 'ValidationError',
      field: 'conversationId',
    });
    // Eve may write to Ana, but not with Ben's translation.
    const eveSide = (
      await eve.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, {
        u: (await ana.request(`{ viewer { user { id } } }`)).data.viewer.user.id,
      })
    ).data.viewer.conversationWith.id;
    const send = `mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename ... on ValidationError { field } } }`;
    const input = {
      conversationId: eveSide,
      clientId: 'stolen-draft',
      text: 'I like the sea.',
      translateRecordId: draftId,
    };
    expect((await eve.request(send, { input })).data.messageSend).toEqual({
      __typename: 'ValidationError',
      field: 'translateRecordId',
    });
    expect((await overSocket(eveSocket, send, { input })).data!.messageSend).toEqual({
      __typename: 'ValidationError',
      field: 'translateRecordId',
    });
    const { db } = stack.upstream.database;
    expect((await db.select().from(draftTranslations)).map((row) => row.messageId)).toEqual([null]);
    expect(await db.select().from(chatMessages)).toHaveLength(1);
  });

  it('streams a wording to the conversation’s members only: Eve hears nothing, and may not listen to their window', async () => {
    const eveEvents = subscribe(eveSocket, `subscription { viewerEvents { __typename } }`);
    const window = subscribe(
      eveSocket,
      `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename ... on MessageCorrectedEvent { message { correction { text } } } } }`,
      {
        variables: { id: benSide },
      },
    );
    expect((await window.next()).errors?.[0].message).toBeTruthy();
    const benTab = ben.wsClient();
    const connected = nextConnected(benTab);
    const benWindow = subscribe(
      benTab,
      `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename ... on MessageCorrectedEvent { message { correction { text } } } } }`,
      { variables: { id: benSide } },
    );
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 150));
    await ben.request(CORRECT, { id: messageId, text: 'I really love the sea' });
    expect((await benWindow.next()).data!.conversationEvents).toEqual({
      __typename: 'MessageCorrectedEvent',
      message: { correction: { text: 'I really love the sea' } },
    });
    const nothing = await Promise.race([
      eveEvents.next().then(() => 'event'),
      new Promise((resolve) => setTimeout(() => resolve('nothing'), 300)),
    ]);
    expect(nothing).toBe('nothing');
    await benTab.dispose();
  });
});
