import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeGroups, pushSubscriptions } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { publishMoment } from '../support/moments';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';
import {
  type BrowserSubscription,
  browserSubscription,
  decryptPush,
  startPushService,
  until,
} from '../support/web-push';

/**
 * Web push (docs/contract.md "Notices and announcements") against a local push service: the
 * payload is encrypted for the subscription's keys (decrypted here as a browser would), says
 * kind, count, actor and where to go, never text; sent only for a group still unread 2 s after
 * it changed and with its kind's push on; endpoints answered 404 or 410 are dropped.
 */
describe.each(BACKENDS)('web push on %s', (backend) => {
  let api: TestUpstream;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let made = 0;

  const db = () => api.upstream.database.db;
  const member = (name: string) => joinMember(api, `${name}${++made}`, name);
  const post = (who: TestMember, path: string, body: unknown) => api.call('POST', path, { token: who.token, body });
  const subscribe = async (who: TestMember, path: string) => {
    const subscription = browserSubscription(`${service.url}${path}`);
    const answer = await post(who, '/push/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys });
    expect(answer).toMatchObject({ code: 200, data: null });
    return subscription;
  };
  /** Makes every group with a push pending due now (instead of waiting out the 2 s). */
  const dueNow = () =>
    db()
      .update(noticeGroups)
      .set({ pushDueAt: sql`now() - interval '1 millisecond'` })
      .where(sql`${noticeGroups.pushDueAt} is not null`);
  const pushesTo = (path: string, subscription: BrowserSubscription) =>
    service.received
      .filter((push) => push.path === path)
      .map((push) => JSON.parse(decryptPush(push.body, subscription)));

  beforeAll(async () => {
    service = await startPushService();
    api = await startTestUpstream(backend);
  });
  afterAll(async () => {
    await api?.stop();
    await service?.close();
  });

  it('sends an encrypted hint of a new notice: kind, count, actor and a path, never the text', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const { publicKey } = (await api.call('GET', '/push/key')).data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const browser = await subscribe(ana, '/ana-phone');
    const moment = await publishMoment(api, ana.token, { content: 'My day by the sea' });
    const words = 'Our secret plan for Sunday';
    expect((await post(ben, '/dynamic/comment', { dynamicId: moment.data.id, content: words })).code).toBe(200);
    await dueNow();
    await until(() => service.received.some((push) => push.path === '/ana-phone'), 'the push');
    const [push] = service.received.filter((each) => each.path === '/ana-phone');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toContain(`k=${publicKey}`);
    expect(push.body.toString('latin1')).not.toContain('secret');
    const payload = JSON.parse(decryptPush(push.body, browser));
    expect(payload).toEqual({ kind: 'comment', count: 1, actor: 'Ben', url: '/notify' });
    expect(JSON.stringify(payload)).not.toContain('Sunday');
    expect(JSON.stringify(payload)).not.toContain('sea');
  });

  it('sends nothing for a notice read within 2 s, nor for a kind whose push is off', async () => {
    const [ana, cleo, dora, emil, fay] = [
      await member('Ana'),
      await member('Cleo'),
      await member('Dora'),
      await member('Emil'),
      await member('Fay'),
    ];
    const browser = await subscribe(ana, '/ana-laptop');
    const moment = (await publishMoment(api, ana.token, { content: 'Hello' })).data.id;
    // Cleo's follow is read at once; Dora's like, due together with it, says when the pass has decided both.
    expect((await post(cleo, '/user/follow', { userId: ana.id, follow: true })).code).toBe(200);
    expect((await post(ana, '/interact/read', {})).code).toBe(200);
    expect((await post(dora, '/dynamic/support', { dynamicId: moment, like: true })).code).toBe(200);
    await dueNow();
    await until(() => pushesTo('/ana-laptop', browser).length > 0, 'the like');
    expect(pushesTo('/ana-laptop', browser)).toEqual([{ kind: 'like', count: 1, actor: 'Dora', url: '/notify' }]);
    // Likes pushed no more: Emil's like is not pushed; Fay's follow, due with it, is.
    expect((await post(ana, '/interact/settings', { kind: 'like', push: false })).data.kinds.like.push).toBe(false);
    expect((await post(emil, '/dynamic/support', { dynamicId: moment, like: true })).code).toBe(200);
    expect((await post(fay, '/user/follow', { userId: ana.id, follow: true })).code).toBe(200);
    await dueNow();
    await until(() => pushesTo('/ana-laptop', browser).length > 1, 'the follow');
    expect(pushesTo('/ana-laptop', browser)).toEqual([
      { kind: 'like', count: 1, actor: 'Dora', url: '/notify' },
      { kind: 'follow', count: 2, actor: 'Fay', url: '/notify' },
    ]);
  });

  it('forgets endpoints the push service says are gone (404, 410), and refuses bad subscriptions', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    service.statuses.set('/gone', 410);
    service.statuses.set('/missing', 404);
    service.statuses.set('/busy', 503);
    for (const path of ['/gone', '/missing', '/busy', '/kept']) await subscribe(ana, path);
    expect((await post(ben, '/user/follow', { userId: ana.id, follow: true })).code).toBe(200);
    await dueNow();
    const endpoints = async () =>
      (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, ana.id))).map((row) =>
        row.endpoint.slice(service.url.length),
      );
    await until(async () => (await endpoints()).length === 2, 'the gone endpoints deleted');
    expect((await endpoints()).sort()).toEqual(['/busy', '/kept']);
    const browser = browserSubscription(`${service.url}/x`);
    expect(
      (await post(ana, '/push/subscribe', { endpoint: 'ftp://example.test/x', keys: browser.keys })).data,
    ).toMatchObject({
      reason: 'VALIDATION',
      field: 'endpoint',
    });
    expect(
      (await post(ana, '/push/subscribe', { endpoint: browser.endpoint, keys: { ...browser.keys, auth: 'short' } }))
        .data,
    ).toMatchObject({ reason: 'VALIDATION', field: 'keys' });
    // Unsubscribing: one's own endpoint only.
    expect((await post(ben, '/push/unsubscribe', { endpoint: `${service.url}/kept` })).code).toBe(200);
    expect(await endpoints()).toContain('/kept');
    expect((await post(ana, '/push/unsubscribe', { endpoint: `${service.url}/kept` })).code).toBe(200);
    expect(await endpoints()).toEqual(['/busy']);
  });
});
