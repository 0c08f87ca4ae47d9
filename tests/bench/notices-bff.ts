import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { signatureFor } from '../../bff/webhooks';
import { buildUpstream } from '../../upstream/server';
import { GraphQLSession } from '../support/graphql-session';
import { testPhoto } from '../support/moments';
import { createTestDatabase } from '../support/postgres';
import { TEST_WEBHOOK_SECRET } from '../support/stack';
import { membersWithSessions } from './moments-bff';
import { startTierProcesses } from './tier-processes';
import { quantile } from './timing';

/**
 * A like to the author's badge (issue 23), the tiers as `npm start` runs them on PostgreSQL,
 * with 1,000 idle members subscribed to viewerEvents beside the author (all sockets held by a
 * child process): end to end, from a liker's momentLike to the NoticeChangedEvent on the
 * author's socket (goal p99 ≤ 1 s); and in the BFF, from a signed `notice.changed` webhook
 * posted to it to the event on the socket (goal p99 ≤ 50 ms). Printed, never asserted.
 */
const IDLE = Number(process.env.NOTICES_BENCH_IDLE ?? 1_000);
/** Timed likes and webhooks each (fewer for a quick check that the bench runs). */
const LIKES = Number(process.env.NOTICES_BENCH_SAMPLES ?? 200);
const WEBHOOKS = LIKES;
/** One like or webhook at a time, so each is timed alone. */
const PACE_MS = 100;
/** Counts the direct webhooks carry, far above any the likes reach, so each event is told apart. */
const WEBHOOK_COUNT_BASE = 1_000_000;

/**
 * The child that holds the sockets (the author's first): each says hello and subscribes to
 * viewerEvents as the shell does (the badge and the list's row); it writes "ready", then on
 * stdin's end the wall-clock time the author's socket heard each count.
 */
const SOCKET_HOLDER = `
const WebSocket = require(${JSON.stringify(require.resolve('ws'))});
(async () => {
  const heard = [];
  const sockets = [];
  const query = 'subscription { viewerEvents { __typename ... on NoticeChangedEvent { notice { id kind count unread latestAt actors { id nickname } } viewer { unreadNoticeCount unreadAnnouncementCount } } } }';
  const cookies = process.env.COOKIES.split('\\n');
  for (let index = 0; index < cookies.length; index++) {
    const socket = new WebSocket(process.env.URL, 'graphql-transport-ws', { headers: { cookie: cookies[index] } });
    await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await new Promise((resolve) => socket.once('message', resolve));
    if (index === 0)
      socket.on('message', (data) => {
        const at = Date.now();
        const message = JSON.parse(String(data));
        const event = message.type === 'next' && message.payload.data && message.payload.data.viewerEvents;
        if (event && event.__typename === 'NoticeChangedEvent' && event.notice) heard.push([event.notice.count, at]);
      });
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
    sockets.push(socket);
  }
  process.stdout.write('ready\\n');
  process.stdin.resume();
  process.stdin.on('end', () => {
    for (const socket of sockets) socket.terminate();
    // Exit once the line is out: exiting at once cuts a pipe's write at 64 KB.
    process.stdout.write(JSON.stringify(heard) + '\\n', () => process.exit(0));
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

/** The author's moment, published through the graph with one photo: its global ID. */
async function publish(bffUrl: string, author: GraphQLSession) {
  const grant = (await author.request(`mutation { momentPhotoUploadGrant { uploadUrl } }`)).data.momentPhotoUploadGrant
    .uploadUrl as string;
  const upload = await fetch(`${bffUrl}${grant}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(await testPhoto()),
  }).then((response) => response.json() as Promise<{ data: { key: string } }>);
  const answer = await author.request(
    `mutation($input: MomentPublishInput!) { momentPublish(input: $input) { __typename
      ... on MomentPublishPayload { momentEdge { node { id } } } } }`,
    { input: { text: 'Liked a lot', uploadKeys: [upload.data.key] } },
  );
  if (answer.data?.momentPublish?.__typename !== 'MomentPublishPayload')
    throw new Error(`publish failed: ${JSON.stringify(answer)}`);
  return answer.data.momentPublish.momentEdge.node.id as string;
}

