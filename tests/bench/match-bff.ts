import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Client } from 'pg';
import { SESSION_COOKIE } from '../../bff/constants';
import { buildUpstream } from '../../upstream/server';
import { GraphQLSession } from '../support/graphql-session';
import { makeSvip, seedMatchMembers } from '../support/match';
import { createTestDatabase } from '../support/postgres';
import { TEST_WEBHOOK_SECRET } from '../support/stack';
import { startTierProcesses } from './tier-processes';
import { quantile } from './timing';

/**
 * The random match through the BFF (issue 22), the tiers as `npm start` runs them on
 * PostgreSQL: 1,000 members, each subscribed to viewerEvents (their sockets held by a child
 * process), cycle through the graph: a pause, matchStart, and if it is searching a short wait
 * and matchCancel (which answers the match when a partner came first). For each pair, from the
 * second member's matchStart to both MatchFoundEvents on their sockets (goal p95 ≤ 200 ms), and
 * double matches (goal 0): an attempt found twice, found and cancelled, or a pair whose rows do
 * not name each other. Printed, never asserted.
 */
const MEMBERS = 1_000;
/** How long the members cycle; the first seconds warm up (paths compiled, subscriptions registered). */
const LOAD_MS = Number(process.env.MATCH_BENCH_SECONDS ?? 60) * 1000;
const WARM_UP_MS = 5_000;
/** A member's pause before each start, and how long a search waits before it is cancelled. */
const PAUSE_MS: [number, number] = [10_000, 30_000];
// Short: at this rate of starts a search is soon found, so a cancel often races the pairing.
const SEARCH_WAIT_MS: [number, number] = [0, 200];
/** After the load, how long the last events may take before they are counted lost. */
const SETTLE_MS = 5_000;

const START = `mutation { matchStart(input: {}) { __typename
  ... on MatchStartPayload { attempt { id status partner { id } } } ... on Error { message } } }`;
const CANCEL = `mutation($id: ID!) { matchCancel(input: { attemptId: $id }) { __typename
  ... on MatchCancelPayload { attempt { id status partner { id } } } ... on Error { message } } }`;

/**
 * The child that holds the members' sockets, each subscribed to viewerEvents as the encounter
 * panel listens (the partner's card); it writes "ready", then on stdin's end, for each
 * MatchFoundEvent heard, [socket, attempt, partner, wall-clock time].
 */
const SOCKET_HOLDER = `
const WebSocket = require(${JSON.stringify(require.resolve('ws'))});
(async () => {
  const found = [];
  const sockets = [];
  const query = 'subscription { viewerEvents { __typename ... on MatchFoundEvent { attempt { id status secondsLeft partner { id nickname avatarUrl age regionCode } } } } }';
  const cookies = process.env.COOKIES.split('\\n');
  for (let index = 0; index < cookies.length; index++) {
    const socket = new WebSocket(process.env.URL, 'graphql-transport-ws', { headers: { cookie: cookies[index] } });
    await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await new Promise((resolve) => socket.once('message', resolve));
    socket.on('message', (data) => {
      const at = Date.now();
      const message = JSON.parse(String(data));
      const event = message.type === 'next' && message.payload.data && message.payload.data.viewerEvents;
      if (!event || event.__typename !== 'MatchFoundEvent') return;
      found.push([index, event.attempt.id, event.attempt.partner && event.attempt.partner.id, at]);
    });
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
    sockets.push(socket);
  }
  process.stdout.write('ready\\n');
  process.stdin.resume();
  process.stdin.on('end', () => {
    for (const socket of sockets) socket.terminate();
    // Exit once the line is out: exiting at once cuts a pipe's write at 64 KB.
    process.stdout.write(JSON.stringify(found) + '\\n', () => process.exit(0));
  });
})();
`;

