import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream, type Upstream } from '../../upstream/server';
import { RECEIVER_SECRET, TEST_ARGON2 } from '../support/upstream';

describe('demo members on an empty embedded database', () => {
  let upstream: Upstream;
  let url: string;
  beforeAll(async () => {
    upstream = buildUpstream({ dataDir: 'memory://', port: 0, seedDemo: true, logger: false, webhookUrl: 'http://127.0.0.1:9/x', webhookSecret: RECEIVER_SECRET, argon2: TEST_ARGON2 });
    url = await upstream.start();
  });
  afterAll(() => upstream?.stop());

  it('creates members with complete profiles and prints a login that works', async () => {
    expect(upstream.demoLogin).toBe('emma@demo.across / across-demo');
    const [email, password] = upstream.demoLogin!.split(' / ');
    const login = await fetch(`${url}/user-service/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }).then((r) => r.json());
    expect(login.code).toBe(200);
    expect(login.data.userInfo).toMatchObject({ nickname: 'Emma', region: 'GB', height: 168, occupation: 'teacher', interest: 'travel,reading,coffee' });
    const avatar = await fetch(`${url}${login.data.userInfo.avatar}`);
    expect(avatar.headers.get('content-type')).toBe('image/jpeg');
    expect((await avatar.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
