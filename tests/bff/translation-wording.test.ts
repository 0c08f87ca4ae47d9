import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { creditCoins } from '../support/ledger';
import { startStack, type Stack } from '../support/stack';

const PASSWORD = 'long enough password';
const MESSAGE = `id text translation { text engine engineName } correction { id text language author { nickname } }`;
const SEND = `mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename
  ... on MessageSendPayload { sentMessage { ${MESSAGE} } } ... on ValidationError { field } ... on Error { message } } }`;
const DRAFT = `mutation($input: MessageDraftTranslateInput!) { messageDraftTranslate(input: $input) { __typename
  ... on MessageDraftTranslatePayload { draftTranslation { recordId text sourceLanguage targetLanguage engine engineName } viewer { goldCoins freeTranslation { charactersLeft } } }
  ... on ValidationError { field } ... on Error { message } } }`;
const CORRECT = `mutation($input: MessageCorrectionProposeInput!) { messageCorrectionPropose(input: $input) { __typename
  ... on MessageCorrectionProposePayload { correctedMessage { ${MESSAGE} } } ... on ValidationError { field } ... on Error { message } } }`;
const WINDOW = `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename ... on MessageCorrectedEvent { message { ${MESSAGE} } } } }`;

interface Member {
  session: GraphQLSession;
  userId: string;
  upstreamId: number;
}

/**
 * How translations read, through the graph: every translation names the engine that made it;
 * a sender translates a text before sending (`messageDraftTranslate`, the spec's
 * /translate/message) and sends it with that translation; a reader proposes a better wording
 * (`messageCorrectionPropose`) and its writer's open window hears it.
 */
