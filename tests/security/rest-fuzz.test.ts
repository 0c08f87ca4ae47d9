import sharp from 'sharp';
import { type Dispatcher, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '../../upstream/constants';
import { blocks, follows, friendRequests, friendships } from '../../upstream/db/schema';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, clientIpSignature } from '../../upstream/http/client-address';
import { messageCatalogues } from '../../upstream/i18n';
import { joinMember, memberRows, type TestMember } from '../support/members';
import { publishMoment } from '../support/moments';
import { RECEIVER_SECRET, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Issue 8: every route of the upstream (as registered, so a new route is covered without
 * being listed here), sent malformed values with a valid member token. No answer may be an
 * HTTP 5xx; each is the envelope with a message of the request's language and nothing of a
 * stack or SQL; no row of another member changes. PGlite only: it is about input, not the
 * database, and must stay fast.
 *
 * Each route first gets valid values for every known field, and the fields its handler
 * reads are recorded. Then every known field at once is set to each malformed value, and
 * each field the route reads on its own (the others valid, so every check of the route is
 * reached). A field a route never reads cannot reach its code; sending each of them to each
 * route anyway would take minutes.
 */

/** Every field name a route takes, with a value that passes its checks (so the next field is reached). */
const PRIVACY_FIELDS = [
  'friendRequestsNeedApproval',
  'likesPublic',
  'commentsPublic',
  'hiddenFromSearch',
  'onlineStatusHidden',
  'typingHidden',
  'hideLikeCounts',
];
const baselineFor = (others: {
  ana: TestMember;
  ben: TestMember;
  applyId: number;
  photoId: number;
  shareCode: string;
  dynamicId: number;
  commentId: number;
}): Record<string, unknown> => ({
  userId: others.ana.id,
  ids: `${others.ana.id},${others.ben.id}`,
  imAccounts: `u${others.ana.account}`,
  content: 'an',
  page: 1,
  size: 10,
  offset: 0,
  gender: 1,
  follow: true,
  visit: 1,
  message: 'hello',
  applyId: others.applyId,
  status: 1,
  friendUserId: others.ana.id,
  friendUserRemarkName: 'pal',
  shareCode: others.shareCode,
  key: `photos/${'0'.repeat(32)}.jpg`,
  id: others.photoId,
  connectionId: 'fuzz-connection-0001',
  email: 'newcomer@example.test',
  password: 'not the password',
  oldPassword: 'not the password either',
  code: '000000',
  purpose: 'register',
  nickname: 'Fuzzy',
  birthday: { year: 1990, month: 1, day: 1 },
  language: 'de',
  region: 'DE',
  height: 170,
  weight: 60,
  signature: 'hi',
  occupation: 'teacher',
  interest: 'music',
  ...Object.fromEntries(PRIVACY_FIELDS.map((field) => [field, false])),
  grant: 'not-a-grant',
  format: 'json',
  viewer: others.ana.id,
  photo: others.photoId,
  exp: 1,
  sig: 'not-a-signature',
  dynamicId: others.dynamicId,
  commentId: others.commentId,
  replyTo: others.commentId,
  scope: 'all',
  seed: 'fuzz-seed',
  type: 'normal',
  visibility: 'everyone',
  interactions: 'everyone',
  like: true,
  pinned: true,
  toLanguage: 'es',
  payWithCoins: false,
  userIds: [others.ana.id, others.ben.id],
});

/**
 * A long text: 100 KB in a body; in a query it must keep the URL under Node's 16 KB header limit (beyond, Node itself
 * answers 431).
 */
const LONG = Symbol('long text');
const MALFORMED: Array<[string, unknown]> = [
  ['a number', 42],
  ['an array', ['a', 1]],
  ['an object', { a: 1 }],
  ['a boolean', true],
  ['null', null],
  ['an empty string', ''],
  ['a long string', LONG],
  ['control characters', 'a\u0000b\u0007c\u001b'],
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['1e308', 1e308],
  ['-1', -1],
  ['digits beyond every integer', '99999999999999999999'],
];

type Where = 'query' | 'body';
const expand = (value: unknown, where: Where, fieldsInRequest: number) =>
  value === LONG ? 'x'.repeat(where === 'body' ? 100_000 : Math.floor(8_000 / fieldsInRequest)) : value;

/** Query values as a client could send them: arrays repeat the name, objects go as JSON. */
function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const text = (value: unknown) =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, text(item));
  }
  const string = search.toString();
  return string ? `?${string}` : '';
}

