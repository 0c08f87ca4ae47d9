import type { Client } from 'graphql-ws';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookOutbox } from '../../upstream/db/schema';
import { GraphQLSession, nextConnected, subscribe, type GraphQLResponse } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';

const PASSWORD = 'long enough password';
const TYPING = `mutation($id: ID!) { typingSet(input: { conversationId: $id, typing: true }) { __typename ... on TypingSetPayload { sent } } }`;

function overSocket(client: Client, query: string, variables: Record<string, unknown>): Promise<GraphQLResponse> {
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
const quiet = (ms: number) => new Promise<'nothing'>((resolve) => setTimeout(() => resolve('nothing'), ms));

/**
 * "Typing…" reaches a member only from someone they already have a conversation with: any
 * member one may message (everyone visible) could otherwise make it appear in their window,
 * over HTTP or the socket. Nothing is told, not even to the outbox.
 */
describe('typing signals stay within a conversation', () => {
  let stack: Stack;
  let ana: GraphQLSession;
  let eve: GraphQLSession;
  let anaSocket: Client;
  let eveSocket: Client;
  let anaId: string;
  let eveId: string;

  const idOf = async (session: GraphQLSession) =>
    (await session.request(`{ viewer { user { id } } }`)).data.viewer.user.id as string;
  const sideWith = async (session: GraphQLSession, userId: string) =>
    (await session.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, { u: userId })).data
      .viewer.conversationWith.id as string;
  const typingEvents = async () =>
    (await stack.upstream.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.type, 'chat.typing'))).length;

  beforeAll(async () => {
    stack = await startStack();
    const sessions: GraphQLSession[] = [];
    for (const name of ['ana', 'eve']) {
      await stack.upstream.accounts.createMember({
        email: `${name}@example.test`,
        password: PASSWORD,
        nickname: name,
        language: 'en',
      });
      sessions.push(await new GraphQLSession(stack.bffUrl).login(`${name}@example.test`, PASSWORD));
    }
    [ana, eve] = sessions;
    [anaId, eveId] = [await idOf(ana), await idOf(eve)];
    anaSocket = ana.wsClient();
    eveSocket = eve.wsClient();
  }, 60_000);
  afterAll(async () => {
    await anaSocket?.dispose();
    await eveSocket?.dispose();
    await stack?.stop();
  });

  it('a member with no conversation with Ana cannot make "typing…" appear for her, over HTTP or the socket; once they talk, it does', async () => {
    const connected = nextConnected(anaSocket);
    const anaSide = await sideWith(ana, eveId);
    const window = subscribe(
      anaSocket,
      `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename ... on TypingEvent { typing } } }`,
      { variables: { id: anaSide } },
    );
    const list = subscribe(anaSocket, `subscription { viewerEvents { __typename } }`);
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 100)); // both subscriptions registered

    // Eve may message Ana (she is visible), but they have not talked: nothing is told.
    const eveSide = await sideWith(eve, anaId);
    expect((await eve.request(TYPING, { id: eveSide })).data.typingSet).toEqual({
      __typename: 'TypingSetPayload',
      sent: false,
    });
    expect((await overSocket(eveSocket, TYPING, { id: eveSide })).data!.typingSet).toEqual({
      __typename: 'TypingSetPayload',
      sent: false,
    });
    expect(await Promise.race([list.next().then(() => 'event'), quiet(500)])).toBe('nothing');
    expect(await typingEvents()).toBe(0);

    // Once Eve wrote, her typing reaches Ana's open window. The window was listening all
    // along: the message is the first thing it heard.
    await eve.request(
      `mutation($id: ID!) { messageSend(input: { conversationId: $id, clientId: "e-1", text: "hello Ana" }) { __typename } }`,
      { id: eveSide },
    );
    expect((await window.next()).data!.conversationEvents).toEqual({ __typename: 'MessageAddedEvent' });
    expect((await overSocket(eveSocket, TYPING, { id: eveSide })).data!.typingSet).toEqual({
      __typename: 'TypingSetPayload',
      sent: true,
    });
    expect((await window.next()).data!.conversationEvents).toEqual({ __typename: 'TypingEvent', typing: true });
    expect(await typingEvents()).toBe(1);
  });
});
