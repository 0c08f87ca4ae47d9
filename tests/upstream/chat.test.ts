import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blocks,
  chatBurnViews,
  chatConversations,
  chatMessages,
  complaints,
  rateLimits,
  uploads,
  users,
  webhookOutbox,
} from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/** Issue 10: one-to-one chat (docs/contract.md "Chat"), on both backends. */
describe.each(BACKENDS)('chat on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;
  let cleo: TestMember;
  let dan: TestMember;
  let png: Buffer;
  let clientIds = 0;

  const db = () => api.upstream.database.db;
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const send = (from: TestMember, to: { id: number }, body: Record<string, unknown>) =>
    post(from, '/chat/send', { userId: to.id, clientId: `c-${++clientIds}`, type: 'txt', ...body });
  const say = async (from: TestMember, to: { id: number }, msg: string) => {
    const sent = await send(from, to, { msg });
    expect(sent.code, sent.msg).toBe(200);
    return sent.data;
  };
  const history = async (who: TestMember, peer: { id: number }, query = '') =>
    (await get(who, `/chat/history?userId=${peer.id}${query}`)).data;
  const sessions = async (who: TestMember) => (await post(who, '/message/user-session-list', {})).data;
  const events = async (type: string) =>
    (
      await db().select().from(webhookOutbox).where(eq(webhookOutbox.type, type)).orderBy(asc(webhookOutbox.createdAt))
    ).map((row) => row.payload as any);
  /** The chat tables and the outbox: a refused request must leave them as they were. */
  const snapshot = async () => ({
    messages: await db().select().from(chatMessages).orderBy(asc(chatMessages.id)),
    conversations: await db().select().from(chatConversations).orderBy(asc(chatConversations.id)),
    outbox: (await db().select({ n: sql<number>`count(*)::int` }).from(webhookOutbox))[0].n,
  });
  const upload = async (who: TestMember) => {
    const grant = (await post(who, '/file/qiniu-token', {})).data.token as string;
    const response = await fetch(`${api.url}/media/upload?grant=${encodeURIComponent(grant)}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    return (await response.json()).data as { key: string; url: string };
  };
  const fetchStatus = async (url: string) => (await fetch(`${api.url}${url}`)).status;
  const serviceId = () => api.upstream.chat.serviceAccount();

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    cleo = await joinMember(api, 'Cleo');
    dan = await joinMember(api, 'Dan');
    png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    await db().delete(complaints);
    await db().delete(chatBurnViews);
    await db().delete(chatConversations);
    await db().delete(chatMessages);
    await db().delete(blocks);
    await db().delete(rateLimits);
    await db().delete(webhookOutbox);
    await db()
      .update(users)
      .set({ vipLevel: 0, typingHidden: false, hiddenFromSearch: false })
      .where(eq(users.isService, false));
  });

  it('sends a text: both sides see it, with entries, unread counts and the documented event', async () => {
    const sent = (await send(ana, ben, { msg: '  Hello Ben [ee_3]  ', ext: { platform: 'Web' } })).data;
    expect(sent).toMatchObject({
      from: ana.id,
      to: ben.id,
      type: 'txt',
      msg: 'Hello Ben [ee_3]',
      url: null,
      burn: false,
      burnState: null,
      custom: null,
      ext: { platform: 'Web' },
      read: null,
    });
    expect(sent.clientId).toMatch(/^c-\d+$/);
    expect(typeof sent.time).toBe('number');
    // The recipient's copy has no clientId.
    const theirs = await history(ben, ana);
    expect(theirs).toMatchObject({ hasMore: false, list: [{ id: sent.id, msg: 'Hello Ben [ee_3]', clientId: null }] });
    expect((await history(ana, ben)).list[0].clientId).toBe(sent.clientId);

    const list = await sessions(ben);
    expect(list).toMatchObject({ total: 2, unreadTotal: 1 });
    expect(list.list[0]).toMatchObject({
      userId: await serviceId(),
      userType: 2,
      unread: 0,
      lastMessage: null,
      user: { nickname: 'Across Support' },
    });
    expect(list.list[1]).toMatchObject({
      userId: ana.id,
      userType: 1,
      unread: 1,
      lastMessage: { id: sent.id },
      user: { id: ana.id, nickname: 'Ana' },
      remarkName: null,
    });
    expect((await get(ben, '/message/unread-message')).data).toEqual({ total: 1, service: 0 });
    expect((await sessions(ana)).list[1]).toMatchObject({
      userId: ben.id,
      unread: 0,
      lastMessage: { id: sent.id, clientId: sent.clientId },
    });

    const [event] = await events('chat.message');
    expect(event.message).toEqual({ id: sent.id, from: ana.id, to: ben.id });
    expect(event.deliveries.map((d: { userId: number }) => d.userId)).toEqual([ben.id, ana.id]);
    expect(event.deliveries[0]).toMatchObject({
      userId: ben.id,
      unreadTotal: 1,
      message: { id: sent.id, clientId: null },
      conversation: { userId: ana.id, unread: 1, user: { id: ana.id } },
    });
    expect(event.deliveries[1]).toMatchObject({
      userId: ana.id,
      unreadTotal: 0,
      message: { id: sent.id, clientId: sent.clientId },
      conversation: { userId: ben.id, unread: 0 },
    });
  });

  it('answers the caller’s entry with each member: empty before the first message, null where they may not reach them', async () => {
    await say(cleo, ana, 'hi Ana');
    await db().insert(blocks).values({ blockerId: dan.id, blockedId: ana.id });
    const service = await serviceId();
    const before = await snapshot();
    const answer = await get(
      ana,
      `/chat/conversations-with?userIds=${cleo.id},${ben.id},${dan.id},${ana.id},999999,${service}`,
    );
    expect(answer.code).toBe(200);
    const [withCleo, withBen, withDan, self, unknown, withService] = answer.data;
    expect(withCleo).toMatchObject({
      userId: cleo.id,
      unread: 1,
      lastMessage: { msg: 'hi Ana' },
      user: { nickname: 'Cleo' },
      userType: 1,
    });
    expect(withBen).toMatchObject({
      id: null,
      userId: ben.id,
      unread: 0,
      lastMessage: null,
      lastTime: null,
      user: { nickname: 'Ben' },
      userType: 1,
    });
    expect([withDan, self, unknown]).toEqual([null, null, null]);
    expect(withService).toMatchObject({ userId: service, userType: 2 });
    // Reading makes no entry.
    expect(await snapshot()).toEqual(before);
  });

  it('refuses blank, too long, custom, oversized ext and other invalid input, changing nothing', async () => {
    await say(ana, ben, 'first');
    const before = await snapshot();
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ msg: '   \n\t ' }, 'msg'],
      [{ msg: 'x'.repeat(1001) }, 'msg'],
      [{ msg: '😀'.repeat(1001) }, 'msg'],
      [{ msg: 42 }, 'msg'],
      [{ type: 'custom', custom: { type: 'gift' } }, 'type'],
      [{ type: 'cmd' }, 'type'],
      [{ msg: 'hi', ext: { pad: 'x'.repeat(2100) } }, 'ext'],
      [{ msg: 'hi', ext: ['a'] }, 'ext'],
      [{ msg: 'hi', clientId: 'has spaces' }, 'clientId'],
      [{ msg: 'hi', clientId: 'x'.repeat(65) }, 'clientId'],
      [{ type: 'img', key: 'photos/../../etc/passwd' }, 'key'],
      [{ type: 'img', key: `photos/${'0'.repeat(32)}.jpg` }, 'key'],
      [{ msg: 'hi', userId: 'abc' }, 'userId'],
      [{ msg: 'hi', userId: ana.id }, 'userId'],
    ];
    for (const [body, field] of refused) {
      const answer = await send(ana, ben, body);
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({
        code: 400,
        data: { reason: 'VALIDATION', field },
      });
    }
    expect((await send(ana, { id: 999_999 }, { msg: 'hi' })).data.reason).toBe('USER_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
    // Exactly 1000 characters (emoji count one each) is fine.
    expect((await send(ana, ben, { msg: '😀'.repeat(1000) })).code).toBe(200);
  });

  it('answers a resend with the same clientId with the first message, also when sent at once', async () => {
    const first = await send(ana, ben, { clientId: 'same-1', msg: 'once' });
    const again = await send(ana, ben, { clientId: 'same-1', msg: 'changed' });
    // The same message; only a new one carries the sender's entry.
    const { conversation, ...message } = first.data;
    expect(conversation).toMatchObject({ userId: ben.id, unread: 0, lastMessage: { id: message.id } });
    expect(again.data).toEqual(message);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => send(cleo, ben, { clientId: 'same-2', msg: 'burst' })),
    );
    expect(new Set(burst.map((answer) => answer.data.id)).size).toBe(1);
    const rows = await db().select().from(chatMessages);
    expect(rows.map((row) => row.clientId).sort()).toEqual(['same-1', 'same-2']);
    expect(await events('chat.message')).toHaveLength(2);
    expect((await sessions(ben)).unreadTotal).toBe(2);
  });

  it('pages history newest first by `before`, stable while new messages arrive', async () => {
    for (let i = 1; i <= 25; i++) {
      if (i % 15 === 0) await db().delete(rateLimits);
      await say(i % 2 ? ana : ben, i % 2 ? ben : ana, `m${i}`);
    }
    const first = await history(ana, ben, '&size=10');
    expect(first.list.map((m: { msg: string }) => m.msg)).toEqual([
      'm25',
      'm24',
      'm23',
      'm22',
      'm21',
      'm20',
      'm19',
      'm18',
      'm17',
      'm16',
    ]);
    expect(first.hasMore).toBe(true);
    await db().delete(rateLimits);
    await say(ben, ana, 'new 1');
    await say(ana, ben, 'new 2');
    const second = await history(ana, ben, `&size=10&before=${first.list.at(-1).id}`);
    expect(second.list.map((m: { msg: string }) => m.msg)).toEqual([
      'm15',
      'm14',
      'm13',
      'm12',
      'm11',
      'm10',
      'm9',
      'm8',
      'm7',
      'm6',
    ]);
    const third = await history(ana, ben, `&size=10&before=${second.list.at(-1).id}`);
    expect(third).toMatchObject({ hasMore: false });
    expect(third.list.map((m: { msg: string }) => m.msg)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect((await history(ana, ben)).list).toHaveLength(20); // spec §9: 20 per fetch
    expect((await get(ana, `/chat/history?userId=${ben.id}&size=51`)).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'size',
    });
  });

  it('reads: unread 0, the read flag only for an SVIP sender, chat.read to the peer only when SVIP', async () => {
    const m1 = await say(ana, ben, 'one');
    await say(ana, ben, 'two');
    expect((await sessions(ben)).list[1].unread).toBe(2);
    const read = await post(ben, '/chat/read', { userId: ana.id });
    expect(read.data).toMatchObject({ userId: ana.id, unread: 0 });
    expect((await get(ben, '/message/unread-message')).data.total).toBe(0);
    expect((await history(ana, ben)).list.map((m: { read: unknown }) => m.read)).toEqual([null, null]);
    let [event] = await events('chat.read');
    expect(event).toMatchObject({ readerId: ben.id, peerId: ana.id, readUpTo: m1.id + 1 });
    expect(event.deliveries.map((d: { userId: number }) => d.userId)).toEqual([ben.id]);

    await db().update(users).set({ vipLevel: 2 }).where(eq(users.id, ana.id));
    await say(ana, ben, 'three');
    expect((await history(ana, ben)).list.map((m: { read: unknown }) => m.read)).toEqual([false, true, true]);
    // only the sender's copy
    expect((await history(ben, ana)).list.map((m: { read: unknown }) => m.read)).toEqual([null, null, null]);
    await post(ben, '/chat/read', { userId: ana.id });
    expect((await history(ana, ben)).list.map((m: { read: unknown }) => m.read)).toEqual([true, true, true]);
    event = (await events('chat.read'))[1];
    expect(event.deliveries.map((d: { userId: number }) => d.userId)).toEqual([ben.id, ana.id]);
    expect(event.deliveries[1]).toMatchObject({ conversation: { userId: ben.id, lastMessage: { read: true } } });
  });

  it('recalls within 2 minutes only, by the sender only; the message vanishes from both sides', async () => {
    const older = await say(ana, ben, 'older');
    const recalled = await say(ana, ben, 'oops');
    const late = await say(ana, ben, 'late');
    const setAge = (id: number, ms: number) =>
      db()
        .update(chatMessages)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(chatMessages.id, id));
    await setAge(late.id, 2 * 60_000 + 1000);
    await setAge(recalled.id, 2 * 60_000 - 2000);
    expect(await post(ana, '/chat/recall', { messageId: late.id })).toMatchObject({
      code: 400,
      msg: 'This message can no longer be recalled.',
      data: { reason: 'RECALL_WINDOW_EXPIRED' },
    });
    expect((await post(ben, '/chat/recall', { messageId: recalled.id })).data.reason).toBe('MESSAGE_NOT_FOUND');
    // `late` is newest: recalling `recalled` keeps it as preview; unread goes 3 → 2.
    expect((await post(ana, '/chat/recall', { messageId: recalled.id })).data).toEqual({ messageId: recalled.id });
    expect((await history(ben, ana)).list.map((m: { id: number }) => m.id)).toEqual([late.id, older.id]);
    expect((await history(ana, ben)).list.map((m: { id: number }) => m.id)).toEqual([late.id, older.id]);
    expect((await sessions(ben)).list[1]).toMatchObject({ unread: 2, lastMessage: { id: late.id } });
    expect((await get(ben, `/chat/message-batch?ids=${recalled.id},${older.id}`)).data).toMatchObject([
      null,
      { id: older.id },
    ]);
    expect((await post(ana, '/chat/recall', { messageId: recalled.id })).data.reason).toBe('MESSAGE_NOT_FOUND');
    const [event] = await events('chat.recalled');
    expect(event).toMatchObject({ messageId: recalled.id, from: ana.id, to: ben.id });
    expect(event.deliveries.map((d: { userId: number }) => d.userId)).toEqual([ben.id, ana.id]);
    expect(event.deliveries[0]).toMatchObject({ unreadTotal: 2, conversation: { unread: 2 } });
    // The newest one recalled: the preview falls back to the previous visible message.
    await setAge(late.id, 1000);
    await post(ana, '/chat/recall', { messageId: late.id });
    expect((await sessions(ben)).list[1]).toMatchObject({ unread: 1, lastMessage: { id: older.id } });
    expect((await sessions(ana)).list[1]).toMatchObject({ lastMessage: { id: older.id } });
  });

  it('tells each member of a send the unread total their list shows: customer service always, no deleted or blocked conversation', async () => {
    const eve = await joinMember(api, `Eve${backend}`);
    await say(cleo, ben, 'one');
    await say(cleo, ben, 'two');
    await say(dan, ben, 'from a member Ben then blocks');
    await db().insert(blocks).values({ blockerId: ben.id, blockedId: dan.id });
    await say(eve, ben, 'from a conversation Ben deleted');
    await db()
      .update(chatConversations)
      .set({ deletedAt: new Date() })
      .where(sql`${chatConversations.ownerId} = ${ben.id} and ${chatConversations.peerId} = ${eve.id}`);
    // Customer service's conversation counts even when deleted.
    await db()
      .insert(chatConversations)
      .values({
        ownerId: ben.id,
        peerId: await serviceId(),
        unreadCount: 4,
        lastTime: new Date(),
        deletedAt: new Date(),
      });
    await db().delete(webhookOutbox);

    await say(ana, ben, 'hello');
    await say(ana, ben, 'again');
    const deliveries = (await events('chat.message')).map((event) => event.deliveries);
    expect(deliveries.map(([toBen, toAna]) => [toBen.unreadTotal, toAna.unreadTotal])).toEqual([
      [2 + 4 + 1, 0],
      [2 + 4 + 2, 0],
    ]);
    expect((await sessions(ben)).unreadTotal).toBe(8);
    expect((await sessions(ana)).unreadTotal).toBe(0);
  });

  it('deletes a conversation from my list until a new message comes', async () => {
    await say(ana, ben, 'hi');
    expect((await post(ben, '/chat/conversation-delete', { userId: ana.id })).data).toEqual({ userId: ana.id });
    expect((await sessions(ben)).list.map((c: { userId: number }) => c.userId)).toEqual([await serviceId()]);
    expect((await history(ben, ana)).list).toHaveLength(1); // the history stays
    const [event] = await events('chat.conversation');
    expect(event).toMatchObject({ userId: ben.id, peerId: ana.id, deleted: true, conversation: null, unreadTotal: 0 });
    await say(ana, ben, 'back');
    expect((await sessions(ben)).list[1]).toMatchObject({ userId: ana.id, lastMessage: { msg: 'back' } });
  });

  it('clears my copy of the history only; the peer keeps theirs', async () => {
    const m = await say(ana, ben, 'keep?');
    const cleared = await post(ben, '/chat/history-clear', { userId: ana.id });
    expect(cleared.data).toMatchObject({ userId: ana.id, unread: 0, lastMessage: null });
    expect((await history(ben, ana)).list).toEqual([]);
    expect((await get(ben, `/chat/message-batch?ids=${m.id}`)).data).toEqual([null]);
    expect((await history(ana, ben)).list.map((x: { id: number }) => x.id)).toEqual([m.id]);
    const [event] = await events('chat.conversation');
    expect(event).toMatchObject({
      userId: ben.id,
      peerId: ana.id,
      deleted: false,
      conversation: { unread: 0, lastMessage: null },
    });
    const after = await say(ana, ben, 'after');
    expect((await history(ben, ana)).list.map((x: { id: number }) => x.id)).toEqual([after.id]);
    expect((await post(ben, '/chat/history-clear', { userId: cleo.id })).data.reason).toBe('USER_NOT_FOUND');
  });

  it('refuses messages across a block either way, storing and listing nothing', async () => {
    await say(ana, cleo, 'before the block');
    await db().insert(blocks).values({ blockerId: cleo.id, blockedId: ana.id });
    const before = await snapshot();
    expect(await send(ana, cleo, { msg: 'hi' })).toMatchObject({ code: 400, data: { reason: 'BLOCKED' } });
    expect((await send(cleo, ana, { msg: 'hi' })).data.reason).toBe('BLOCKED');
    expect(await snapshot()).toEqual(before);
    expect((await sessions(ana)).list.map((c: { userId: number }) => c.userId)).not.toContain(cleo.id);
    expect((await sessions(cleo)).list.map((c: { userId: number }) => c.userId)).not.toContain(ana.id);
    expect((await get(ana, `/chat/history?userId=${cleo.id}`)).data.reason).toBe('BLOCKED');
    expect((await post(ana, '/chat/typing', { userId: cleo.id, typing: true })).data).toEqual({ sent: false });
    await db().delete(blocks);
    expect((await send(ana, cleo, { msg: 'again' })).code).toBe(200);
  });

  it('keeps a cancelled member’s old messages readable and refuses new ones', async () => {
    const gone = await joinMember(api, `Gone${backend}`);
    const m = await say(gone, ana, 'bye soon');
    expect((await post(gone, '/account/cancel-account', { password: gone.password })).code).toBe(200);
    expect((await history(ana, gone)).list.map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect((await sessions(ana)).list[1]).toMatchObject({
      userId: gone.id,
      user: { id: gone.id },
      lastMessage: { id: m.id },
    });
    expect(await send(ana, gone, { msg: 'still there?' })).toMatchObject({
      code: 400,
      data: { reason: 'RECIPIENT_UNAVAILABLE' },
    });
  });

  it('lets only members who may open each other start a chat; a hidden member who wrote first gets answers', async () => {
    await db().update(users).set({ hiddenFromSearch: true }).where(eq(users.id, dan.id));
    expect((await send(ana, dan, { msg: 'who are you?' })).data.reason).toBe('USER_NOT_FOUND');
    await say(dan, ana, 'hello from the shadows');
    expect((await send(ana, dan, { msg: 'hello back' })).code).toBe(200);
  });

  it('sends images from the caller’s own uploads, signed per viewer and refused to anyone else', async () => {
    const photo = await upload(ana);
    expect((await send(ben, cleo, { type: 'img', key: photo.key })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'key',
    }); // not Ben's upload
    const sent = (await send(ana, ben, { type: 'img', key: photo.key })).data;
    expect(sent).toMatchObject({
      type: 'img',
      msg: null,
      width: 6,
      height: 4,
      burn: false,
      url: expect.stringContaining(`viewer=${ana.id}`),
    });
    expect((await send(ana, cleo, { type: 'img', key: photo.key })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'key',
    }); // used
    const bens = (await history(ben, ana)).list[0];
    expect(bens.url).toContain(`viewer=${ben.id}`);
    expect(await fetchStatus(sent.url)).toBe(200);
    expect(await fetchStatus(bens.url)).toBe(200);
    // Cleo gets nothing: Ben's URL names Ben, and a URL for Cleo would be refused by the message's rules.
    expect(await fetchStatus(bens.url.replace(`viewer=${ben.id}`, `viewer=${cleo.id}`))).toBe(403);
    expect((await get(cleo, `/chat/message-batch?ids=${sent.id}`)).data).toEqual([null]);
    // Cleared for Ben: refused to Ben, still Ana's.
    await post(ben, '/chat/history-clear', { userId: ana.id });
    expect(await fetchStatus(bens.url)).toBe(403);
    expect(await fetchStatus(sent.url)).toBe(200);
    // Recalled: refused to everyone, and the bytes are deleted.
    await post(ana, '/chat/recall', { messageId: sent.id });
    expect(await fetchStatus(sent.url)).toBe(403);
    await api.upstream.chatMedia.sweep();
    expect(await fetchStatus(photo.url)).toBe(404);
    const [row] = await db().select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row.mediaDeletedAt).toBeInstanceOf(Date);
  });

  it('shows a burn photo to its recipient once, for 8 seconds, then deletes it: nobody may see it any more', async () => {
    const photo = await upload(ana);
    const sent = (await send(ana, ben, { type: 'img', key: photo.key, burn: true })).data;
    expect(sent).toMatchObject({ burn: true, burnState: 'unviewed', url: expect.any(String) });
    expect(await fetchStatus(sent.url)).toBe(200); // the sender sees it until it is viewed
    const bens = (await history(ben, ana)).list[0];
    expect(bens).toMatchObject({ burn: true, burnState: 'unviewed', url: null });
    expect((await post(ana, '/im/read-burnimg', { msgId: sent.id })).data.reason).toBe('BURN_VIEWED');
    expect((await post(cleo, '/im/read-burnimg', { msgId: sent.id })).data.reason).toBe('MESSAGE_NOT_FOUND');
    // Two at once: exactly one view.
    const views = await Promise.all([
      post(ben, '/im/read-burnimg', { msgId: sent.id }),
      post(ben, '/im/read-burnimg', { msgId: sent.id }),
    ]);
    expect(views.map((v) => v.code).sort()).toEqual([200, 400]);
    const view = views.find((v) => v.code === 200)!.data;
    expect(view).toMatchObject({ seconds: 8, url: expect.stringContaining(`msg=${sent.id}`) });
    expect(Number(new URL(view.url, api.url).searchParams.get('exp')) * 1000 - Date.now()).toBeLessThanOrEqual(8000);
    expect(await fetchStatus(view.url)).toBe(200);
    expect(await post(ben, '/im/read-burnimg', { msgId: sent.id })).toMatchObject({
      code: 400,
      data: { reason: 'BURN_VIEWED' },
    });
    expect((await history(ben, ana)).list[0]).toMatchObject({ burnState: 'viewed', url: null });
    // The sender's copy burned with the view.
    expect((await history(ana, ben)).list[0]).toMatchObject({ burnState: 'viewed', url: null });
    expect(await fetchStatus(sent.url)).toBe(403);
    expect(await db().select().from(chatBurnViews)).toHaveLength(1);
    // The window over (moved back instead of waiting): refused, though the URL has not expired.
    await db()
      .update(chatBurnViews)
      .set({ viewedAt: new Date(Date.now() - 9000) });
    expect(await fetchStatus(view.url)).toBe(403);
    // Nobody may see it now: the bytes go, though neither member cleared anything.
    await api.upstream.chatMedia.sweep();
    expect(await fetchStatus(photo.url)).toBe(404);
    const [row] = await db().select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row.mediaDeletedAt).toBeInstanceOf(Date);
  });

  it('puts customer service first for everyone; everyone may write to it and it to anyone', async () => {
    const support = await serviceId();
    const account = (await get(ana, '/service/im-account')).data;
    expect(account).toMatchObject({
      userId: support,
      imAccount: `u${support + 100000}`,
      user: { id: support, nickname: 'Across Support' },
    });
    await say(ana, cleo, 'hi');
    const list = await sessions(ana);
    expect(list.list.map((c: { userId: number; userType: number }) => [c.userId, c.userType])).toEqual([
      [support, 2],
      [cleo.id, 1],
    ]);
    expect(
      (await post(ana, '/message/user-session-list', { page: 2, size: 1 })).data.list.map(
        (c: { userId: number }) => c.userId,
      ),
    ).toEqual([cleo.id]);
    // Members hidden from search still reach it, and it reaches them.
    await db().update(users).set({ hiddenFromSearch: true }).where(eq(users.id, dan.id));
    expect((await send(dan, { id: support }, { msg: 'help!' })).code).toBe(200);
    const staff = await api.call('POST', '/account/login', {
      body: { email: 'support@across.test', password: 'across-demo' },
    });
    expect(staff.code).toBe(200);
    const supportMember = { ...ana, id: support, token: staff.data.token };
    expect((await send(supportMember, dan, { msg: 'How can we help?' })).code).toBe(200);
    expect((await get(dan, '/message/unread-message')).data).toEqual({ total: 1, service: 1 });
    expect((await sessions(supportMember)).list.map((c: { userId: number }) => c.userId)).toEqual([dan.id]);
    await post(dan, '/chat/read', { userId: support });
    expect((await get(dan, '/message/unread-message')).data).toEqual({ total: 0, service: 0 });
  });

  it('lists complaint types in the request’s language and stores complaints', async () => {
    const types = (await get(ana, '/complain/complain_type', 'de')).data;
    expect(types).toHaveLength(6);
    expect(types[0]).toEqual({ id: 1, name: 'Belästigung oder Beleidigung' });
    const m = await say(ben, ana, 'spam spam');
    const added = await post(ana, '/complain/add_complain', {
      userId: ben.id,
      type: 2,
      reason: ' Spam ',
      notes: 'sent links',
      messageId: m.id,
    });
    expect(added.data).toEqual({ id: expect.any(Number), reports: 1 });
    expect(await db().select().from(complaints)).toMatchObject([
      { reporterId: ana.id, reportedId: ben.id, type: 2, reason: 'Spam', notes: 'sent links', messageId: m.id },
    ]);
    for (const [body, field] of [
      [{ userId: ben.id, type: 7, reason: 'x' }, 'type'],
      [{ userId: ben.id, type: 1, reason: '' }, 'reason'],
      [{ userId: ben.id, type: 1, reason: 'x'.repeat(201) }, 'reason'],
      [{ userId: ben.id, type: 1, reason: 'x', notes: 'x'.repeat(1001) }, 'notes'],
    ] as const) {
      expect((await post(ana, '/complain/add_complain', body)).data).toMatchObject({ reason: 'VALIDATION', field });
    }
    expect((await post(ana, '/complain/add_complain', { userId: 999_999, type: 1, reason: 'x' })).data.reason).toBe(
      'USER_NOT_FOUND',
    );
    expect(
      (await post(cleo, '/complain/add_complain', { userId: ben.id, type: 1, reason: 'x', messageId: m.id })).data
        .reason,
    ).toBe('MESSAGE_NOT_FOUND');
    expect(await db().select().from(complaints)).toHaveLength(1);
  });

  it('tells the peer about typing unless the member hides it', async () => {
    await say(ana, ben, 'hi');
    expect((await post(ana, '/chat/typing', { userId: ben.id, typing: true })).data).toEqual({ sent: true });
    expect(await events('chat.typing')).toEqual([{ userId: ben.id, fromUserId: ana.id, typing: true }]);
    expect((await post(ana, '/user/privacy-set', { typingHidden: true })).data).toMatchObject({ typingHidden: true });
    expect((await get(ana, '/user/privacy')).data.typingHidden).toBe(true);
    expect((await post(ana, '/chat/typing', { userId: ben.id, typing: false })).data).toEqual({ sent: false });
    expect(await events('chat.typing')).toHaveLength(1);
    expect((await post(ana, '/chat/typing', { userId: ben.id, typing: 'yes' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'typing',
    });
  });

  it('limits sends to 20 in 10 seconds per member', async () => {
    for (let i = 0; i < 20; i++) await say(ana, ben, `n${i}`);
    const refused = await send(ana, ben, { msg: 'one too many' });
    expect(refused).toMatchObject({ code: 429, data: { reason: 'RATE_LIMITED' } });
    expect(refused.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.data.retryAfterSeconds).toBeLessThanOrEqual(10);
    expect(await db().select().from(chatMessages)).toHaveLength(20);
    expect((await send(ben, ana, { msg: 'others still can' })).code).toBe(200);
  });

  it('limits sends that come at once to 20 as well: the rest are refused and nothing of theirs is stored', async () => {
    // All at once, so most pass the check before the transaction and meet the limit's hit inside it.
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => send(ana, ben, { msg: `burst ${i}` })));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.code !== 200);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer).toMatchObject({ code: 429, data: { reason: 'RATE_LIMITED' } });
      expect(answer.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(answer.data.retryAfterSeconds).toBeLessThanOrEqual(10);
    }
    expect(await db().select().from(chatMessages)).toHaveLength(20);
    const entry = (await sessions(ben)).list.find((found: { user: { id: number } }) => found.user.id === ana.id);
    expect(entry).toMatchObject({ unread: 20 });
  });

  it('answers conversations and messages by id only to their owner', async () => {
    const m = await say(ana, ben, 'hi');
    const mine = (await sessions(ana)).list[1];
    expect((await get(ana, `/chat/conversation-batch?ids=${mine.id},999999`)).data).toMatchObject([
      { id: mine.id, userId: ben.id },
      null,
    ]);
    expect((await get(cleo, `/chat/conversation-batch?ids=${mine.id}`)).data).toEqual([null]);
    expect((await get(ben, `/chat/message-batch?ids=${m.id}`)).data).toMatchObject([{ id: m.id, clientId: null }]);
    expect((await get(cleo, `/chat/message-batch?ids=${m.id}`)).data).toEqual([null]);
    // An upload once sent is no longer free for the album either.
    const photo = await upload(ana);
    await send(ana, ben, { type: 'img', key: photo.key });
    expect((await post(ana, '/album/upload', { key: photo.key })).data.reason).toBe('VALIDATION');
    expect((await db().select().from(uploads).where(eq(uploads.key, photo.key)))[0].attachedAt).toBeInstanceOf(Date);
  });
});
