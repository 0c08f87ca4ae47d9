import { performance } from 'node:perf_hooks';
import { GraphQLSession } from '../support/graphql-session';
import { registerMember, startStack } from '../support/stack';

/** `npm run bench`: latency of the walking skeleton's paths through the real tiers, printed. */
function summarise(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  console.log(`${name.padEnd(34)} n=${String(samples.length).padStart(4)}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms`);
}

async function time(times: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function main() {
  const stack = await startStack({ databaseUrl: process.env.DATABASE_URL });
  try {
    const member = { email: 'bench@example.test', password: 'benchmark password', nickname: 'Bench' };
    await registerMember(stack.upstreamUrl, member);
    const session = new GraphQLSession(stack.bffUrl);
    const login = `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { __typename } }`;
    summarise('sessionLogin (argon2id verify)', await time(20, () => session.request(login, { input: member })));
    summarise('viewer query (BFF → upstream)', await time(500, () => session.request('{ viewer { id nickname email } }')));
    summarise('anonymous viewer (BFF only)', await time(500, () => new GraphQLSession(stack.bffUrl).request('{ viewer { id } }')));
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
