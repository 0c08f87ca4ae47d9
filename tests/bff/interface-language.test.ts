import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { GraphQLSession, type GraphQLResponse } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';

const UPDATE = `mutation($input: InterfaceLanguageUpdateInput!) {
  interfaceLanguageUpdate(input: $input) { __typename ... on ValidationError { field message } }
}`;

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
 * The interface language a member uses Across in, through the BFF (docs/decisions.md "Free
 * translation and automatic translation"): a login records it, a switch tells it, and until
 * the member chooses a common language it is theirs for translation: Lucía's messages to Sam
 * go into it. Nothing is written into the member's chosen language.
 */
describe('the interface language through the BFF', () => {
  let stack: Stack;
  let sam: GraphQLSession;
  let lucia: GraphQLSession;
  let samId: number;

  const recorded = async () =>
    (
      await stack.upstream.database.db
        .select({ language: users.language, interfaceLanguage: users.interfaceLanguage })
        .from(users)
        .where(eq(users.id, samId))
    )[0];
  /** The same session, the interface in another language. */
  const switched = (language: string) =>
    Object.assign(new GraphQLSession(stack.bffUrl, language), { cookie: sam.cookie });

  beforeAll(async () => {
    stack = await startStack();
    samId = (
      await stack.upstream.accounts.createMember({
        email: 'sam@example.test',
        password: 'long enough',
        nickname: 'Sam',
      })
    ).id;
    await stack.upstream.accounts.createMember({
      email: 'lucia@example.test',
      password: 'long enough',
      nickname: 'Lucía',
      language: 'es',
    });
    sam = await new GraphQLSession(stack.bffUrl, 'en').login('sam@example.test', 'long enough');
    lucia = await new GraphQLSession(stack.bffUrl, 'es').login('lucia@example.test', 'long enough');
  });
  afterAll(() => stack?.stop());

  it('records the language of the login and of a switch, and translates into it until the member chooses one', async () => {
    expect(await recorded()).toEqual({ language: null, interfaceLanguage: 'en' });
    const samUser = (await sam.request(`{ viewer { user { id } } }`)).data.viewer.user.id;
    const outgoing = async () =>
      (
        await lucia.request(
          `query($u: ID!) { viewer { conversationWith(userId: $u) { translation { outgoing outgoingLanguage } } } }`,
          { u: samUser },
        )
      ).data.viewer.conversationWith.translation;
    expect(await outgoing()).toEqual({ outgoing: 'PEER_LANGUAGE', outgoingLanguage: 'en' });

    const german = switched('de');
    expect((await german.request(UPDATE, { input: { language: 'de' } })).data.interfaceLanguageUpdate).toEqual({
      __typename: 'InterfaceLanguageUpdatePayload',
    });
    expect(await recorded()).toEqual({ language: null, interfaceLanguage: 'de' });
    expect(await outgoing()).toEqual({ outgoing: 'PEER_LANGUAGE', outgoingLanguage: 'de' });
    // Over the socket as over HTTP.
    const socket = switched('ja').wsClient();
    expect((await overSocket(socket, UPDATE, { input: { language: 'ja' } })).data!.interfaceLanguageUpdate).toEqual({
      __typename: 'InterfaceLanguageUpdatePayload',
    });
    await socket.dispose();
    expect(await recorded()).toEqual({ language: null, interfaceLanguage: 'ja' });
  });

  it('refuses a language Across is not shown in, in the member’s language, and a visitor, changing nothing', async () => {
    const before = await recorded();
    const refused = await switched('de').request(UPDATE, { input: { language: 'fr' } });
    expect(refused.data.interfaceLanguageUpdate).toEqual({
      __typename: 'ValidationError',
      field: 'language',
      message: 'Bitte wähle eine der Sprachen, in denen Across angezeigt wird.',
    });
    const visitor = await new GraphQLSession(stack.bffUrl, 'en').request(UPDATE, { input: { language: 'es' } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await recorded()).toEqual(before);
  });
});