export async function benchNoticesThroughBff() {
  console.log(
    `\nnotices through the BFF: a like to the author's badge with ${IDLE.toLocaleString('en')} idle members subscribed (two processes, PostgreSQL)`,
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
  let child: ReturnType<typeof spawn> | undefined;
  try {
    await setup.start();
    const [authorCookie] = await membersWithSessions(setup, 'author', 1);
    const idle = await membersWithSessions(setup, 'idle', IDLE);
    const likers = await membersWithSessions(setup, 'liker', LIKES);
    await setup.stop();
    tiers = await startTierProcesses(database.url);
    const { bffUrl } = tiers;

    const author = Object.assign(new GraphQLSession(bffUrl), { cookie: authorCookie });
    const authorId = (await author.request(`{ viewer { user { id } } }`)).data.viewer.user.id as string;
    const authorUpstreamId = Number(decodeGlobalID(authorId).id);
    const momentId = await publish(bffUrl, author);

    child = spawn(process.execPath, ['-e', SOCKET_HOLDER], {
      env: {
        ...process.env,
        URL: `${bffUrl.replace('http', 'ws')}/graphql`,
        COOKIES: [authorCookie, ...idle].join('\n'),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const line = linesOf(child.stdout!);
    if (!(await line((text) => text === 'ready', 300_000))) throw new Error('the sockets did not open');

    // End to end: each like from another member joins the one group, its count one higher.
    const likedAt = new Map<number, number>();
    let failures = 0;
    for (let n = 0; n < LIKES; n++) {
      const liker = Object.assign(new GraphQLSession(bffUrl), { cookie: likers[n] });
      const sentAt = Date.now();
      const answer = await liker.request(`mutation($id: ID!) { momentLike(input: { momentId: $id }) { __typename } }`, {
        id: momentId,
      });
      if (answer.data?.momentLike?.__typename !== 'MomentLikePayload') failures++;
      else likedAt.set(n + 1, sentAt);
      await sleep(PACE_MS);
    }

    // In the BFF: upstream's event as it arrives, posted straight to the receiver.
    const postedAt = new Map<number, number>();
    const now = new Date().toISOString();
    for (let n = 0; n < WEBHOOKS; n++) {
      const count = WEBHOOK_COUNT_BASE + n;
      const notice = {
        id: 1,
        kind: 'like',
        targetType: 'moment',
        targetId: 1,
        momentId: 1,
        count,
        actors: [],
        firstAt: now,
        latestAt: now,
        seq: count,
        unread: true,
      };
      const body = JSON.stringify({
        id: crypto.randomUUID(),
        type: 'notice.changed',
        occurredAt: new Date().toISOString(),
        data: { memberId: authorUpstreamId, notice, counts: { notices: 1, announcements: 0 } },
      });
      const sentAt = Date.now();
      const response = await fetch(`${bffUrl}/webhooks/upstream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-across-signature': signatureFor(body, TEST_WEBHOOK_SECRET) },
        body,
      });
      await response.text();
      if (response.status === 200) postedAt.set(count, sentAt);
      else failures++;
      await sleep(PACE_MS);
    }
    await sleep(2_000);
    // Listened for before the child is told to finish: it exits right after its line.
    const exited = once(child, 'exit');
    child.stdin!.end();
    const heard = JSON.parse((await line((text) => text.startsWith('[')))!) as Array<[count: number, at: number]>;
    await exited;
    child = undefined;

    const endToEnd: number[] = [];
    const inBff: number[] = [];
    for (const [count, at] of heard) {
      const liked = likedAt.get(count);
      const posted = postedAt.get(count);
      if (liked !== undefined) endToEnd.push(at - liked);
      if (posted !== undefined) inBff.push(at - posted);
    }
    const lost = likedAt.size + postedAt.size - endToEnd.length - inBff.length;
    const at = (samples: number[], q: number) => quantile(samples, q).toFixed(1);
    console.log(
      `like → NoticeChangedEvent on the author's socket, n=${endToEnd.length}: p50 ${at(endToEnd, 0.5)} ms  p99 ${at(endToEnd, 0.99)} ms  max ${at(endToEnd, 1)} ms  (goal ≤ 1 s)`,
    );
    console.log(
      `in the BFF (webhook posted → socket), n=${inBff.length}: p50 ${at(inBff, 0.5)} ms  p99 ${at(inBff, 0.99)} ms  max ${at(inBff, 1)} ms  (goal ≤ 50 ms)  lost ${lost}${failures ? `  failed ${failures}` : ''}`,
    );
  } finally {
    child?.kill();
    await tiers?.stop();
    await database.drop();
  }
}

// `npx tsx tests/bench/notices-bff.ts`: this measure alone.
if (require.main === module)
  benchNoticesThroughBff().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