/** The child's lines so far, and a wait for one that passes a test. */
function linesOf(stream: NodeJS.ReadableStream) {
  const lines: string[] = [];
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += String(chunk);
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    lines.push(...parts);
  });
  return async (test: (line: string) => boolean, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = lines.find(test);
      if (line !== undefined) return line;
      if (Date.now() > deadline) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

/** A MatchFoundEvent as a socket heard it (the partner's User ID). */
type Heard = [socket: number, attempt: string, partner: string, at: number];

/** A pair as the second member's matchStart answered it. */
interface Pair {
  second: number;
  attempt: string;
  partner: string;
  sentAt: number;
}

export async function benchMatchThroughBff() {
  console.log(
    `\nrandom match through the BFF: ${MEMBERS.toLocaleString('en')} members cycling matchStart and matchCancel, each subscribed to viewerEvents (two processes, PostgreSQL)`,
  );
  const database = await createTestDatabase();
  const setup = buildUpstream({
    databaseUrl: database.url,
    dataDir: 'memory://',
    port: 0,
    webhookUrl: 'http://127.0.0.1:9/unused',
    webhookSecret: TEST_WEBHOOK_SECRET,
    seedDemo: false,
    logger: false,
  });
  let tiers: Awaited<ReturnType<typeof startTierProcesses>> | undefined;
  try {
    await setup.start();
    const members = await seedMatchMembers(setup.database.db, 'matcher', MEMBERS);
    // SVIP: no daily limit, so every member cycles for the whole run.
    await makeSvip(setup.database.db, ...members.map((member) => member.id));
    await setup.stop();
    tiers = await startTierProcesses(database.url);
    const { bffUrl } = tiers;
    const cookies = members.map((member) => `${SESSION_COOKIE}=${member.token}`);
    const indexOf = new Map(members.map((member, index) => [encodeGlobalID('User', member.id), index]));

    const child = spawn(process.execPath, ['-e', SOCKET_HOLDER], {
      env: { ...process.env, URL: `${bffUrl.replace('http', 'ws')}/graphql`, COOKIES: cookies.join('\n') },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const line = linesOf(child.stdout!);
    if (!(await line((text) => text === 'ready', 300_000))) throw new Error('the sockets did not open');

    const sessions = cookies.map((cookie) => Object.assign(new GraphQLSession(bffUrl), { cookie }));
    const pairs: Pair[] = [];
    const cancelled = new Set<string>();
    /** Cancels a pairing got to first: they answered the match. */
    let cancelsTooLate = 0;
    /** How long each matchStart took to answer. */
    const answered: number[] = [];
    let failures = 0;
    // What does not depend on how busy the machine is: each tier's CPU and upstream's statements over the load.
    const usageBefore = await Promise.all([tiers.upstream.usage(), tiers.bff.usage()]);
    const loadStart = Date.now();
    const loadEnd = loadStart + LOAD_MS;
    const cycle = async (index: number) => {
      const session = sessions[index];
      // Spread the first starts over the pause, as members arrive.
      await sleep(Math.random() * PAUSE_MS[1]);
      while (Date.now() < loadEnd) {
        const sentAt = Date.now();
        const started = (await session.request(START)).data?.matchStart;
        answered.push(Date.now() - sentAt);
        if (started?.attempt?.status === 'MATCHED')
          pairs.push({ second: index, attempt: started.attempt.id, partner: started.attempt.partner.id, sentAt });
        else if (started?.attempt?.status === 'SEARCHING') {
          await sleep(between(SEARCH_WAIT_MS));
          const after = (await session.request(CANCEL, { id: started.attempt.id })).data?.matchCancel;
          if (after?.attempt?.status === 'CANCELLED') cancelled.add(after.attempt.id);
          else if (after?.attempt?.status === 'MATCHED') cancelsTooLate++;
          else failures++;
        } else failures++;
        await sleep(between(PAUSE_MS));
      }
    };
    await Promise.all(sessions.map((_, index) => cycle(index)));
    await sleep(SETTLE_MS);
    const usageAfter = await Promise.all([tiers.upstream.usage(), tiers.bff.usage()]);
    // Listened for before the child is told to finish: it exits right after its line.
    const exited = once(child, 'exit');
    child.stdin!.end();
    const heard = JSON.parse((await line((text) => text.startsWith('[')))!) as Heard[];
    await exited;

    // Each pair: both members' MatchFoundEvents, timed from the second member's start.
    const byAttempt = new Map<string, Heard[]>();
    const bySocket = new Map<number, Heard[]>();
    for (const event of heard) {
      byAttempt.set(event[1], [...(byAttempt.get(event[1]) ?? []), event]);
      bySocket.set(event[0], [...(bySocket.get(event[0]) ?? []), event]);
    }
    // Two starts at once may both answer the pair (each found the other): it is timed once, from the later.
    const unique = new Map<string, Pair>();
    for (const pair of pairs) {
      const key = [pair.second, indexOf.get(pair.partner)].sort().join('-');
      const other = unique.get(key);
      if (!other || other.sentAt < pair.sentAt) unique.set(key, pair);
    }
    const latencies: number[] = [];
    let lost = 0;
    for (const pair of unique.values()) {
      const first = indexOf.get(pair.partner)!;
      const secondGlobalId = encodeGlobalID('User', members[pair.second].id);
      const secondHeard = byAttempt.get(pair.attempt)?.[0];
      const firstHeard = bySocket
        .get(first)
        ?.find(([, , partner, at]) => partner === secondGlobalId && at >= pair.sentAt);
      if (pair.sentAt < loadStart + WARM_UP_MS) continue;
      if (secondHeard && firstHeard) latencies.push(Math.max(secondHeard[3], firstHeard[3]) - pair.sentAt);
      else lost++;
    }

    // Double matches: an attempt found twice or found and cancelled (the sockets), and pairs
    // whose rows do not name each other (the database).
    let doubles = 0;
    for (const [attempt, events] of byAttempt) {
      if (events.length > 1) doubles += events.length - 1;
      if (cancelled.has(attempt)) doubles++;
    }
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ mismatched: number }>(`select count(*)::int as mismatched
        from match_attempts a left join match_attempts b on b.id = a.partner_attempt_id
        where a.status = 'matched' and (b.id is null or b.status <> 'matched' or b.partner_attempt_id <> a.id
          or b.user_id <> a.partner_id or b.partner_id <> a.user_id)`);
      doubles += rows[0].mismatched;
    } finally {
      await client.end();
    }

    const at = (q: number, samples = latencies) => quantile(samples, q).toFixed(1);
    console.log(
      `${answered.length.toLocaleString('en')} starts in ${LOAD_MS / 1000} s, ${unique.size.toLocaleString('en')} pairs, ${cancelled.size.toLocaleString('en')} cancelled, ${cancelsTooLate.toLocaleString('en')} cancels answered the match a pairing made first${failures ? `, ${failures} failed` : ''}`,
    );
    console.log(`matchStart answered: p50 ${at(0.5, answered)} ms  p95 ${at(0.95, answered)} ms`);
    console.log(
      `from the second matchStart to both MatchFoundEvents on the sockets, n=${latencies.length}: p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms  (goal p95 ≤ 200 ms)  lost ${lost}  double matches ${doubles} (goal 0)`,
    );
    // Everything the load cost (starts that found nobody, cancels, deliveries, the passes) over the pairs it made.
    const [upstreamCpu, bffCpu] = [0, 1].map((tier) => usageAfter[tier].cpuMs - usageBefore[tier].cpuMs);
    const statements = usageAfter[0].statements - usageBefore[0].statements;
    const per = (value: number, count: number) => (count ? value / count : 0).toFixed(1);
    console.log(
      `      per found match: upstream ${per(upstreamCpu, unique.size)} ms CPU, ${per(statements, unique.size)} statements | BFF ${per(bffCpu, unique.size)} ms CPU  (per start: upstream ${per(upstreamCpu, answered.length)} ms, ${per(statements, answered.length)} statements)`,
    );
    console.log(
      `      event loop held, p99 / max: upstream ${usageAfter[0].loopP99Ms.toFixed(0)} / ${usageAfter[0].loopMaxMs.toFixed(0)} ms | BFF ${usageAfter[1].loopP99Ms.toFixed(0)} / ${usageAfter[1].loopMaxMs.toFixed(0)} ms`,
    );
  } finally {
    await tiers?.stop();
    await database.drop();
  }
}

// `npx tsx tests/bench/match-bff.ts`: this measure alone.
if (require.main === module)
  benchMatchThroughBff().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
