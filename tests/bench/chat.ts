import { createHash, randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../bff/constants';
import { CHAT_SEND_LIMIT } from '../../upstream/constants';
import { sessions, users } from '../../upstream/db/schema';
import { buildUpstream, type Upstream } from '../../upstream/server';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { checkpoint, createTestDatabase, walFlushes } from '../support/postgres';
import { TEST_WEBHOOK_SECRET } from '../support/stack';
import {
  type ServerUsage,
  serverMemoryPerSocket,
  startPlainWebSocketServer,
  startTierProcesses,
} from './tier-processes';
import { quantile, time } from './timing';

/**
 * Chat under load (issue 10): send → receive latency through the real tiers (upstream, its
 * outbox webhook, the BFF's bus, graphql-ws) while 1,000 and then 2,000 other members hold an
 * idle subscription each, with 20 pairs talking at once; what was lost or arrived twice; the
 * server memory an idle subscription holds against a plain `ws` socket; the conversation list.
 * The tiers run as `npm start` runs them, one process each, on PostgreSQL (a fresh database).
 */
const PAIRS = 20;
/**
 * 60 each: 1,200 messages a figure, so that its p99 is the 12th worst sample rather than the
 * 4th of 400, which one pause of the machine moved by tens of milliseconds. A member may send
 * CHAT_SEND_LIMIT.max (20) messages in its window (10 s): each pair sends in bursts of that
 * many, 10 s at 40 messages a second for all pairs, and waits for the window to end between.
 */
const MESSAGES_PER_PAIR = 60;
/** Past the window's end, for the sender's first send of the window to have reached the database. */
const WINDOW_MARGIN_MS = 2_000;
const BURSTS = MESSAGES_PER_PAIR / CHAT_SEND_LIMIT.max;
const RECEIVE_TIMEOUT_MS = 10_000;
/** Each pair sends a message this often: 20 pairs, 40 messages a second, far busier than people typing. */
const PACE_MS = 500;

interface BenchMember {
  id: number;
  cookie: string;
}

/** Members with live sessions, written straight to the database: no argon2 per member (the password hash is shared). */
async function makeMembers(
  upstream: Upstream,
  prefix: string,
  count: number,
  passwordHash: string,
): Promise<BenchMember[]> {
  const { db } = upstream.database;
  const made: BenchMember[] = [];
  for (let start = 0; start < count; start += 100) {
    await db.transaction(async (tx) => {
      for (let n = start; n < Math.min(count, start + 100); n++) {
        const user = await upstream.accounts.insertMember(tx, {
          email: `${prefix}${n}@example.test`,
          password: '',
          passwordHash,
          nickname: `${prefix} ${n}`,
          language: 'en',
        });
        const token = randomBytes(32).toString('base64url');
        await tx.insert(sessions).values({
          id: randomBytes(12).toString('base64url'),
          userId: user.id,
          tokenHash: createHash('sha256').update(token).digest('hex'),
          platform: 'Web',
          expiresAt: new Date(Date.now() + 86_400_000),
        });
        made.push({ id: user.id, cookie: `${SESSION_COOKIE}=${token}` });
      }
    });
  }
  return made;
}

/** The CPU and statements between two readings; the event loop's figures are the later reading's own. */
const minus = (after: ServerUsage, before: ServerUsage): ServerUsage => ({
  ...after,
  cpuMs: after.cpuMs - before.cpuMs,
  statements: after.statements - before.statements,
});

function sessionOf(bffUrl: string, member: BenchMember) {
  const session = new GraphQLSession(bffUrl);
  session.cookie = member.cookie;
  return session;
}

const conversationWith = async (session: GraphQLSession, peerId: number) =>
  (
    await session.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, {
      u: Buffer.from(`User:${peerId}`).toString('base64'),
    })
  ).data.viewer.conversationWith.id as string;

