import { GraphQLSession } from '../support/graphql-session';
import { DEFAULT_ARGON2 } from '../../upstream/config';
import { LOOKUP_LIMITS } from '../../upstream/constants';
import { registerMember, startStack } from '../support/stack';
import { benchBffCost } from './bff-cost';
import { benchChat } from './chat';
import { benchIdleMemory } from './idle-memory';
import { benchMatch } from './match';
import { benchMatchThroughBff } from './match-bff';
import { benchModeration } from './moderation';
import { benchMoments } from './moments';
import { benchMomentsThroughBff } from './moments-bff';
import { benchNoticesThroughBff } from './notices-bff';
import { quantile, time } from './timing';
import { benchTranslation } from './translation';
import { benchWebDownload } from './web-download';

/** `npm run bench`: latency of the walking skeleton's paths through the real tiers, printed. */
function summarise(name: string, samples: number[]) {
  const at = (q: number) => quantile(samples, q).toFixed(2);
  console.log(
    `${name.padEnd(34)} n=${String(samples.length).padStart(4)}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms`,
  );
}

async function main() {
  // Hundreds of searches a minute from one member: far past the anti-scraping limits, which are not what is measured.
  const unlimited = {
    ...LOOKUP_LIMITS,
    searchesPerMember: 1e6,
    searchesPerClient: 1e6,
    idsPerMember: 1e6,
    idsPerClient: 1e6,
  };
  const stack = await startStack({
    databaseUrl: process.env.DATABASE_URL,
    lookupLimits: unlimited,
    argon2: DEFAULT_ARGON2,
  });
  try {
    const member = { email: 'bench@example.test', password: 'benchmark password', nickname: 'Bench' };
    await registerMember(stack.upstreamUrl, member);
    const session = new GraphQLSession(stack.bffUrl);
    const login = `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { __typename } }`;
    const credentials = { email: member.email, password: member.password };
    summarise('sessionLogin (argon2id verify)', await time(20, () => session.request(login, { input: credentials })));
    summarise(
      'viewer query (BFF → upstream)',
      await time(500, () => session.request('{ viewer { id email user { nickname } } }')),
    );
    summarise(
      'anonymous viewer (BFF only)',
      await time(500, () => new GraphQLSession(stack.bffUrl).request('{ viewer { id } }')),
    );

    // A page of 20 followers, each with counts and relationship.
    const { data } = await session.request('{ viewer { user { id } } }');
    for (let n = 0; n < 20; n++) {
      const email = `fan${n}@example.test`;
      await stack.upstream.accounts.createMember({
        email,
        password: 'benchmark password',
        nickname: `Fan ${n}`,
        language: 'en',
      });
      const fan = new GraphQLSession(stack.bffUrl);
      await fan.request(login, { input: { email, password: 'benchmark password' } });
      await fan.request('mutation($id: ID!) { userFollow(input: { userId: $id }) { __typename } }', {
        id: data.viewer.user.id,
      });
    }
    const followers =
      '{ viewer { followers(first: 20) { totalCount edges { node { nickname followerCount followingCount viewerIsFollowing online } } } } }';
    summarise('followers page of 20', await time(200, () => session.request(followers)));
    summarise(
      'search by nickname',
      await time(200, () => session.request('{ userSearch(query: "Fan") { __typename } }')),
    );
    const meet = '{ membersToMeet(first: 20) { edges { node { nickname age regionCode online avatarUrl } } } }';
    summarise('members to meet, page of 20', await time(200, () => session.request(meet)));
    // The fans become friends (the bench member lets anyone add them).
    await session.request(
      'mutation { privacySettingsUpdate(input: { friendRequestsNeedApproval: false }) { __typename } }',
    );
    for (let n = 0; n < 20; n++) {
      const fan = new GraphQLSession(stack.bffUrl);
      await fan.request(login, { input: { email: `fan${n}@example.test`, password: 'benchmark password' } });
      await fan.request('mutation($id: ID!) { friendAdd(input: { userId: $id }) { __typename } }', {
        id: data.viewer.user.id,
      });
    }
    const friends =
      '{ viewer { friends(first: 40) { totalCount edges { firstLetter remarkName node { nickname avatarUrl online } } } } }';
    summarise('address book of 20 friends', await time(200, () => session.request(friends)));
  } finally {
    await stack.stop();
  }
}

main()
  .then(benchBffCost)
  .then(benchChat)
  .then(benchMoments)
  .then(benchMomentsThroughBff)
  .then(benchMatch)
  .then(benchMatchThroughBff)
  .then(benchNoticesThroughBff)
  .then(benchModeration)
  .then(benchTranslation)
  .then(benchWebDownload)
  .then(benchIdleMemory)
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
