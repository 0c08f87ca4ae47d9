import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerChatUser, ChatError, checkChatUsername } from '../../upstream/chat/users';
import { rateLimits, sessions, users } from '../../upstream/db/schema';
import { codeRequestsHandled, readLatestCode, registerThroughCode } from '../support/registration';
import { BACKENDS, RECEIVER_SECRET, startReceiver, startTestUpstream, type TestUpstream } from '../support/upstream';

describe.each(BACKENDS)('account routes on %s', (backend) => {
  let api: TestUpstream;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const anna = { email: 'Anna@Example.test', password: 'anna-password', nickname: '  Anna  ' };

  beforeAll(async () => {
    receiver = await startReceiver();
    api = await startTestUpstream(backend, { webhookUrl: receiver.url });
  });
  afterAll(async () => {
    await api?.stop();
    await receiver?.close();
  });

  const login = (email: string, password: string, language = 'en') =>
    api.call('POST', '/account/login', { body: { email, password }, language });

  it('registers a member with a mailed code, an account number and a chat account', async () => {
    const { token, userInfo: info } = await registerThroughCode(api.url, anna);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(info).toMatchObject({
      email: 'anna@example.test',
      nickname: 'Anna',
      avatar: null,
      language: null,
      vipLevel: 0,
      gender: null,
      region: null,
    });
    expect(info.account).toBe(info.id + 100000);
    expect(info.imAccount).toBe(`u${info.account}`);
    // Balances only in the member's own my-info (none yet).
    expect(info.userAccountVo).toBeUndefined();
    expect((await api.call('GET', '/account/my-info', { token })).data.userAccountVo).toEqual({
      goldCoin: 0,
      character: 0,
      vipCharacter: 0,
    });
    // the member, and the customer-service account made at start
    expect(await api.counts()).toMatchObject({ users: 2, chatUsers: 2 });
    const [row] = await api.upstream.database.db.select().from(users).where(eq(users.id, info.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('never sends a code for an address that has an account, so a second account cannot be made', async () => {
    await api.upstream.database.db.delete(rateLimits); // her own registration's request a moment ago would count
    const before = await api.counts();
    const sent = await api.call('POST', '/account/verification-code2', {
      body: { email: 'ANNA@example.test', purpose: 'register' },
      language: 'de',
    });
    expect(sent).toMatchObject({ code: 200, data: { resendAfterSeconds: 60 } });
    await codeRequestsHandled(api.upstream.database.db);
    const mails = await (await fetch(`${api.url}/user-service/dev/mailbox?email=anna@example.test&format=json`)).json();
    expect(mails[0]).toMatchObject({ subject: 'Du hast bereits ein Across-Konto', code: null });
    const result = await api.call('POST', '/account/register', { body: { ...anna, code: '000000' }, language: 'de' });
    expect(result).toMatchObject({
      status: 200,
      code: 400,
      msg: 'Der Bestätigungscode ist falsch.',
      data: { reason: 'CODE_INVALID' },
    });
    expect(await api.counts()).toEqual(before);
  });

  const badRegistrations: Array<[string, { body?: unknown; raw?: string; contentType?: string }, string]> = [
    ['no body', { raw: '' }, 'body'],
    ['malformed JSON', { raw: '{"email": ' }, 'body'],
    ['an array body', { body: [anna] }, 'body'],
    ['a text body', { raw: 'email=a@b.c', contentType: 'text/plain' }, 'body'],
    ['a missing e-mail', { body: { password: 'long enough', nickname: 'Bo' } }, 'email'],
    ['an empty e-mail', { body: { email: '   ', password: 'long enough', nickname: 'Bo' } }, 'email'],
    ['a numeric e-mail', { body: { email: 42, password: 'long enough', nickname: 'Bo' } }, 'email'],
    ['a malformed e-mail', { body: { email: 'bo@example', password: 'long enough', nickname: 'Bo' } }, 'email'],
    [
      'an oversize e-mail',
      { body: { email: `${'b'.repeat(250)}@example.test`, password: 'long enough', nickname: 'Bo' } },
      'email',
    ],
    ['a missing code', { body: { email: 'bo@example.test', password: 'long enough', nickname: 'Bo' } }, 'code'],
    ['a code of letters', { body: { email: 'bo@example.test', code: 'abcdef', password: 'long enough' } }, 'code'],
    ['a numeric code', { body: { email: 'bo@example.test', code: 123456, password: 'long enough' } }, 'code'],
    [
      'a short password',
      { body: { email: 'bo@example.test', code: '123456', password: 'short', nickname: 'Bo' } },
      'password',
    ],
    [
      'an oversize password',
      { body: { email: 'bo@example.test', code: '123456', password: 'p'.repeat(129), nickname: 'Bo' } },
      'password',
    ],
    [
      'a password array',
      { body: { email: 'bo@example.test', code: '123456', password: ['long enough'], nickname: 'Bo' } },
      'password',
    ],
    [
      'an empty nickname',
      { body: { email: 'bo@example.test', code: '123456', password: 'long enough', nickname: ' ' } },
      'nickname',
    ],
    [
      'an oversize nickname',
      { body: { email: 'bo@example.test', code: '123456', password: 'long enough', nickname: 'n'.repeat(33) } },
      'nickname',
    ],
    [
      'a nickname with a line break',
      { body: { email: 'bo@example.test', code: '123456', password: 'long enough', nickname: 'Bo\nBo' } },
      'nickname',
    ],
  ];

  it('refuses a registration body over 1 MB with HTTP 413, the limit in words, and changes nothing', async () => {
    const before = await api.counts();
    const result = await api.call('POST', '/account/register', {
      raw: JSON.stringify({ ...anna, nickname: 'x'.repeat(1024 * 1024) }),
      language: 'de',
    });
    expect(result).toEqual({
      status: 413,
      code: 413,
      msg: 'Das ist zu groß: höchstens 1 MB.',
      data: { reason: 'TOO_LARGE' },
    });
    expect(await api.counts()).toEqual(before);
  });

  it.each(badRegistrations)('refuses a registration with %s and changes nothing', async (_name, request, field) => {
    const before = await api.counts();
    const result = await api.call('POST', '/account/register', request);
    expect(result).toMatchObject({ status: 200, code: 400, data: { reason: 'VALIDATION', field } });
    expect(result.msg).toMatch(/\S/);
    expect(await api.counts()).toEqual(before);
  });

  it('logs in with a token and tells the BFF, signed', async () => {
    receiver.received.length = 0;
    const result = await login(' anna@EXAMPLE.test', anna.password);
    expect(result.code).toBe(200);
    expect(result.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.data.userInfo.nickname).toBe('Anna');

    const me = await api.call('GET', '/account/my-info', { token: result.data.token });
    expect(me.data).toMatchObject({ nickname: 'Anna', email: 'anna@example.test', sessionId: expect.any(String) });

    // The login also ended her registration's session (session.ended); this is about session.started.
    // A delivery holds one event, or several as an array (docs/contract.md "Webhooks").
    const eventsOf = (delivery: { body: string }) =>
      [JSON.parse(delivery.body)].flat() as Array<{ id: string; type: string }>;
    const started = () =>
      receiver.received.filter((delivery) => eventsOf(delivery).some((event) => event.type === 'session.started'));
    await expect.poll(() => started().length, { timeout: 5000 }).toBe(1);
    const [delivery] = started();
    const expected = `sha256=${createHmac('sha256', RECEIVER_SECRET).update(delivery.body).digest('hex')}`;
    expect(delivery.headers['x-across-signature']).toBe(expected);
    const event = eventsOf(delivery).find((found) => found.type === 'session.started');
    expect(event).toMatchObject({
      type: 'session.started',
      data: { userId: me.data.id, sessionId: me.data.sessionId },
    });
    expect(delivery.headers['x-across-event-id']).toBe(eventsOf(delivery)[0].id);
  });

  it('stores only a hash of the token', async () => {
    const { data } = await login(anna.email, anna.password);
    const rows = await api.upstream.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.map((row) => row.tokenHash)).not.toContain(data.token);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const before = await api.counts();
    const wrong = await login(anna.email, 'not-her-password', 'ja');
    const unknown = await login('nobody@example.test', 'not-her-password', 'ja');
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({
      code: 400,
      msg: 'メールアドレスまたはパスワードが正しくありません。',
      data: { reason: 'INVALID_CREDENTIALS' },
    });
    expect(await api.counts()).toEqual(before);
  });

  it('refuses malformed logins before checking any password', async () => {
    expect(await login('', 'whatever')).toMatchObject({ code: 400, data: { field: 'email' } });
    expect(await login(anna.email, '')).toMatchObject({ code: 400, data: { field: 'password' } });
    expect(await login(anna.email, 'p'.repeat(129))).toMatchObject({ code: 400, data: { field: 'password' } });
    expect(await api.call('POST', '/account/login', { body: { email: anna.email, password: 12345678 } })).toMatchObject(
      { code: 400, data: { field: 'password' } },
    );
  });

  it('keeps one live session per member: a new login ends the previous one', async () => {
    const first = await login(anna.email, anna.password);
    const second = await login(anna.email, anna.password);
    expect((await api.call('GET', '/account/my-info', { token: first.data.token })).code).toBe(401);
    expect((await api.call('GET', '/account/my-info', { token: second.data.token })).code).toBe(200);
  });

  it('leaves exactly one live session after concurrent logins', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => login(anna.email, anna.password)));
    expect(results.map((result) => result.code)).toEqual([200, 200, 200, 200, 200]);
    const live = await api.upstream.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, results[0].data.userInfo.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
    const answers = await Promise.all(
      results.map((result) => api.call('GET', '/account/my-info', { token: result.data.token })),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
  });

  it('creates one account when one code is used by concurrent registrations', async () => {
    const before = await api.counts();
    await api.call('POST', '/account/verification-code2', {
      body: { email: 'race@example.test', purpose: 'register' },
    });
    const code = await readLatestCode(api.url, 'race@example.test', 'register');
    const body = { email: 'race@example.test', code, password: 'long enough', nickname: 'Race' };
    const results = await Promise.all([1, 2, 3, 4].map(() => api.call('POST', '/account/register', { body })));
    expect(results.filter((result) => result.code === 200)).toHaveLength(1);
    for (const result of results.filter((r) => r.code !== 200))
      expect(['CODE_EXPIRED', 'ACCOUNT_EXISTS']).toContain(result.data.reason);
    const after = await api.counts();
    expect(after).toMatchObject({ users: before.users + 1, chatUsers: before.chatUsers + 1 });
  });

  it('logs out by revoking the token', async () => {
    const { data } = await login(anna.email, anna.password);
    expect(await api.call('POST', '/account/logout', { token: data.token })).toMatchObject({ code: 200, data: null });
    expect(await api.call('GET', '/account/my-info', { token: data.token })).toMatchObject({
      code: 401,
      data: { reason: 'UNAUTHENTICATED' },
    });
    expect((await api.call('POST', '/account/logout', { token: data.token })).code).toBe(401);
  });

  it('refuses missing, forged, oversize and expired tokens with 401', async () => {
    expect((await api.call('GET', '/account/my-info')).code).toBe(401);
    expect((await api.call('GET', '/account/my-info', { token: 'forged' })).code).toBe(401);
    expect((await api.call('GET', '/account/my-info', { token: 'x'.repeat(5000) })).code).toBe(401);
    const { data } = await login(anna.email, anna.password);
    await api.upstream.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await api.call('GET', '/account/my-info', { token: data.token })).toMatchObject({
      code: 401,
      msg: 'Please log in again.',
    });
  });

  it('asks for a session on every route but those anyone may call (they say so: config.caller)', async () => {
    const anyone = [
      'POST /user-service/account/verification-code2',
      'POST /user-service/account/judge-code',
      'POST /user-service/account/register',
      'POST /user-service/account/login',
      'POST /user-service/account/update-pass', // a reset without a token; with one, a change
      'POST /user-service/presence/disconnect',
      'POST /user-service/presence/refresh', // only for the BFF (its signed address), tokens in the body
      'GET /user-service/system/maintenance', // the window, for visitors too
      'GET /user-service/push/key', // the VAPID public key browsers subscribe with
      ...['hobby', 'language', 'dialogue', 'region', 'occupation', 'height', 'weight', 'option', 'health'].map(
        (list) => `GET /user-service/system/${list}`,
      ),
      'GET /user-service/dev/mailbox',
      'POST /media/upload',
      'GET /media/avatars/:name',
      'GET /media/photos/:name',
      'GET /user-service/gift/icon/:name', // pictures, like avatars
      'GET /user-service/umall-goods/picture/:name', // the shop's drawn goods, like the gift icons
      'POST /user-service/pay/webhook/:provider', // signed by the provider instead
      'GET /sandbox-pay/checkout/:id', // the test provider's own page and form
      'POST /sandbox-pay/checkout/:id',
    ];
    const open: string[] = [];
    for (const { method, url } of api.upstream.routes.filter(
      (route) => route.method === 'GET' || route.method === 'POST',
    )) {
      const response = await fetch(`${api.url}${url.replace(/:\w+/g, 'x.jpg')}`, {
        method,
        headers: { language: 'en' },
      });
      if (!(await response.text()).includes('"UNAUTHENTICATED"')) open.push(`${method} ${url}`);
    }
    expect(open.sort()).toEqual(anyone.sort());
  });

  it('answers an unknown route with HTTP 404 and the envelope, in the request’s language', async () => {
    expect(await api.call('GET', '/account/nothing-here', { language: 'es' })).toEqual({
      status: 404,
      code: 404,
      msg: 'Esta dirección no existe.',
      data: { reason: 'NOT_FOUND' },
    });
  });

  it('falls back to English for an unknown language header', async () => {
    expect((await login('', 'x', 'xx-YY')).msg).toBe('Please enter your e-mail address.');
  });

  const ROUTES = [
    ['POST', '/account/register'],
    ['POST', '/account/login'],
    ['POST', '/account/logout'],
    ['GET', '/account/my-info'],
  ] as const;
  const badRequests: Array<[string, { raw?: string; contentType?: string; platform?: string }]> = [
    ['malformed JSON', { raw: '{"email": "a@b.c",' }],
    ['an empty JSON body', { raw: '' }],
    ['a form body', { raw: 'email=a%40b.c', contentType: 'application/x-www-form-urlencoded' }],
    ['an oversize body (413)', { raw: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 1) }) }],
    ['an oversize platform header', { platform: 'P'.repeat(33) }],
  ];
  describe.each(ROUTES)('%s %s', (method, path) => {
    // A GET carries no body, so only the header case applies to it.
    const cases = method === 'GET' ? badRequests.filter(([, request]) => request.raw === undefined) : badRequests;
    it.each(cases)('answers %s with VALIDATION (or TOO_LARGE) and changes nothing', async (_name, request) => {
      const { data } = await login(anna.email, anna.password);
      const before = await api.counts();
      const headers: Record<string, string> = {
        token: data.token,
        language: 'de',
        platform: request.platform ?? 'Web',
      };
      if (request.raw !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
      const response = await fetch(`${api.url}/user-service${path}`, { method, headers, body: request.raw });
      const envelope = await response.json();
      if (request.raw && request.raw.length > 1024 * 1024) {
        // Too large is said as such, with the limit (HTTP 413 too).
        expect(response.status).toBe(413);
        expect(envelope).toEqual({ code: 413, msg: 'Das ist zu groß: höchstens 1 MB.', data: { reason: 'TOO_LARGE' } });
      } else {
        expect(response.status).toBe(200);
        expect(envelope).toMatchObject({
          code: 400,
          data: { reason: 'VALIDATION', field: request.platform ? 'platform' : 'body' },
        });
        expect(envelope.msg).toBe(
          request.platform ? 'Der platform-Header ist zu lang.' : 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
        );
      }
      expect(await api.counts()).toEqual(before);
      // Nothing was revoked by the refused request either.
      expect((await api.call('GET', '/account/my-info', { token: data.token })).code).toBe(200);
    });

    if (path !== '/account/register' && path !== '/account/login') {
      it.each([
        ['no token', undefined],
        ['an empty token', ''],
        ['a forged token', 'A'.repeat(43)],
        ['an oversize token', 'A'.repeat(10_000)],
      ])('answers %s with 401 UNAUTHENTICATED and changes nothing', async (_name, token) => {
        const before = await api.counts();
        const headers: Record<string, string> = { language: 'de', platform: 'Web' };
        if (token !== undefined) headers.token = token;
        const response = await fetch(`${api.url}/user-service${path}`, { method, headers });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          code: 401,
          msg: 'Bitte melde dich erneut an.',
          data: { reason: 'UNAUTHENTICATED' },
        });
        expect(await api.counts()).toEqual(before);
      });
    }
  });

  it('answers an unexpected fault with HTTP 500 and the envelope, never the detail', async () => {
    const { data } = await login(anna.email, anna.password);
    const { db } = api.upstream.database;
    const original = db.select;
    db.select = (() => {
      throw new Error('secret detail: database on fire');
    }) as unknown as typeof db.select;
    try {
      const result = await api.call('GET', '/account/my-info', { token: data.token, language: 'ko' });
      expect(result).toEqual({
        status: 500,
        code: 500,
        msg: '서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
        data: { reason: 'INTERNAL' },
      });
    } finally {
      db.select = original;
    }
    expect((await api.call('GET', '/account/my-info', { token: data.token })).code).toBe(200);
  });

  it('exposes the Fastify app with the /user-service routes', () => {
    expect(api.upstream.app.hasRoute({ method: 'POST', url: '/user-service/account/login' })).toBe(true);
    expect(api.upstream.app.hasRoute({ method: 'GET', url: '/user-service/account/my-info' })).toBe(true);
  });

  it('refuses chat usernames as the chat SDK does', async () => {
    expect(() => checkChatUsername('u'.repeat(65))).toThrowError(
      new ChatError('illegal_argument', 'USERNAME_TOO_LONG'),
    );
    expect(() => checkChatUsername('ü'.repeat(33))).toThrowError(
      new ChatError('illegal_argument', 'USERNAME_TOO_LONG'),
    );
    expect(() => checkChatUsername('Bad Name!')).toThrowError(new ChatError('illegal_argument'));
    expect(() => checkChatUsername('u'.repeat(64))).not.toThrow();
    const { db } = api.upstream.database;
    const [owner] = await db.select().from(users).where(eq(users.isService, false)).limit(1);
    await expect(
      db.transaction((tx) =>
        registerChatUser(tx, {
          username: `u${owner.id + 100000}`,
          userId: owner.id,
          passwordHash: owner.passwordHash,
          nickname: 'x',
        }),
      ),
    ).rejects.toEqual(new ChatError('duplicate_unique_property_exists'));
  });
});