/** 20 pairs, each sending MESSAGES_PER_PAIR messages one after another; every receiver listens on its viewerEvents. */
async function talk(
  bffUrl: string,
  pairs: Array<[BenchMember, BenchMember]>,
  round: string,
  messagesPerPair = MESSAGES_PER_PAIR,
) {
  const latencies: number[] = [];
  /** How long each sender waited for messageSend's answer: the part of the latency before delivery. */
  const answered: number[] = [];
  const sentAt = new Map<string, number>();
  const received = new Map<string, number>();
  const clients = [];
  let closing = false;
  // The client's own event loop: a send answered late may be one read late.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  for (const [, receiver] of pairs) {
    const client = sessionOf(bffUrl, receiver).wsClient();
    const connected = nextConnected(client);
    const events = subscribe(client, `subscription { viewerEvents { ... on MessageAddedEvent { message { text } } } }`);
    await connected;
    clients.push(client);
    void (async () => {
      for (;;) {
        const event = await events.next().catch((error) => {
          if (!closing) console.error(`a receiver's subscription failed: ${JSON.stringify(error)}`);
          return null;
        });
        const text = event?.data?.viewerEvents?.message?.text as string | undefined;
        if (!event) return;
        if (!text) continue;
        received.set(text, (received.get(text) ?? 0) + 1);
        const start = sentAt.get(text);
        if (start !== undefined && received.get(text) === 1) latencies.push(performance.now() - start);
      }
    })();
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  await Promise.all(
    pairs.map(async ([sender, receiver], pair) => {
      const session = sessionOf(bffUrl, sender);
      const conversationId = await conversationWith(session, receiver.id);
      // Pairs start spread over one pace, as people do, not all in the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, (pair * PACE_MS) / pairs.length));
      let burstStart = 0;
      for (let n = 0; n < messagesPerPair; n++) {
        if (n % CHAT_SEND_LIMIT.max === 0) {
          const windowLeft = burstStart + CHAT_SEND_LIMIT.windowMs + WINDOW_MARGIN_MS - performance.now();
          if (n > 0) await new Promise((resolve) => setTimeout(resolve, windowLeft));
          burstStart = performance.now();
        }
        const text = `bench ${round} ${pair}-${n}`;
        sentAt.set(text, performance.now());
        const result = await session.request(
          `mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename } }`,
          { input: { conversationId, clientId: `b${round}-${pair}-${n}`, text } },
        );
        answered.push(performance.now() - sentAt.get(text)!);
        if (result.data?.messageSend?.__typename !== 'MessageSendPayload')
          throw new Error(`send failed: ${JSON.stringify(result)}`);
        await new Promise((resolve) =>
          setTimeout(resolve, PACE_MS - ((performance.now() - sentAt.get(text)!) % PACE_MS)),
        );
      }
    }),
  );
  loop.disable();
  const heldMs = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - 10);
  const clientLoop = { loopP99Ms: heldMs(loop.percentile(99)), loopMaxMs: heldMs(loop.max) };
  const deadline = Date.now() + RECEIVE_TIMEOUT_MS;
  while (received.size < sentAt.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  closing = true;
  for (const client of clients) await client.dispose();
  const lost = [...sentAt.keys()].filter((text) => !received.has(text)).length;
  const duplicated = [...received.values()].filter((times) => times > 1).length;
  return { latencies, answered, lost, duplicated, sent: sentAt.size, loop: clientLoop };
}