/** Each catalogue message as a pattern (placeholders match anything): a `msg` must be one of its language. */
const messagePatterns = Object.fromEntries(
  UI_LANGUAGES.map((language) => [
    language,
    Object.values(messageCatalogues[language]).map(
      (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*')}$`, 's'),
    ),
  ]),
) as Record<UiLanguage, RegExp[]>;
const LEAKS =
  /\bat .+:\d+:\d+|\bselect\b.+\bfrom\b|insert into|violates|syntax error|postgres|pglite|drizzle|TypeError|RangeError/i;
const FAILURE_DATA_KEYS = new Set(['reason', 'field', 'retryAfterSeconds']);
/** The development mailbox answers the mail itself (a list or a page), not the envelope. */
const NOT_ENVELOPE = new Set(['GET /user-service/dev/mailbox']);

// On PostgreSQL, production's database: thousands of requests one after the other, a third of the time PGlite takes.
describe('REST fuzz of every upstream route (postgres)', () => {
  let api: TestUpstream;
  let fuzzer: TestMember;
  let ana: TestMember;
  let ben: TestMember;
  let cleo: TestMember;
  /** Per route, the query and body fields its handler read when given the baseline. */
  const reads = new Map<string, Record<Where, Set<string>>>();
  let recording = false;

  /** Wraps query and body so that every field a handler reads is recorded for its route. */
  const recordReads = (upstream: TestUpstream['upstream']) =>
    upstream.app.addHook('preHandler', async (request) => {
      if (!recording) return;
      const route = `${request.method} ${request.routeOptions.url}`;
      const seen = reads.get(route) ?? { query: new Set<string>(), body: new Set<string>() };
      reads.set(route, seen);
      const watch = (value: unknown, where: Where) =>
        typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)
          ? new Proxy(value, {
              get: (target, name, receiver) => {
                if (typeof name === 'string') seen[where].add(name);
                return Reflect.get(target, name, receiver);
              },
            })
          : value;
      request.query = watch(request.query, 'query');
      request.body = watch(request.body, 'body');
    });

  beforeAll(async () => {
    api = await startTestUpstream('postgres', { beforeStart: recordReads });
    fuzzer = await joinMember(api, 'Fuzzer');
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    cleo = await joinMember(api, 'Cleo');
  });
  afterAll(() => api?.stop());

  let sent = 0;
  /**
   * One request as the fuzzer, from its own client address (so per-address limits stay out of the way), in the next UI
   * language.
   */
  const send = async (
    method: string,
    path: string,
    options: { query?: Record<string, unknown>; body?: string; contentType?: string } = {},
  ) => {
    sent += 1;
    const language = UI_LANGUAGES[sent % UI_LANGUAGES.length];
    const clientIp = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    const headers: Record<string, string> = {
      token: fuzzer.token,
      platform: 'Web',
      language,
      [CLIENT_IP_HEADER]: clientIp,
      [CLIENT_IP_SIGNATURE_HEADER]: clientIpSignature(clientIp, RECEIVER_SECRET),
    };
    if (options.contentType) headers['content-type'] = options.contentType;
    try {
      // A request that never answers is a finding too, not a hung test.
      const response = await request(`${api.url}${path}${queryString(options.query ?? {})}`, {
        method: method as Dispatcher.HttpMethod,
        headers,
        body: options.body,
        signal: AbortSignal.timeout(15_000),
      });
      return { status: response.statusCode, text: await response.body.text(), language };
    } catch (error) {
      return { status: 599, text: `no answer: ${(error as Error).message}`, language };
    }
  };

  /** What is wrong with one answer, if anything. */
  const problemsOf = (route: string, answer: { status: number; text: string; language: UiLanguage }): string[] => {
    if (answer.status >= 500) return [`HTTP ${answer.status}: ${answer.text.slice(0, 200)}`];
    if (NOT_ENVELOPE.has(route) && answer.status === 200) return [];
    let envelope: { code?: unknown; msg?: unknown; data?: unknown };
    try {
      envelope = JSON.parse(answer.text);
    } catch {
      return [`not JSON (HTTP ${answer.status}): ${answer.text.slice(0, 200)}`];
    }
    const problems: string[] = [];
    if (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string' || !('data' in envelope))
      problems.push(`not the envelope: ${answer.text.slice(0, 200)}`);
    else if (!messagePatterns[answer.language].some((pattern) => pattern.test(envelope.msg as string)))
      problems.push(`msg not in ${answer.language}: ${envelope.msg}`);
    if (envelope.code !== 200) {
      const data = envelope.data as Record<string, unknown> | null;
      if (
        typeof data !== 'object' ||
        data === null ||
        typeof data.reason !== 'string' ||
        Object.keys(data).some((key) => !FAILURE_DATA_KEYS.has(key))
      ) {
        problems.push(`failure data: ${JSON.stringify(envelope.data)?.slice(0, 200)}`);
      }
    }
    if (LEAKS.test(answer.text)) problems.push(`leaks internals: ${answer.text.slice(0, 200)}`);
    return problems;
  };

  it('answers every malformed value on every route with the envelope, never a 5xx, changing no other member', async () => {
    const { db } = api.upstream.database;
    // Others' rows of every kind: friends, follows, a block, a request to the fuzzer, an album photo.
    await db.insert(friendships).values([
      { userId: ana.id, friendId: ben.id },
      { userId: ben.id, friendId: ana.id },
    ]);
    await db.insert(follows).values([
      { followerId: ben.id, followeeId: ana.id },
      { followerId: cleo.id, followeeId: ana.id },
    ]);
    await db.insert(blocks).values({ blockerId: cleo.id, blockedId: ben.id });
    await db.insert(friendRequests).values({ fromId: cleo.id, toId: ana.id });
    const [{ applyId }] = await db
      .insert(friendRequests)
      .values({ fromId: ana.id, toId: fuzzer.id })
      .returning({ applyId: friendRequests.id });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const grant = (await api.call('POST', '/file/qiniu-token', { token: ana.token })).data.token as string;
    const uploaded = await (
      await fetch(`${api.url}/media/upload?grant=${encodeURIComponent(grant)}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(png),
      })
    ).json();
    const photoId = (await api.call('POST', '/album/upload', { token: ana.token, body: { key: uploaded.data.key } }))
      .data.id as number;
    const shareCode = api.upstream.shareCodes.create(ana.id).shareCode;
    const dynamicId = (await publishMoment(api, ana.token, { content: 'A moment to fuzz' })).data.id as number;
    const commentId = (
      await api.call('POST', '/dynamic/comment', { token: ben.token, body: { dynamicId, content: 'hi' } })
    ).data.id as number;
    const baseline = baselineFor({ ana, ben, applyId, photoId, shareCode, dynamicId, commentId });
    const fields = Object.keys(baseline);
    const othersBefore = await memberRows(api.upstream, { except: fuzzer.id });

    // Logout ends the fuzzer's session (one live session per member): it logs in again.
    const keepLoggedIn = async () => {
      if ((await api.call('GET', '/account/my-info', { token: fuzzer.token })).code !== 401) return;
      const login = await api.call('POST', '/account/login', {
        body: { email: fuzzer.email, password: fuzzer.password },
        clientIp: '10.255.255.254',
      });
      fuzzer.token = login.data.token;
    };

    const routes = [
      ...new Map(
        api.upstream.routes
          .filter((route) => route.method === 'GET' || route.method === 'POST')
          .map((route) => [`${route.method} ${route.url}`, route]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(40);
    const pathOf = (url: string) => url.replace(/:\w+/g, 'fuzz.jpg');

    // Which fields each route reads: the baseline, recorded.
    recording = true;
    for (const { method, url } of routes) {
      await send(
        method,
        pathOf(url),
        method === 'GET'
          ? { query: baseline }
          : { query: baseline, body: JSON.stringify(baseline), contentType: 'application/json' },
      );
      await keepLoggedIn();
    }
    recording = false;

    const failures: string[] = [];
    for (const { method, url } of routes) {
      const route = `${method} ${url}`;
      const path = pathOf(url);
      const check = (label: string, answer: Awaited<ReturnType<typeof send>>) => {
        for (const problem of problemsOf(route, answer)) failures.push(`${route} ${label}: ${problem}`);
      };
      const expanded = (values: Record<string, unknown>, where: Where) =>
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [name, expand(value, where, Object.keys(values).length)]),
        );
      const sendValues = (values: Record<string, unknown>, where: Where) =>
        where === 'query'
          ? send(method, path, { query: expanded(values, 'query') })
          : send(method, path, { body: JSON.stringify(expanded(values, 'body')), contentType: 'application/json' });

      const where: Where = method === 'GET' ? 'query' : 'body';
      for (const [name, value] of MALFORMED) {
        check(
          `every field ${name}`,
          await sendValues(Object.fromEntries(fields.map((field) => [field, value])), where),
        );
        for (const [source, names] of Object.entries(
          reads.get(route) ?? { query: new Set(), body: new Set() },
        ) as Array<[Where, Set<string>]>) {
          for (const field of names) {
            if (!(field in baseline)) continue;
            check(`${source} ${field} ${name}`, await sendValues({ ...baseline, [field]: value }, source));
          }
        }
      }
      if (method === 'POST') {
        check('non-JSON body', await send(method, path, { body: 'not json {', contentType: 'application/json' }));
        check('text body', await send(method, path, { body: 'plain text', contentType: 'text/plain' }));
        check('empty JSON body', await send(method, path, { body: '', contentType: 'application/json' }));
      }
      check('no input', await send(method, path));
      await keepLoggedIn();
      expect(
        await memberRows(api.upstream, { except: fuzzer.id }),
        `another member's rows changed by ${route}`,
      ).toEqual(othersBefore);
    }
    expect(failures.slice(0, 40)).toEqual([]);
    // Thousands of requests, growing with every route: well past the default 30 s.
  }, 240_000);
});
