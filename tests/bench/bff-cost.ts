import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { LOOKUP_LIMITS } from '../../upstream/constants';
import { follows } from '../../upstream/db/schema';
import { CSRF_HEADERS, GraphQLSession } from '../support/graphql-session';
import { startStack } from '../support/stack';
import { quantile, time } from './timing';

/**
 * What the BFF costs (issue 9): the same read straight from upstream's REST and through the
 * graph, side by side (throughput ratio, p50 added). What an idle tab's socket holds on the
 * BFF is measured with the chat bench (tests/bench/chat.ts), beside a plain `ws` server.
 */
const SEQUENTIAL = 300;
const CONCURRENCY = 8;
const LOAD_REQUESTS = 1_600;

/** The median latency, after a warm-up. */
async function p50(run: () => Promise<unknown>) {
  await time(30, run);
  return quantile(await time(SEQUENTIAL, run), 0.5);
}

/** Requests per second with CONCURRENCY callers at once. */
async function throughput(run: () => Promise<unknown>) {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < LOAD_REQUESTS) await run();
    }),
  );
  return LOAD_REQUESTS / ((performance.now() - start) / 1000);
}

function compare(name: string, rest: { p50: number; rps: number }, bff: { p50: number; rps: number }) {
  console.log(
    `${name.padEnd(22)} REST ${rest.rps.toFixed(0).padStart(5)} req/s p50 ${rest.p50.toFixed(2)} ms | BFF ${bff.rps.toFixed(0).padStart(5)} req/s p50 ${bff.p50.toFixed(2)} ms | ratio ${(bff.rps / rest.rps).toFixed(2)}× (goal ≥ 0.6), +${(bff.p50 - rest.p50).toFixed(2)} ms p50 (goal ≤ 2)`,
  );
}

export async function benchBffCost() {
  const unlimited = {
    ...LOOKUP_LIMITS,
    searchesPerMember: 1e9,
    searchesPerClient: 1e9,
    idsPerMember: 1e9,
    idsPerClient: 1e9,
  };
  const stack = await startStack({ databaseUrl: process.env.DATABASE_URL, lookupLimits: unlimited });
  try {
    const password = 'benchmark password';
    // Two readers with the same followers: one reads straight from REST, one through the graph
    // (a login ends the member's other session, so one member cannot be both).
    const make = (name: string) =>
      stack.upstream.accounts.createMember({ email: `${name}@example.test`, password, nickname: name, language: 'en' });
    const [restReader, graphReader, profile] = [await make('rest'), await make('graph'), await make('profile')];
    for (let n = 0; n < 20; n++) {
      const fan = await make(`fan${n}`);
      await stack.upstream.database.db.insert(follows).values([
        { followerId: fan.id, followeeId: restReader.id },
        { followerId: fan.id, followeeId: graphReader.id },
      ]);
    }
    const { token: restToken } = await stack.upstream.accounts.login({
      email: 'rest@example.test',
      password,
      platform: 'Web',
      clientIp: '127.0.0.1',
    });
    const session = await new GraphQLSession(stack.bffUrl).login('graph@example.test', password);

    const agent = new Agent({ connections: CONCURRENCY * 2 });
    const rest = (path: string, authToken: string) => async () => {
      const response = await request(`${stack.upstreamUrl}/user-service${path}`, {
        dispatcher: agent,
        headers: { token: authToken, platform: 'Web', language: 'en' },
      });
      await response.body.text();
    };
    const graph =
      (query: string, variables: Record<string, unknown> = {}) =>
      async () => {
        const response = await request(`${stack.bffUrl}/graphql`, {
          dispatcher: agent,
          method: 'POST',
          headers: { 'content-type': 'application/json', ...CSRF_HEADERS, cookie: session.cookie!, language: 'en' },
          body: JSON.stringify({ query, variables }),
        });
        await response.body.text();
      };

    const userId = Buffer.from(`User:${profile.id}`).toString('base64');
    const reads: Array<[string, () => Promise<void>, () => Promise<void>]> = [
      [
        'profile read',
        rest(`/user/info?userId=${profile.id}`, restToken),
        graph(
          `query($id: ID!) { node(id: $id) { ... on User { nickname avatarUrl age regionCode followerCount followingCount online viewerIsFollowing isFriend } } }`,
          { id: userId },
        ),
      ],
      [
        'followers page of 20',
        rest('/user/fans-list?page=1&size=20', restToken),
        graph(
          `{ viewer { followers(first: 20) { totalCount edges { node { nickname avatarUrl followerCount viewerIsFollowing online } } } } }`,
        ),
      ],
    ];
    for (const [name, viaRest, viaGraph] of reads) {
      const restP50 = await p50(viaRest);
      const graphP50 = await p50(viaGraph);
      compare(
        name,
        { p50: restP50, rps: await throughput(viaRest) },
        { p50: graphP50, rps: await throughput(viaGraph) },
      );
    }
    await agent.close();
  } finally {
    await stack.stop();
  }
}