export async function benchChat() {
  console.log(
    '\nchat: send → receive through upstream, its webhook, the bus and graphql-ws (two processes, PostgreSQL)',
  );
  const database = await createTestDatabase();
  // The members are written before the tiers start, by an upstream in this process that then stops.
  const setup = buildUpstream({
    databaseUrl: database.url,
    dataDir: 'memory://',
    port: 0,
    webhookUrl: 'http://127.0.0.1:9/unused',
    webhookSecret: TEST_WEBHOOK_SECRET,
    seedDemo: false,
    logger: false,
  });
  await setup.start();
  const first = await setup.accounts.createMember({
    email: 'chat-bench@example.test',
    password: 'benchmark password',
    nickname: 'Bench',
    language: 'en',
  });
  const [{ passwordHash }] = await setup.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, first.id));
  const talkers = await makeMembers(setup, 'talker', PAIRS * 2, passwordHash);
  const idle = await makeMembers(setup, 'idle', 2_000, passwordHash);
  const [reader] = await makeMembers(setup, 'reader', 1, passwordHash);
  await setup.stop();

  const plain = await startPlainWebSocketServer();
  const tiers = await startTierProcesses(database.url);
  try {
    const pairs = Array.from(
      { length: PAIRS },
      (_, i) => [talkers[2 * i], talkers[2 * i + 1]] as [BenchMember, BenchMember],
    );
    const wsUrl = `${tiers.bffUrl.replace('http', 'ws')}/graphql`;
    await talk(tiers.bffUrl, pairs, 'warm-up', 5); // the tiers' code compiled and their pools open
    for (const total of [1_000, 2_000]) {
      // The idle members' sockets are held by a child process for the whole run of `talk`.
      let result: Awaited<ReturnType<typeof talk>> | undefined;
      let cost: Record<'upstream' | 'bff', ServerUsage> | undefined;
      let flushes = 0;
      await serverMemoryPerSocket(wsUrl, tiers.bff, {
        cookies: idle.slice(0, total).map((member) => member.cookie),
        graphql: true,
        whileOpen: async () => {
          await checkpoint();
          const before = await Promise.all([tiers.upstream.usage(), tiers.bff.usage()]);
          const flushesBefore = await walFlushes();
          result = await talk(tiers.bffUrl, pairs, String(total));
          flushes = (await walFlushes()) - flushesBefore;
          const after = await Promise.all([tiers.upstream.usage(), tiers.bff.usage()]);
          cost = { upstream: minus(after[0], before[0]), bff: minus(after[1], before[1]) };
        },
      });
      const { latencies, answered, lost, duplicated, sent } = result!;
      const perSend = (value: number) => (value / sent).toFixed(1);
      const at = (samples: number[], q: number) => (samples.length ? quantile(samples, q).toFixed(1) : 'n/a');
      console.log(
        `${String(total).padStart(5)} idle subscribed, ${PAIRS} pairs: ${sent} messages (${BURSTS} bursts of ${(CHAT_SEND_LIMIT.max * PACE_MS) / 1000} s)  p50 ${at(latencies, 0.5)} ms  p95 ${at(latencies, 0.95)} ms  p99 ${at(latencies, 0.99)} ms (goal p99 ≤ 50)  lost ${lost}  duplicated ${duplicated} (goal 0, 0) | send answered p50 ${at(answered, 0.5)} ms p99 ${at(answered, 0.99)} ms`,
      );
      // What does not depend on how busy the machine is: the CPU each tier spends, the statements upstream sends and
      // the WAL flushes PostgreSQL waits for (a disk's fsync each: a send waits for its own, and shares the disk).
      console.log(
        `      per send: upstream ${perSend(cost!.upstream.cpuMs)} ms CPU, ${perSend(cost!.upstream.statements)} statements, ${perSend(flushes)} WAL flushes | BFF ${perSend(cost!.bff.cpuMs)} ms CPU`,
      );
      // Whether a tail came with a tier's event loop held (a collection, or no core free), or without.
      const held = ({ loopP99Ms, loopMaxMs }: Pick<ServerUsage, 'loopP99Ms' | 'loopMaxMs'>) =>
        `${loopP99Ms.toFixed(0)} / ${loopMaxMs.toFixed(0)} ms`;
      console.log(
        `      event loop held during the talk, p99 / max: upstream ${held(cost!.upstream)} | BFF ${held(cost!.bff)} | bench client ${held(result!.loop)}`,
      );
    }

    // Memory on a quiet server: 2,000 sockets each with the subscription a tab opens, against bare sockets.
    const cookies = idle.map((member) => member.cookie);
    const onPlain = await serverMemoryPerSocket(plain.url, plain, { cookies: cookies.map(() => ''), graphql: false });
    const onBff = await serverMemoryPerSocket(wsUrl, tiers.bff, { cookies, graphql: true });
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `idle subscription, 2,000 sockets: BFF heap ${kb(onBff.heap)} rss ${kb(onBff.rss)} | plain ws heap ${kb(onPlain.heap)} rss ${kb(onPlain.rss)} | ${(onBff.heap / onPlain.heap).toFixed(1)}× heap, ${(onBff.rss / onPlain.rss).toFixed(1)}× rss (goal ≤ 3)`,
    );

    // The conversation list: one member with 50 conversations reads a page of 49, their peers and last messages.
    for (const member of idle.slice(0, 50)) {
      const session = sessionOf(tiers.bffUrl, member);
      await session.request(`mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename } }`, {
        input: { conversationId: await conversationWith(session, reader.id), clientId: 'hello', text: 'hello' },
      });
    }
    const readerSession = sessionOf(tiers.bffUrl, reader);
    const list = `{ viewer { unreadMessageCount conversations(first: 49) { totalCount edges { node { id unreadCount remarkName isCustomerService lastMessageAt peer { nickname avatarUrl online } lastMessage { text kind } } } } } }`;
    await time(10, () => readerSession.request(list));
    const samples = await time(100, () => readerSession.request(list));
    console.log(
      `conversation list of 50 (page of 49): p50 ${quantile(samples, 0.5).toFixed(2)} ms  p95 ${quantile(samples, 0.95).toFixed(2)} ms`,
    );
  } finally {
    await tiers.stop();
    await plain.stop();
    await database.drop();
  }
}
