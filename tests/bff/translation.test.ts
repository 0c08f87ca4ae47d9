import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { startApertiumRelay, type ApertiumRelay } from '../support/apertium-proxy';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { creditCoins, useFreeCharacters } from '../support/ledger';
import { startStack, type Stack } from '../support/stack';
import { apertium } from '../support/upstream';

const PASSWORD = 'long enough password';
const MESSAGE = `id text language translation { origin sourceLanguage targetLanguage text engine failure }`;
const SEND = `mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename
  ... on MessageSendPayload { sentMessage { ${MESSAGE} } } ... on InsufficientTranslationBalanceError { characters coins } ... on Error { message } } }`;
const HISTORY = `query($id: ID!) { node(id: $id) { ... on Conversation { messages(last: 20) { edges { node { ${MESSAGE} } } } } } }`;
const TRANSLATE = `mutation($input: MessageTranslateInput!) { messageTranslate(input: $input) { __typename
  ... on MessageTranslatePayload { translatedMessage { ${MESSAGE} } viewer { translationPackCharacters goldCoins } }
  ... on InsufficientTranslationBalanceError { characters coins }
  ... on TranslationUnavailableError { retryable } ... on ValidationError { field } ... on Error { message } } }`;
const SETTINGS = `mutation($input: ConversationTranslationUpdateInput!) { conversationTranslationUpdate(input: $input) { __typename
  ... on ConversationTranslationUpdatePayload { conversation { translation { outgoing outgoingLanguage autoTranslateIncoming } } } ... on ValidationError { field } } }`;
const WINDOW = `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename
  ... on MessageAddedEvent { message { ${MESSAGE} } } ... on MessageTranslatedEvent { message { ${MESSAGE} } } } }`;

interface Member {
  session: GraphQLSession;
  userId: string;
  upstreamId: number;
}

/**
 * Issue 12 through the graph: translations ride on the message (send, live delivery, history
 * all read the one stored translation: the engine is asked once), the reader's
 * `messageTranslate` and the conversation's settings, with typed errors.
 */
