import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { GraphQLSession } from '../support/graphql-session';
import { startStack, type Stack } from '../support/stack';

const MEET = `query($language: String, $regionCode: String, $ageMin: Int, $ageMax: Int, $onlineNow: Boolean, $first: Int, $after: String) {
  membersToMeet(language: $language, regionCode: $regionCode, ageMin: $ageMin, ageMax: $ageMax, onlineNow: $onlineNow, first: $first, after: $after) {
    edges { node { nickname language regionCode age online } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('the meet list through the BFF: filters passed to upstream, paged, refusals in words', () => {
  let stack: Stack;
  let viewer: GraphQLSession;

  beforeAll(async () => {
    stack = await startStack();
    const year = new Date().getUTCFullYear();
    const people: Array<[string, Partial<typeof users.$inferInsert>]> = [
      ['Viewer', {}],
      ['Lola', { language: 'es', region: 'ES', birthYear: year - 26, birthMonth: 1, birthDay: 1 }],
      ['Pepe', { language: 'es', region: 'MX', birthYear: year - 36, birthMonth: 1, birthDay: 1 }],
      ['Hana', { language: 'ja', region: 'JP', birthYear: year - 46, birthMonth: 1, birthDay: 1 }],
    ];
    for (const [nickname, profile] of people) {
      const user = await stack.upstream.accounts.createMember({
        email: `${nickname.toLowerCase()}@example.test`,
        password: 'long enough',
        nickname,
      });
      if (Object.keys(profile).length > 0)
        await stack.upstream.database.db.update(users).set(profile).where(eq(users.id, user.id));
    }
    viewer = await new GraphQLSession(stack.bffUrl, 'de').login('viewer@example.test', 'long enough');
  });
  afterAll(() => stack?.stop());

  const names = async (variables: Record<string, unknown>) =>
    (await viewer.request(MEET, variables)).data.membersToMeet.edges
      .map((edge: { node: { nickname: string } }) => edge.node.nickname)
      .sort();

  it('narrows by language, region, age and online now, and pages what is left', async () => {
    expect(await names({})).toEqual(['Hana', 'Lola', 'Pepe']);
    expect(await names({ language: 'es' })).toEqual(['Lola', 'Pepe']);
    expect(await names({ regionCode: 'JP' })).toEqual(['Hana']);
    expect(await names({ ageMin: 30, ageMax: 40 })).toEqual(['Pepe']);
    expect(await names({ onlineNow: true })).toEqual([]);
    const first = (await viewer.request(MEET, { language: 'es', first: 1 })).data.membersToMeet;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await viewer.request(MEET, { language: 'es', first: 1, after: first.pageInfo.endCursor })).data
      .membersToMeet;
    expect([first.edges[0].node.nickname, second.edges[0].node.nickname].sort()).toEqual(['Lola', 'Pepe']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a filter the product does not know with a GraphQL error in the member’s language', async () => {
    const refused = await viewer.request(MEET, { ageMin: 50, ageMax: 20 });
    expect(refused.data?.membersToMeet ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Wähle ein Alter von 18 bis 99, das jüngere zuerst.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await viewer.request(MEET, { language: 'klingon' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
