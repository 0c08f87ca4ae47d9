import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { translate } from '../../upstream/i18n';
import { SHOWCASE_CONVERSATION } from '../../upstream/seed';
import { buildUpstream, type Upstream } from '../../upstream/server';
import { apertium, RECEIVER_SECRET, TEST_ARGON2 } from '../support/upstream';
import { memoryTemplate } from '../support/pglite-template';

describe('demo members on an empty embedded database', () => {
  let upstream: Upstream;
  let url: string;
  beforeAll(async () => {
    upstream = buildUpstream({
      dataDir: 'memory://',
      memoryTemplate: memoryTemplate(),
      port: 0,
      seedDemo: true,
      logger: false,
      webhookUrl: 'http://127.0.0.1:9/x',
      webhookSecret: RECEIVER_SECRET,
      argon2: TEST_ARGON2,
    });
    url = await upstream.start();
  });
  afterAll(() => upstream?.stop());

  it('creates members with complete profiles and prints a login that works', async () => {
    expect(upstream.demoLogin).toBe('emma@demo.across / across-demo');
    const [email, password] = upstream.demoLogin!.split(' / ');
    const login = await fetch(`${url}/user-service/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json());
    expect(login.code).toBe(200);
    expect(login.data.userInfo).toMatchObject({
      nickname: 'Emma',
      region: 'GB',
      height: 168,
      occupation: 'teacher',
      interest: 'travel,reading,coffee',
    });
    const avatar = await fetch(`${url}${login.data.userInfo.avatar}`);
    expect(avatar.headers.get('content-type')).toBe('image/jpeg');
    expect((await avatar.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('gives every demo member a drawn portrait, uploaded through the avatar pipeline, and shows only the facts each chose', async () => {
    // The demo's members (its staff are working accounts: no portrait, no moment).
    const members = await upstream.database.db
      .select()
      .from(users)
      .where(and(eq(users.isService, false), isNull(users.staffRole)));
    expect(members.length).toBeGreaterThanOrEqual(12);
    const drawn = readFileSync(path.join(__dirname, '../../upstream/demo/portraits/emma.jpg'));
    for (const member of members) {
      expect(member.avatar, member.nickname).toMatch(/^\/media\/avatars\/[0-9a-f]+\.jpg$/);
      const photo = Buffer.from(await (await fetch(`${url}${member.avatar}`)).arrayBuffer());
      const { width, height, format } = await sharp(photo).metadata();
      expect({ width, height, format }).toEqual({ width: 512, height: 512, format: 'jpeg' });
      // Re-encoded like any upload, not the committed file as it is.
      if (member.nickname === 'Emma') expect(photo.equals(drawn)).toBe(false);
    }
    const [email, password] = upstream.demoLogin!.split(' / ');
    const { data } = await fetch(`${url}/user-service/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json());
    const lucia = members.find((member) => member.nickname === 'Lucía')!;
    const jonas = members.find((member) => member.nickname === 'Jonas')!;
    const seen = await fetch(`${url}/user-service/user/batch?ids=${lucia.id},${jonas.id}`, {
      headers: { token: data.token },
    }).then((r) => r.json());
    expect(
      seen.data.map((user: { height: number | null; weight: number | null }) => [user.height, user.weight]),
    ).toEqual([
      [null, null],
      [184, 80],
    ]);
  });

  it('gives the demo login friends, a waiting friend request and followers', async () => {
    const [email, password] = upstream.demoLogin!.split(' / ');
    const { data } = await fetch(`${url}/user-service/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json());
    const get = (path: string) =>
      fetch(`${url}/user-service${path}`, { headers: { token: data.token } }).then((r) => r.json());
    expect(
      (await get('/friend/friend-list')).data.list.map((f: { friendUserNickName: string }) => f.friendUserNickName),
    ).toEqual(['Jonas', 'Lucía']);
    const requests = (await get('/friend/applys')).data;
    expect(requests).toMatchObject({ total: 3, pending: 1 });
    expect(requests.list[0]).toMatchObject({ status: 'pending', user: { nickname: '민준' } });
    expect((await get('/user/fans-list')).data.total).toBe(3);
    // Customer service's welcome, as every member who registers gets it, in Emma's language.
    const [service] = (
      await fetch(`${url}/user-service/message/user-session-list`, {
        method: 'POST',
        headers: { token: data.token, 'content-type': 'application/json' },
        body: '{}',
      }).then((r) => r.json())
    ).data.list;
    expect(service).toMatchObject({
      userType: 2,
      unread: 1,
      lastMessage: { msg: translate('en', 'chat.welcome'), language: 'en' },
    });
  });
});

describe('the demo’s showcase conversation, through Apertium', () => {
  let upstream: Upstream;
  let url: string;
  beforeAll(async () => {
    expect(apertium(), 'Apertium must be installed (bash scripts/install-apertium.sh)').toBeTruthy();
    upstream = buildUpstream({
      dataDir: 'memory://',
      memoryTemplate: memoryTemplate(),
      port: 0,
      seedDemo: true,
      logger: false,
      webhookUrl: 'http://127.0.0.1:9/x',
      webhookSecret: RECEIVER_SECRET,
      argon2: TEST_ARGON2,
      translation: apertium(),
    });
    url = await upstream.start();
  });
  afterAll(() => upstream?.stop());

  it('reads well both ways: Lucía’s Spanish in English for Emma, Emma’s English in Spanish for Lucía, and Lucía’s last line waits unread', async () => {
    const [email, password] = upstream.demoLogin!.split(' / ');
    const { data } = await fetch(`${url}/user-service/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json());
    const get = (path: string) =>
      fetch(`${url}/user-service${path}`, { headers: { token: data.token } }).then((r) => r.json());
    const lucia = (await get('/friend/friend-list')).data.list.find(
      (friend: { friendUserNickName: string }) => friend.friendUserNickName === 'Lucía',
    ).friendUserId;
    const history = (await get(`/chat/history?userId=${lucia}`)).data.list.reverse();
    expect(
      history.map((message: { msg: string; translation: { text: string } }) => [message.msg, message.translation.text]),
    ).toEqual([
      ['¡Hola Emma! Hablo un poco de inglés.', 'Hello Emma! I speak a bit of English.'],
      ['Hello Lucía! I am learning Spanish.', '¡Hola Lucía! Estoy aprendiendo español.'],
      ['Escribo en español y tú lees en inglés.', 'I write in Spanish and you read in English.'],
      ['I live in London. I like the sea.', 'Vivo en Londres. Me gusta el mar.'],
      [
        'El mar es precioso. Mañana voy a la playa con mis amigos [ee_1]',
        'The sea is lovely. Tomorrow I go to the beach with my friends [ee_1]',
      ],
    ]);
    expect(SHOWCASE_CONVERSATION.map(([, text]) => text)).toEqual(
      history.map((message: { msg: string }) => message.msg),
    );
    const sessions = await fetch(`${url}/user-service/message/user-session-list`, {
      method: 'POST',
      headers: { token: data.token, 'content-type': 'application/json' },
      body: '{}',
    }).then((r) => r.json());
    const conversations = sessions.data.list;
    expect(conversations.find((conversation: { userId: number }) => conversation.userId === lucia).unread).toBe(1);
  });

  it('shows a live square: every demo member’s moment with a photo, Emma’s in English and Lucía’s in Spanish', async () => {
    const [email, password] = upstream.demoLogin!.split(' / ');
    const { data } = await fetch(`${url}/user-service/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json());
    const square = (
      await fetch(`${url}/user-service/dynamic/dynamic-list2?scope=all&size=50`, {
        headers: { token: data.token },
      }).then((r) => r.json())
    ).data.list as Array<{ user: { nickname: string }; language: string; pictures: Array<{ url: string }> }>;
    const authors = new Set(square.map((moment) => moment.user.nickname));
    const [members] = await upstream.database.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.isService, false), isNull(users.staffRole)));
    expect(authors.size).toBe(members.n);
    expect(square.every((moment) => moment.pictures.length === 1)).toBe(true);
    expect(square.filter((moment) => moment.user.nickname === 'Emma').map((moment) => moment.language)).toEqual([
      'en',
      'en',
    ]);
    expect(square.filter((moment) => moment.user.nickname === 'Lucía').map((moment) => moment.language)).toEqual([
      'es',
      'es',
    ]);
    const photo = await fetch(`${url}${square[0].pictures[0].url}`);
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('gives the demo login a gift given (confirmed by its friend) and one received, awaiting her address', async () => {
    const [email, password] = upstream.demoLogin!.split(' / ');
    const { data } = await fetch(`${url}/user-service/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json());
    const get = (path: string) =>
      fetch(`${url}/user-service${path}`, { headers: { token: data.token } }).then((r) => r.json());
    const placed = (await get('/umall-order/mebuy?page=1&size=10')).data;
    expect(placed.total).toBe(1);
    expect(placed.list[0]).toMatchObject({
      state: 'confirmed',
      payment: 'taken',
      consignee: null,
      recipient: { nickname: 'Jonas' },
    });
    const received = (await get('/umall-order/receiver?page=1&size=10')).data;
    expect(received.total).toBe(1);
    expect(received.list[0]).toMatchObject({ state: 'awaiting_address', buyer: { nickname: 'Jonas' } });
    expect(received.list[0]).not.toHaveProperty('goldCoin');
  });
});