describe('translated chat through the BFF', () => {
  let stack: Stack;
  let relay: ApertiumRelay;
  const sockets: Client[] = [];
  let ana: Member; // writes Spanish
  let ben: Member; // reads English
  let cleo: Member; // writes German: no pair reaches English

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
    relay = await startApertiumRelay(apertium()!.url);
    stack = await startStack({ translation: { engine: 'apertium', url: relay.url } });
    ana = await member('Ana', 'es');
    ben = await member('Ben', 'en');
    cleo = await member('Cleo', 'de');
    await creditCoins(stack.upstream, ana.upstreamId, 10, 'ana-coins');
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await stack?.stop();
    await relay?.close();
  });

  it('asks the engine once per message and language: the send, the live delivery and three history reloads of both members read the one translation', async () => {
    const client = ben.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const window = subscribe(client, WINDOW, { variables: { id: await conversationWith(ben, ana) } });
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 100));
    relay.translations.length = 0;

    const sent = await send(ana, ben, 'Me gusta mucho la playa en verano');
    expect(sent.__typename).toBe('MessageSendPayload');
    expect(sent.sentMessage).toMatchObject({
      language: 'es',
      translation: { origin: 'SENT', sourceLanguage: 'es', targetLanguage: 'en', engine: 'apertium/3', failure: null },
    });
    const translated = sent.sentMessage.translation.text;
    expect(translated).toMatch(/beach/i);

    const live = (await window.next()).data!.conversationEvents;
    expect(live).toMatchObject({
      __typename: 'MessageAddedEvent',
      message: { id: sent.sentMessage.id, translation: { text: translated } },
    });
    for (let reload = 0; reload < 3; reload++) {
      for (const [who, other] of [
        [ben, ana],
        [ana, ben],
      ] as const) {
        const history = (await who.session.request(HISTORY, { id: await conversationWith(who, other) })).data.node
          .messages.edges;
        expect(history.at(-1).node.translation.text).toBe(translated);
      }
    }
    expect(relay.translations).toEqual([{ langpair: 'spa|eng', q: 'Me gusta mucho la playa en verano' }]);
  });

  it('never refuses a hello for want of translation: with nothing to pay with it goes as written; coins that would pay are asked for, typed, and spent only with payWithCoins', async () => {
    const poor = await member('Pablo', 'es');
    const free = `{ viewer { goldCoins freeTranslation { charactersPerDay charactersLeft renewsAt } } }`;
    expect((await poor.session.request(free)).data.viewer.freeTranslation).toMatchObject({
      charactersPerDay: 2000,
      charactersLeft: 2000,
    });
    const hola = await send(poor, ben, 'Hola, ¿cómo estás?');
    expect(hola).toMatchObject({
      __typename: 'MessageSendPayload',
      sentMessage: { translation: { origin: 'SENT', failure: null } },
    });
    expect((await poor.session.request(free)).data.viewer.freeTranslation.charactersLeft).toBe(
      2000 - [...'Hola, ¿cómo estás?'].length,
    );

    await useFreeCharacters(stack.upstream, poor.upstreamId);
    const asWritten = await send(poor, ben, 'Me gusta el mar');
    expect(asWritten).toMatchObject({
      __typename: 'MessageSendPayload',
      sentMessage: { language: 'es', translation: { origin: 'SENT', failure: 'INSUFFICIENT_BALANCE', text: null } },
    });
    await creditCoins(stack.upstream, poor.upstreamId, 3, 'pablo-coins');
    const asked = await send(poor, ben, 'Me gusta el mar');
    expect(asked).toMatchObject({ __typename: 'InsufficientTranslationBalanceError', characters: 15, coins: 1 });
    expect(asked.message).toMatch(/you have 0 left .* Gold coins can pay the rest/);
    const paid = await send(poor, ben, 'Me gusta el mar', { payWithCoins: true });
    expect(paid).toMatchObject({
      __typename: 'MessageSendPayload',
      sentMessage: { translation: { origin: 'SENT', failure: null } },
    });
    expect((await poor.session.request(free)).data.viewer.goldCoins).toBe(2);
    const written = await send(poor, ben, 'Hola otra vez', { translate: false });
    expect(written).toMatchObject({
      __typename: 'MessageSendPayload',
      sentMessage: { language: 'es', translation: null },
    });
  });

  it('tells the member’s other tabs live when a translation spends only free characters', async () => {
    const events = ana.session.wsClient();
    sockets.push(events);
    const connected = nextConnected(events);
    const viewerEvents = subscribe(
      events,
      `subscription { viewerEvents { __typename ... on WalletChangedEvent { viewer { freeTranslation { charactersLeft } } } } }`,
    );
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = (await ana.session.request(`{ viewer { freeTranslation { charactersLeft } } }`)).data.viewer
      .freeTranslation.charactersLeft;
    await send(ana, ben, 'Nos vemos el sábado');
    let event: { __typename: string; viewer: { freeTranslation: { charactersLeft: number } } };
    do event = (await viewerEvents.next()).data!.viewerEvents;
    while (event.__typename !== 'WalletChangedEvent');
    expect(event.viewer.freeTranslation.charactersLeft).toBe(before - [...'Nos vemos el sábado'].length);
  });

  it('translates a received message on the reader’s asking, in their other tab too; corrects the source; answers typed errors', async () => {
    const benTab = ben.session.wsClient();
    sockets.push(benTab);
    const connected = nextConnected(benTab);
    const window = subscribe(benTab, WINDOW, { variables: { id: await conversationWith(ben, cleo) } });
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 100));

    const wie = await send(cleo, ben, 'Wie geht es dir heute?');
    expect(wie.sentMessage.translation).toMatchObject({ failure: 'UNAVAILABLE', text: null });
    expect((await window.next()).data!.conversationEvents.__typename).toBe('MessageAddedEvent');
    const unavailable = await ben.session.request(TRANSLATE, { input: { messageId: wie.sentMessage.id } });
    expect(unavailable.data.messageTranslate).toMatchObject({
      __typename: 'TranslationUnavailableError',
      retryable: false,
      message: 'Translation from German into English is not available.',
    });
    expect(
      (await ben.session.request(TRANSLATE, { input: { messageId: wie.sentMessage.id, targetLanguage: 'de' } })).data
        .messageTranslate,
    ).toMatchObject({ __typename: 'ValidationError', field: 'source' });

    // Without characters or coins: the prompt's typed error. With coins: asked first, then translated.
    await ben.session.request(SETTINGS, {
      input: { conversationId: await conversationWith(ben, ana), autoTranslateIncoming: false },
    });
    await useFreeCharacters(stack.upstream, ben.upstreamId);
    const hola = await send(ana, ben, 'Buenas noches, hasta mañana', { translate: false });
    expect(hola.sentMessage.translation).toBeNull();
    const broke = await ben.session.request(TRANSLATE, { input: { messageId: hola.sentMessage.id } });
    expect(broke.data.messageTranslate).toMatchObject({
      __typename: 'InsufficientTranslationBalanceError',
      characters: 27,
      coins: null,
    });
    await creditCoins(stack.upstream, ben.upstreamId, 1, 'ben-coin');
    const ask = (await ben.session.request(TRANSLATE, { input: { messageId: hola.sentMessage.id } })).data
      .messageTranslate;
    expect(ask).toMatchObject({ __typename: 'InsufficientTranslationBalanceError', characters: 27, coins: 1 });
    const paid = (
      await ben.session.request(TRANSLATE, { input: { messageId: hola.sentMessage.id, payWithCoins: true } })
    ).data.messageTranslate;
    expect(paid).toMatchObject({
      __typename: 'MessageTranslatePayload',
      translatedMessage: { translation: { origin: 'ASKED', sourceLanguage: 'es', targetLanguage: 'en' } },
      viewer: { goldCoins: 0 },
    });
    // (Cleo's conversation window does not hear of Ana's message; Ben's other tab on Ana would.)
    const corrected = (
      await ben.session.request(TRANSLATE, { input: { messageId: hola.sentMessage.id, sourceLanguage: 'ca' } })
    ).data.messageTranslate;
    expect(corrected).toMatchObject({
      __typename: 'MessageTranslatePayload',
      translatedMessage: { translation: { sourceLanguage: 'ca' } },
    });
    expect(
      (await cleo.session.request(TRANSLATE, { input: { messageId: hola.sentMessage.id } })).data.messageTranslate
        .__typename,
    ).toBe('MessageNotFoundError');
  });

  it('streams a translation asked for in one tab to the conversation’s other tabs', async () => {
    await creditCoins(stack.upstream, ben.upstreamId, 5, 'ben-coins-2');
    const hola = await send(ana, ben, 'El concierto empieza a las ocho', { translate: false });
    const otherTab = ben.session.wsClient();
    sockets.push(otherTab);
    const connected = nextConnected(otherTab);
    const window = subscribe(otherTab, WINDOW, { variables: { id: await conversationWith(ben, ana) } });
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await ben.session.request(TRANSLATE, { input: { messageId: hola.sentMessage.id, payWithCoins: true } });
    const event = (await window.next()).data!.conversationEvents;
    expect(event).toMatchObject({
      __typename: 'MessageTranslatedEvent',
      message: { id: hola.sentMessage.id, translation: { origin: 'ASKED', targetLanguage: 'en' } },
    });
    expect(event.message.translation.text).toMatch(/concert/i);
  });

  it('keeps each conversation’s settings, and lists the languages with what the engine serves', async () => {
    const anaSide = await conversationWith(ana, ben);
    const settings = (input: Record<string, unknown>) =>
      ana.session.request(SETTINGS, { input: { conversationId: anaSide, ...input } });
    // Reading the peer's messages automatically is on until turned off.
    expect((await settings({ outgoing: 'OFF' })).data.conversationTranslationUpdate.conversation.translation).toEqual({
      outgoing: 'OFF',
      outgoingLanguage: null,
      autoTranslateIncoming: true,
    });
    expect(
      (await settings({ outgoing: 'LANGUAGE', outgoingLanguage: 'fr', autoTranslateIncoming: false })).data
        .conversationTranslationUpdate.conversation.translation,
    ).toEqual({
      outgoing: 'LANGUAGE',
      outgoingLanguage: 'fr',
      autoTranslateIncoming: false,
    });
    expect((await settings({ outgoing: 'LANGUAGE' })).data.conversationTranslationUpdate).toEqual({
      __typename: 'ValidationError',
      field: 'outgoingLanguage',
    });
    expect(
      (await settings({ outgoing: 'PEER_LANGUAGE' })).data.conversationTranslationUpdate.conversation.translation,
    ).toMatchObject({ outgoing: 'PEER_LANGUAGE', outgoingLanguage: 'en' });

    await stack.upstream.database.db.update(users).set({ language: 'en' }).where(eq(users.id, ben.upstreamId));
    const { viewer } = (
      await ben.session.request(`{ viewer { translationEngine translationLanguages { code name fromMine toMine } } }`)
    ).data;
    expect(viewer.translationEngine).toBe('apertium/3');
    expect(viewer.translationLanguages.find((language: { code: string }) => language.code === 'es')).toEqual({
      code: 'es',
      name: 'Spanish',
      fromMine: true,
      toMine: true,
    });
    expect(viewer.translationLanguages.find((language: { code: string }) => language.code === 'ja')).toMatchObject({
      fromMine: false,
      toMine: false,
    });
  });
});
