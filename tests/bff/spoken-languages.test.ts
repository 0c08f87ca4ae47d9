import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { GraphQLSession } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';

const UPDATE = `mutation($input: ProfileUpdateInput!) {
  profileUpdate(input: $input) {
    __typename
    ... on ProfileUpdatePayload { viewer { user { language spokenLanguages } } }
    ... on ValidationError { field message }
  }
}`;

const MEMBER = `query($number: Int!) { userByNumber(number: $number) { nickname language spokenLanguages } }`;

const MEET = `query($language: String) { membersToMeet(language: $language, first: 10) { edges { node { nickname spokenLanguages } } } }`;

describe('the languages a member speaks through the BFF', () => {
  let stack: Stack;
  let ines: GraphQLSession;
  let otto: GraphQLSession;
  let inesNumber: number;

  beforeAll(async () => {
    stack = await startStack();
    for (const [nickname, language] of [
      ['Ines', 'en'],
      ['Otto', 'de'],
      ['Pia', 'it'],
    ]) {
      const user = await stack.upstream.accounts.createMember({
        email: `${nickname.toLowerCase()}@example.test`,
        password: 'long enough',
        nickname,
        language,
      });
      if (nickname === 'Ines') inesNumber = user.id + 100_000;
    }
    ines = await new GraphQLSession(stack.bffUrl, 'de').login('ines@example.test', 'long enough');
    otto = await new GraphQLSession(stack.bffUrl, 'en').login('otto@example.test', 'long enough');
  });
  afterAll(() => stack?.stop());

  it('saves them with the profile, without repeats or the common language, and shows them to other members and in the meet list', async () => {
    const saved = await ines.request(UPDATE, { input: { spokenLanguages: ['it', 'es', 'it', 'en'] } });
    expect(saved.data.profileUpdate).toEqual({
      __typename: 'ProfileUpdatePayload',
      viewer: { user: { language: 'en', spokenLanguages: ['it', 'es'] } },
    });
    expect((await otto.request(MEMBER, { number: inesNumber })).data.userByNumber).toEqual({
      nickname: 'Ines',
      language: 'en',
      spokenLanguages: ['it', 'es'],
    });
    const italian = (await otto.request(MEET, { language: 'it' })).data.membersToMeet.edges
      .map((edge: { node: { nickname: string } }) => edge.node.nickname)
      .sort();
    expect(italian).toEqual(['Ines', 'Pia']);
  });

  it('answers a language not on the list, or more than five, with a ValidationError in the member’s language, and changes nothing', async () => {
    const unknown = await ines.request(UPDATE, { input: { nickname: 'Changed', spokenLanguages: ['it', 'klingon'] } });
    expect(unknown.data.profileUpdate).toEqual({
      __typename: 'ValidationError',
      field: 'spokenLanguages',
      message: 'Bitte wähle die Sprachen, die du sprichst, aus der Liste.',
    });
    const many = await ines.request(UPDATE, { input: { spokenLanguages: ['it', 'es', 'fr', 'pt', 'nl', 'pl'] } });
    expect(many.data.profileUpdate).toEqual({
      __typename: 'ValidationError',
      field: 'spokenLanguages',
      message: 'Wähle höchstens 5 weitere Sprachen.',
    });
    const [row] = await stack.upstream.database.db
      .select({ nickname: users.nickname, spoken: users.spokenLanguages })
      .from(users)
      .where(eq(users.nickname, 'Ines'));
    expect(row).toEqual({ nickname: 'Ines', spoken: ['it', 'es'] });
  });
});