describe('translations that read right, through the BFF', () => {
  let stack: Stack;
  const sockets: Client[] = [];
  let ana: Member; // writes Spanish
  let ben: Member; // reads English

  async function member(nickname: string, language: string): Promise<Member> {
    const email = `${nickname.toLowerCase()}@example.test`;
    const info = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language });
    const session = await new GraphQLSession(stack.bffUrl).login(email, PASSWORD);
    const { viewer } = (await session.request(`{ viewer { user { id } } }`)).data;
    return { session, userId: viewer.user.id, upstreamId: info.id };
  }
  const conversationWith = async (who: Member, other: Member): Promise<string> =>
    (
      await who.session.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, {
        u: other.userId,
      })
    ).data.viewer.conversationWith.id;
  const send = async (who: Member, to: Member, text: string, extra: Record<string, unknown> = {}) =>
    (
      await who.session.request(SEND, {
        input: {
          conversationId: await conversationWith(who, to),
          clientId: `c-${Math.random().toString(36).slice(2)}`,
          text,
          ...extra,
        },
      })
    ).data.messageSend;

  beforeAll(async () => {
    stack = await startStack();
    ana = await member('Ana', 'es');
    ben = await member('Ben', 'en');
    await creditCoins(stack.upstream, ana.upstreamId, 10, 'ana-coins');
    await creditCoins(stack.upstream, ben.upstreamId, 10, 'ben-coins');
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
  });

  it('names the engine of every translation', async () => {
    const sent = await send(ana, ben, 'El mar es precioso.');
    expect(sent.sentMessage.translation).toEqual({
      text: 'The sea is lovely.',
      engine: 'apertium/3',
      engineName: 'Apertium',
    });
  });

  it('translates a text before it is sent, at the sender’s cost, and sends it with that translation', async () => {
    const conversationId = await conversationWith(ben, ana);
    const BALANCES = `{ viewer { goldCoins freeTranslation { charactersLeft } } }`;
    const before = (await ben.session.request(BALANCES)).data.viewer;
    const drafted = (await ben.session.request(DRAFT, { input: { conversationId, text: 'I like the sea.' } })).data
      .messageDraftTranslate;
    // Paid from today's free characters: no coin is taken.
    expect(drafted).toEqual({
      __typename: 'MessageDraftTranslatePayload',
      draftTranslation: {
        recordId: expect.any(Number),
        text: 'Me gusta el mar.',
        sourceLanguage: 'en',
        targetLanguage: 'es',
        engine: 'apertium/3',
        engineName: 'Apertium',
      },
      viewer: {
        goldCoins: before.goldCoins,
        freeTranslation: { charactersLeft: before.freeTranslation.charactersLeft - 'I like the sea.'.length },
      },
    });
    const sent = await send(ben, ana, 'I like the sea.', { translateRecordId: drafted.draftTranslation.recordId });
    expect(sent).toMatchObject({
      __typename: 'MessageSendPayload',
      sentMessage: { translation: { text: 'Me gusta el mar.' } },
    });
    expect((await ben.session.request(BALANCES)).data.viewer).toEqual(drafted.viewer);
    // Once only, and only for that text; bad input names the graph's own fields.
    expect(
      await send(ben, ana, 'I like the sea.', { translateRecordId: drafted.draftTranslation.recordId }),
    ).toMatchObject({ __typename: 'ValidationError', field: 'translateRecordId' });
    const empty = (await ben.session.request(DRAFT, { input: { conversationId, text: ' ' } })).data
      .messageDraftTranslate;
    expect(empty).toMatchObject({ __typename: 'ValidationError', field: 'text' });
    const same = (
      await ben.session.request(DRAFT, { input: { conversationId, text: 'I like the sea.', targetLanguage: 'en' } })
    ).data.messageDraftTranslate;
    expect(same).toMatchObject({ __typename: 'ValidationError', field: 'targetLanguage' });
    const unserved = (
      await ben.session.request(DRAFT, { input: { conversationId, text: 'I like the sea.', targetLanguage: 'ja' } })
    ).data.messageDraftTranslate;
    expect(unserved).toMatchObject({
      __typename: 'TranslationUnavailableError',
      message: 'Translation from English into Japanese is not available.',
    });
  });

  it('shows a reader’s better wording to the writer, live in her open window, and by node', async () => {
    const anaTab = ana.session.wsClient();
    sockets.push(anaTab);
    const connected = nextConnected(anaTab);
    const window = subscribe(anaTab, WINDOW, { variables: { id: await conversationWith(ana, ben) } });
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 100));

    const sent = await send(ana, ben, 'Me encanta el mar');
    expect(sent.sentMessage.translation.text).toBe('It loves me the mar');
    // her own, for her other tabs
    expect((await window.next()).data!.conversationEvents.__typename).toBe('MessageAddedEvent');
    const proposed = (
      await ben.session.request(CORRECT, { input: { messageId: sent.sentMessage.id, text: 'I love the sea' } })
    ).data.messageCorrectionPropose;
    expect(proposed).toMatchObject({
      __typename: 'MessageCorrectionProposePayload',
      correctedMessage: { correction: { text: 'I love the sea', language: 'en', author: { nickname: 'Ben' } } },
    });
    const live = (await window.next()).data!.conversationEvents;
    expect(live).toMatchObject({
      __typename: 'MessageCorrectedEvent',
      message: { id: sent.sentMessage.id, correction: { text: 'I love the sea', author: { nickname: 'Ben' } } },
    });
    const correctionId = proposed.correctedMessage.correction.id;
    for (const who of [ana, ben]) {
      const node = (
        await who.session.request(
          `query($id: ID!) { node(id: $id) { ... on MessageCorrection { text language proposedAt } } }`,
          { id: correctionId },
        )
      ).data.node;
      expect(node).toMatchObject({ text: 'I love the sea', language: 'en' });
    }
    // Refusals are typed: on one's own message, the translation as it is.
    expect(
      (await ana.session.request(CORRECT, { input: { messageId: sent.sentMessage.id, text: 'I love the sea' } })).data
        .messageCorrectionPropose,
    ).toMatchObject({ __typename: 'ValidationError', field: 'messageId' });
    expect(
      (await ben.session.request(CORRECT, { input: { messageId: sent.sentMessage.id, text: 'It loves me the mar' } }))
        .data.messageCorrectionPropose,
    ).toMatchObject({ __typename: 'ValidationError', field: 'text' });
    expect(
      (await ben.session.request(CORRECT, { input: { messageId: correctionId, text: 'I love the sea' } })).data
        .messageCorrectionPropose,
    ).toMatchObject({ __typename: 'ValidationError', field: 'messageId' });
  });
});
