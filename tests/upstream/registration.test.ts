import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_STAFF_EMAIL } from '../../upstream/constants';
import { chatMessages, chatUsers, rateLimits, users, verificationCodes } from '../../upstream/db/schema';
import { DEMO_PASSWORD } from '../../upstream/seed';
import { buildUpstream } from '../../upstream/server';
import { codeRequestsHandled, readLatestCode, registerThroughCode } from '../support/registration';
import { BACKENDS, RECEIVER_SECRET, startTestUpstream, TEST_ARGON2, type TestUpstream } from '../support/upstream';
import { memoryTemplate } from '../support/pglite-template';

/** The mail `email` got, newest first, once the code mail worker has handled every request. */
async function mailbox(api: TestUpstream, email: string) {
  await codeRequestsHandled(api.upstream.database.db);
  const response = await fetch(`${api.url}/user-service/dev/mailbox?email=${encodeURIComponent(email)}&format=json`);
  return (await response.json()) as Array<{ subject: string; text: string; code: string | null; purpose: string }>;
}

describe.each(BACKENDS)('registration, codes and account security on %s', (backend) => {
  let api: TestUpstream;
  beforeAll(async () => {
    api = await startTestUpstream(backend);
  });
  afterAll(() => api?.stop());
  // Each test starts with no rate-limit history (they all come from 127.0.0.1).
  beforeEach(async () => {
    await api.upstream.database.db.delete(rateLimits);
  });

  const sendCode = (email: string, purpose: 'register' | 'reset', language = 'en') =>
    api.call('POST', '/account/verification-code2', { body: { email, purpose }, language });
  const judge = (email: string, purpose: string, code: string) =>
    api.call('POST', '/account/judge-code', { body: { email, purpose, code } });
  const login = (email: string, password: string) => api.call('POST', '/account/login', { body: { email, password } });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit code in the member’s language and registers with it', async () => {
    expect(await sendCode('Mia@Example.test', 'register', 'ja')).toMatchObject({
      code: 200,
      data: { resendAfterSeconds: 60 },
    });
    const [mail] = await mailbox(api, 'mia@example.test');
    expect(mail).toMatchObject({ subject: 'Across 認証コード', purpose: 'register' });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);
    expect(await judge('mia@example.test', 'register', mail.code!)).toMatchObject({ code: 200, data: { valid: true } });
    const registered = await api.call('POST', '/account/register', {
      body: { email: 'mia@example.test', code: mail.code, password: 'mia-password' },
    });
    // Without a chosen nickname the member is named by account number, never by the address.
    expect(registered).toMatchObject({
      code: 200,
      data: { userInfo: { email: 'mia@example.test', nickname: `Member ${registered.data.userInfo.account}` } },
    });
    expect((await api.call('GET', '/account/my-info', { token: registered.data.token })).code).toBe(200);
  });

  it('uses a code once', async () => {
    await registerThroughCode(api.url, { email: 'once@example.test', password: 'long enough' });
    const code = await readLatestCode(api.url, 'once@example.test', 'register');
    const again = await api.call('POST', '/account/register', {
      body: { email: 'once@example.test', code, password: 'long enough' },
    });
    expect(again).toMatchObject({ code: 400, data: { reason: 'CODE_EXPIRED' } });
  });

  it('binds a code to its address and purpose', async () => {
    await sendCode('bound@example.test', 'register');
    const code = await readLatestCode(api.url, 'bound@example.test', 'register');
    expect(await judge('other@example.test', 'register', code)).toMatchObject({
      code: 400,
      data: { reason: 'CODE_INVALID' },
    });
    expect(await judge('bound@example.test', 'reset', code)).toMatchObject({
      code: 400,
      data: { reason: 'CODE_INVALID' },
    });
    expect((await judge('bound@example.test', 'register', code)).code).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    await sendCode('late@example.test', 'register');
    const code = await readLatestCode(api.url, 'late@example.test', 'register');
    await api.upstream.database.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.email, 'late@example.test'));
    expect(await judge('late@example.test', 'register', code)).toMatchObject({
      code: 400,
      data: { reason: 'CODE_EXPIRED' },
    });
    const registered = await api.call('POST', '/account/register', {
      body: { email: 'late@example.test', code, password: 'long enough' },
    });
    expect(registered).toMatchObject({ code: 400, data: { reason: 'CODE_EXPIRED' } });
  });

  it('kills a code after 5 wrong guesses, even the right one after', async () => {
    await sendCode('guess@example.test', 'register');
    const code = await readLatestCode(api.url, 'guess@example.test', 'register');
    for (let guess = 1; guess <= 4; guess++) {
      expect(await judge('guess@example.test', 'register', otherCode(code))).toMatchObject({
        data: { reason: 'CODE_INVALID' },
      });
    }
    expect(await judge('guess@example.test', 'register', otherCode(code))).toMatchObject({
      code: 429,
      data: { reason: 'TOO_MANY_ATTEMPTS' },
    });
    expect(await judge('guess@example.test', 'register', code)).toMatchObject({
      code: 429,
      data: { reason: 'TOO_MANY_ATTEMPTS' },
    });
    const before = await api.counts();
    await api.call('POST', '/account/register', {
      body: { email: 'guess@example.test', code, password: 'long enough' },
    });
    expect(await api.counts()).toEqual(before);
  });

  it('replaces an earlier code with a newer one', async () => {
    await sendCode('twice@example.test', 'register');
    const first = await readLatestCode(api.url, 'twice@example.test', 'register');
    await api.upstream.database.db.delete(rateLimits);
    await sendCode('twice@example.test', 'register');
    const second = await readLatestCode(api.url, 'twice@example.test', 'register', 1);
    if (first !== second)
      expect((await judge('twice@example.test', 'register', first)).data.reason).toBe('CODE_INVALID');
    expect((await judge('twice@example.test', 'register', second)).code).toBe(200);
  });

  it('limits code requests per address (one a minute) and per client (twenty an hour)', async () => {
    expect((await sendCode('often@example.test', 'register')).code).toBe(200);
    const refused = await sendCode('often@example.test', 'register');
    expect(refused).toMatchObject({ code: 429, data: { reason: 'TOO_MANY_ATTEMPTS' } });
    expect(refused.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await mailbox(api, 'often@example.test')).toHaveLength(1);
    for (let n = 1; n < 20; n++) expect((await sendCode(`many${n}@example.test`, 'register')).code).toBe(200);
    expect((await sendCode('one-too-many@example.test', 'register')).code).toBe(429);
    expect(await mailbox(api, 'one-too-many@example.test')).toHaveLength(0);
  });

  it('answers code requests the same whether or not the address has an account', async () => {
    await registerThroughCode(api.url, { email: 'known@example.test', password: 'long enough' });
    await api.upstream.database.db.delete(rateLimits);
    const known = [await sendCode('known@example.test', 'register'), await sendCode('known@example.test', 'reset')];
    const unknown = [
      await sendCode('unknown@example.test', 'register'),
      await sendCode('unknown@example.test', 'reset'),
    ];
    expect(known).toEqual(unknown);
    // What differs is only what reaches the inbox, which only its owner reads.
    expect((await mailbox(api, 'known@example.test')).map((mail) => [mail.purpose, Boolean(mail.code)])).toEqual([
      ['reset', true],
      ['register', false],
      ['register', true],
    ]);
    expect((await mailbox(api, 'unknown@example.test')).map((mail) => [mail.purpose, Boolean(mail.code)])).toEqual([
      ['register', true],
    ]);
  });

  it('refuses bad code requests and changes nothing', async () => {
    const before = await api.counts();
    for (const body of [
      {},
      { email: 'x@example.test' },
      { email: 'x@example.test', purpose: 'spy' },
      { email: 'nope', purpose: 'register' },
      { email: ['x'], purpose: 'register' },
    ]) {
      expect((await api.call('POST', '/account/verification-code2', { body })).data.reason).toBe('VALIDATION');
    }
    expect(await api.counts()).toEqual(before);
    expect(await mailbox(api, 'x@example.test')).toHaveLength(0);
  });

  it('limits failed logins per account, and lets the member in again after a reset', async () => {
    await registerThroughCode(api.url, { email: 'locked@example.test', password: 'right password' });
    for (let n = 0; n < 5; n++)
      expect((await login('locked@example.test', 'wrong password')).data.reason).toBe('INVALID_CREDENTIALS');
    expect(await login('locked@example.test', 'right password')).toMatchObject({
      code: 429,
      data: { reason: 'TOO_MANY_ATTEMPTS' },
    });
    await sendCode('locked@example.test', 'reset');
    const code = await readLatestCode(api.url, 'locked@example.test', 'reset');
    expect(
      (
        await api.call('POST', '/account/update-pass', {
          body: { email: 'locked@example.test', code, password: 'new password!' },
        })
      ).code,
    ).toBe(200);
    expect((await login('locked@example.test', 'new password!')).code).toBe(200);
  });

  it('limits failed logins per client address across accounts', async () => {
    for (let n = 0; n < 20; n++) expect((await login(`nobody${n}@example.test`, 'wrong password')).code).toBe(400);
    expect((await login('nobody-else@example.test', 'wrong password')).code).toBe(429);
  });

  it('resets a forgotten password and ends every session', async () => {
    const { token } = await registerThroughCode(api.url, { email: 'forgot@example.test', password: 'old password' });
    await sendCode('forgot@example.test', 'reset', 'ru');
    const [mail] = await mailbox(api, 'forgot@example.test');
    expect(mail.subject).toBe('Сброс пароля Across');
    const bad = await api.call('POST', '/account/update-pass', {
      body: { email: 'forgot@example.test', code: mail.code, password: 'short' },
    });
    expect(bad).toMatchObject({ code: 400, data: { field: 'password' } });
    const reset = await api.call('POST', '/account/update-pass', {
      body: { email: 'forgot@example.test', code: mail.code, password: 'brand new password' },
    });
    expect(reset.code).toBe(200);
    expect((await api.call('GET', '/account/my-info', { token })).code).toBe(401);
    expect((await login('forgot@example.test', 'old password')).code).toBe(400);
    expect((await login('forgot@example.test', 'brand new password')).code).toBe(200);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    await registerThroughCode(api.url, { email: 'change@example.test', password: 'first password' });
    const { data } = await login('change@example.test', 'first password');
    const wrong = await api.call('POST', '/account/update-pass', {
      token: data.token,
      body: { oldPassword: 'not it at all', password: 'second password' },
    });
    expect(wrong).toMatchObject({ code: 400, data: { reason: 'INVALID_CREDENTIALS' } });
    const changed = await api.call('POST', '/account/update-pass', {
      token: data.token,
      body: { oldPassword: 'first password', password: 'second password' },
    });
    expect(changed.code).toBe(200);
    expect((await api.call('GET', '/account/my-info', { token: data.token })).code).toBe(200);
    expect((await login('change@example.test', 'second password')).code).toBe(200);
  });

  it('cancels an account: the password is confirmed, sessions end, the address is free again', async () => {
    const { token, userInfo } = await registerThroughCode(api.url, {
      email: 'leaving@example.test',
      password: 'leaving password',
      nickname: 'Leaving',
    });
    const wrong = await api.call('POST', '/account/cancel-account', { token, body: { password: 'not my password' } });
    expect(wrong.data.reason).toBe('INVALID_CREDENTIALS');
    expect((await api.call('GET', '/account/my-info', { token })).code).toBe(200);

    expect(
      (await api.call('POST', '/account/cancel-account', { token, body: { password: 'leaving password' } })).code,
    ).toBe(200);
    expect((await api.call('GET', '/account/my-info', { token })).code).toBe(401);
    expect((await login('leaving@example.test', 'leaving password')).data.reason).toBe('INVALID_CREDENTIALS');
    const [row] = await api.upstream.database.db.select().from(users).where(eq(users.id, userInfo.id));
    expect(row.cancelledAt).not.toBeNull();
    expect(row.nickname).toBe('Leaving'); // others' histories still name them
    const [chat] = await api.upstream.database.db.select().from(chatUsers).where(eq(chatUsers.userId, userInfo.id));
    expect(chat).toBeDefined();
    await api.upstream.database.db.delete(rateLimits);
    const again = await registerThroughCode(api.url, { email: 'leaving@example.test', password: 'a fresh start' });
    expect(again.userInfo.id).not.toBe(userInfo.id);
  });

  it('refuses a registration when the chat service already has the member’s chat user', async () => {
    const first = await registerThroughCode(api.url, { email: 'first@example.test', password: 'long enough' });
    // The chat service holds, under the first member, the name the next member would get.
    await api.upstream.database.db
      .update(chatUsers)
      .set({ username: `u${first.userInfo.account + 1}` })
      .where(eq(chatUsers.userId, first.userInfo.id));
    const before = await api.counts();
    await sendCode('second@example.test', 'register');
    const code = await readLatestCode(api.url, 'second@example.test', 'register');
    const result = await api.call('POST', '/account/register', {
      body: { email: 'second@example.test', code, password: 'long enough' },
      language: 'zh-CN',
    });
    expect(result).toMatchObject({ code: 409, msg: '用户已存在。', data: { reason: 'CHAT_USER_EXISTS' } });
    expect(await api.counts()).toEqual(before);
  });

  it('has customer service greet a new member once, in the language they registered in', async () => {
    const jonas = await registerThroughCode(api.url, { email: 'jonas@example.test', password: 'long enough' }, 'de');
    const yuki = await registerThroughCode(api.url, { email: 'yuki@example.test', password: 'long enough' }, 'ja');
    const service = await api.upstream.chat.serviceAccount();
    const welcomes = async () => {
      const { db } = api.upstream.database;
      return db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.senderId, service),
            inArray(chatMessages.recipientId, [jonas.userInfo.id, yuki.userInfo.id]),
          ),
        );
    };
    expect((await welcomes()).map((message) => [message.recipientId, message.language, message.body])).toEqual([
      [
        jonas.userInfo.id,
        'de',
        'Willkommen bei Across! Hier ist der Kundenservice: Schreib uns hier, wann immer du Hilfe brauchst, gern in deiner eigenen Sprache.',
      ],
      [
        yuki.userInfo.id,
        'ja',
        'Acrossへようこそ！こちらはカスタマーサービスです。お困りのときは、いつでもここにご自分の言語でメッセージをお送りください。',
      ],
    ]);
    // Jonas's conversation with customer service is never empty: the welcome, unread, shown as written.
    const list = (await api.call('POST', '/message/user-session-list', { token: jonas.token, body: {} })).data;
    expect(list).toMatchObject({ total: 1, unreadTotal: 1 });
    expect(list.list[0]).toMatchObject({
      userId: service,
      userType: 2,
      unread: 1,
      lastMessage: { from: service, msg: expect.stringMatching(/^Willkommen bei Across!/), translation: null },
    });
    const history = (await api.call('GET', `/chat/history?userId=${service}`, { token: jonas.token })).data;
    expect(history.list.map((message: { msg: string }) => message.msg.slice(0, 22))).toEqual([
      'Willkommen bei Across!',
    ]);
    expect((await api.call('GET', '/message/unread-message', { token: jonas.token })).data).toEqual({
      total: 1,
      service: 1,
    });
    // Once: logging in again, or reading the list again, greets nobody twice.
    await api.call('POST', '/account/login', { body: { email: 'jonas@example.test', password: 'long enough' } });
    await api.call('POST', '/message/user-session-list', { token: jonas.token, body: {} });
    expect(await welcomes()).toHaveLength(2);
    // The staff's list gets no conversation per registration: only when the member answers.
    const staff = await api.call('POST', '/account/login', {
      body: { email: SERVICE_STAFF_EMAIL, password: DEMO_PASSWORD },
    });
    const staffList = (await api.call('POST', '/message/user-session-list', { token: staff.data.token, body: {} }))
      .data;
    expect(staffList.list.map((entry: { userId: number }) => entry.userId)).not.toContain(jonas.userInfo.id);
  });

  it('edits the profile step by step, refusing bad values without changing anything', async () => {
    const { token } = await registerThroughCode(api.url, { email: 'setup@example.test', password: 'long enough' });
    const edit = (body: unknown) => api.call('POST', '/user/info-edit', { token, body, language: 'de' });
    const saved = await edit({
      nickname: 'Set Up',
      birthday: { year: 1994, month: 2, day: 28 },
      language: 'de',
      region: 'AT',
      gender: 2,
      height: 170,
      weight: 60,
      signature: 'Hallo!',
      occupation: 'teacher',
      interest: ['hiking', 'music'],
    });
    expect(saved).toMatchObject({
      code: 200,
      data: {
        nickname: 'Set Up',
        birthday: { year: 1994, month: 2, day: 28 },
        region: 'AT',
        gender: 2,
        height: 170,
        weight: 60,
        occupation: 'teacher',
        interest: 'hiking,music',
      },
    });
    expect(saved.data.age).toBeGreaterThanOrEqual(31);

    const refused: Array<[unknown, string]> = [
      [{ nickname: '' }, 'nickname'],
      [{ birthday: { year: new Date().getUTCFullYear() - 17, month: 1, day: 1 } }, 'birthday'],
      [{ birthday: { year: 1990, month: 2, day: 30 } }, 'birthday'],
      [{ birthday: '1990-01-01' }, 'birthday'],
      [{ language: 'klingon' }, 'language'],
      [{ region: 'XX' }, 'region'],
      [{ gender: 7 }, 'gender'],
      [{ height: 139 }, 'height'],
      [{ height: '170' }, 'height'],
      [{ weight: 151 }, 'weight'],
      [{ signature: 's'.repeat(201) }, 'signature'],
      [{ occupation: 'astronaut' }, 'occupation'],
      [{ interest: [] }, 'interest'],
      [{ interest: ['hiking', 'music', 'yoga', 'tennis'] }, 'interest'],
      [{ interest: ['hiking', 'hiking'] }, 'interest'],
      [{ interest: ['underwater-basket-weaving'] }, 'interest'],
      [{ nickname: 'Fine', height: 500 }, 'height'],
    ];
    for (const [body, field] of refused) {
      const result = await edit(body);
      expect(result, JSON.stringify(body)).toMatchObject({ code: 400, data: { reason: 'VALIDATION', field } });
    }
    expect((await api.call('GET', '/account/my-info', { token })).data).toMatchObject({
      nickname: 'Set Up',
      height: 170,
      interest: 'hiking,music',
    });
    expect((await api.call('POST', '/user/info-edit', { body: { nickname: 'X' } })).code).toBe(401);
  });

  it('takes an avatar judged by its content and re-encodes it without EXIF or GPS data', async () => {
    const { token } = await registerThroughCode(api.url, { email: 'face@example.test', password: 'long enough' });
    const withGps = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e5486f' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Camera 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const upload = (bytes: Buffer, type: string) =>
      fetch(`${api.url}/user-service/file/avatar`, {
        method: 'POST',
        headers: { token, 'content-type': type, language: 'en' },
        body: new Uint8Array(bytes),
      }).then((r) => r.json());

    const saved = await upload(withGps, 'application/octet-stream');
    expect(saved.code).toBe(200);
    expect(saved.data.avatar).toMatch(/^\/media\/avatars\/[a-f0-9]{32}\.jpg$/);
    const served = await fetch(`${api.url}${saved.data.avatar}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(stored.exif).toBeUndefined();

    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'image/png')).code).toBe(200);
    const before = await api.counts();
    const text = await upload(Buffer.from('not an image at all'), 'image/png');
    expect(text).toMatchObject({
      code: 400,
      msg: 'Wrong image format: please choose a PNG, JPEG or GIF image.',
      data: { field: 'file' },
    });
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await upload(webp, 'image/jpeg')).data.reason).toBe('VALIDATION');
    expect(await api.counts()).toEqual(before);
    expect((await fetch(`${api.url}/media/avatars/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${api.url}/media/avatars/${'0'.repeat(32)}.jpg`)).status).toBe(404);
  });

  it('serves the lists of the profile steps in the request’s language', async () => {
    const regions = await api.call('GET', '/system/region', { language: 'ja' });
    expect(regions.data.length).toBeGreaterThan(240);
    expect(regions.data).toContainEqual({ code: 'DE', name: 'ドイツ' });
    const languages = await api.call('GET', '/system/language', { language: 'de' });
    expect(languages.data.length).toBeGreaterThanOrEqual(100);
    expect(languages.data).toContainEqual({ code: 'ja', name: 'Japanisch' });
    expect((await api.call('GET', '/system/hobby', { language: 'es' })).data).toContainEqual({
      code: 'hiking',
      name: 'Senderismo',
    });
    expect((await api.call('GET', '/system/occupation', { language: 'ko' })).data).toContainEqual({
      code: 'teacher',
      name: '교사',
    });
    const heights = (await api.call('GET', '/system/height')).data;
    expect([heights[0], heights.at(-1)]).toEqual([140, 220]);
    const weights = (await api.call('GET', '/system/weight')).data;
    expect([weights[0], weights.at(-1)]).toEqual([35, 150]);
  });
});

describe('registration rules set by configuration', () => {
  it('refuses registration past the user cap and when registration is closed, distinctly', async () => {
    for (const [options, reason] of [
      [{ registeredUserCap: 0 }, 'REGISTRATION_CLOSED'],
      [{ registrationOpen: false }, 'REGISTRATION_FORBIDDEN'],
    ] as const) {
      const upstream = buildUpstream({
        dataDir: 'memory://',
        memoryTemplate: memoryTemplate(),
        port: 0,
        seedDemo: false,
        logger: false,
        webhookUrl: 'http://127.0.0.1:9/x',
        webhookSecret: RECEIVER_SECRET,
        argon2: TEST_ARGON2,
        ...options,
      });
      const url = await upstream.start();
      try {
        await expect(
          registerThroughCode(url, { email: 'capped@example.test', password: 'long enough' }),
        ).rejects.toThrow(/register failed: 400/);
        const post = await fetch(`${url}/user-service/account/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'capped@example.test',
            code: await readLatestCode(url, 'capped@example.test', 'register'),
            password: 'long enough',
          }),
        });
        expect((await post.json()).data.reason).toBe(reason);
      } finally {
        await upstream.stop();
      }
    }
    // Two upstreams start and migrate in the test itself: a hook's allowance, not a test's.
  }, 120_000);
});
