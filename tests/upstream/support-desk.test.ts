import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportClaims, supportNotes, supportReplies, webhookOutbox } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { staffFactor } from '../support/staff';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * The support desk at the upstream (docs/decisions.md "Support desk"): customer service's conversations as one inbox
 * for support staff, claims (one claimant), replies as the customer-service account with the staff member recorded,
 * internal notes and the member's context; members and moderators reach none of it.
 */
describe.each(BACKENDS)('support desk on %s', (backend) => {
  let api: TestUpstream;
  let made = 0;
  let serviceId: number;
  let support: TestMember;
  let support2: TestMember;
  let moderator: TestMember;
  const post = (who: TestMember, path: string, body: unknown) => api.call('POST', path, { token: who.token, body });
  const get = (who: TestMember, path: string) => api.call('GET', path, { token: who.token });
  const member = () => joinMember(api, `Desk${backend}${++made}`);
  let sent = 0;
  const write = (who: TestMember, msg: string) =>
    post(who, '/chat/send', { userId: serviceId, clientId: `c${++sent}`, type: 'txt', msg });

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    serviceId = await api.upstream.chat.serviceAccount();
    support = await member();
    support2 = await member();
    moderator = await member();
    await staffFactor(api, support, 'support');
    await staffFactor(api, support2, 'support');
    await staffFactor(api, moderator, 'moderator');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('lists customer service’s conversations newest first, unread first when asked, with the member', async () => {
    const [ana, ben] = [await member(), await member()];
    expect((await write(ana, 'Hello, my coins are missing')).code).toBe(200);
    expect((await write(ben, 'How do I cancel?')).code).toBe(200);
    const inbox = await get(support, '/staff/support/inbox?size=50');
    expect(inbox.code).toBe(200);
    const ids = inbox.data.list.map((entry: { memberId: number }) => entry.memberId);
    expect(ids.indexOf(ben.id)).toBeLessThan(ids.indexOf(ana.id));
    const entry = inbox.data.list.find((each: { memberId: number }) => each.memberId === ana.id);
    expect(entry).toMatchObject({ unread: 1, claimedBy: null, language: 'en', lastMessage: { fromMember: true } });
    expect(entry.member.nickname).toMatch(/^Desk/);
    expect(entry.lastMessage.msg).toBe('Hello, my coins are missing');
    // Ben's conversation read by the desk (a claim reads it): unread first puts Ana's before it.
    expect((await post(support, '/staff/support/claim', { memberId: ben.id })).code).toBe(200);
    const unreadFirst = await get(support, '/staff/support/inbox?size=50&unreadFirst=1');
    const order = unreadFirst.data.list.map((each: { memberId: number }) => each.memberId);
    expect(order.indexOf(ana.id)).toBeLessThan(order.indexOf(ben.id));
    const mine = await get(support, '/staff/support/inbox?mine=1');
    expect(mine.data.list.map((each: { memberId: number }) => each.memberId)).toContain(ben.id);
    expect(mine.data.list.map((each: { memberId: number }) => each.memberId)).not.toContain(ana.id);
    // A member's message tells the desks, in its transaction.
    const events = await api.upstream.database.db
      .select()
      .from(webhookOutbox)
      .where(eq(webhookOutbox.type, 'support.conversation'));
    expect(events.some((event) => (event.payload as { memberId: number }).memberId === ana.id)).toBe(true);
  });

  it('claims once: a second staff member gets a conflict naming the claimant; release frees it', async () => {
    const cara = await member();
    await write(cara, 'Help please');
    const first = await post(support, '/staff/support/claim', { memberId: cara.id });
    expect(first.code).toBe(200);
    expect(first.data.claimedBy.id).toBe(support.id);
    expect(first.data.unread).toBe(0);
    const second = await post(support2, '/staff/support/claim', { memberId: cara.id });
    expect(second).toMatchObject({ code: 409, data: { reason: 'SUPPORT_CLAIM_CONFLICT', claimedBy: support.id } });
    expect((await post(support2, '/staff/support/release', { memberId: cara.id })).code).toBe(409);
    expect((await post(support2, '/staff/support/reply', { memberId: cara.id, clientId: 'x1', text: 'Hi' })).code).toBe(
      409,
    );
    const released = await post(support, '/staff/support/release', { memberId: cara.id });
    expect(released.data.claimedBy).toBeNull();
    expect((await post(support2, '/staff/support/claim', { memberId: cara.id })).data.claimedBy.id).toBe(support2.id);
    const nobody = await post(support, '/staff/support/claim', { memberId: (await member()).id });
    expect(nobody).toMatchObject({ code: 404, data: { reason: 'SUPPORT_CONVERSATION_NOT_FOUND' } });
  });

  it('replies as customer service: the member sees customer service only; the desk sees who wrote it', async () => {
    const dan = await member();
    await write(dan, 'Where is my order?');
    const reply = await post(support, '/staff/support/reply', {
      memberId: dan.id,
      clientId: 'r1',
      text: 'It ships tomorrow.',
    });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ from: serviceId, to: dan.id, msg: 'It ships tomorrow.', fromMember: false });
    expect(reply.data.sentBy.id).toBe(support.id);
    // Idempotent on the client id.
    const again = await post(support, '/staff/support/reply', { memberId: dan.id, clientId: 'r1', text: 'x' });
    expect(again.data.id).toBe(reply.data.id);
    const [recorded] = await api.upstream.database.db
      .select()
      .from(supportReplies)
      .where(eq(supportReplies.messageId, reply.data.id));
    expect(recorded.staffId).toBe(support.id);
    // The member's own history: the reply from customer service, nothing of the staff member.
    const history = await get(dan, `/chat/history?userId=${serviceId}`);
    const seen = history.data.list.find((message: { id: number }) => message.id === reply.data.id);
    expect(seen).toMatchObject({ from: serviceId, msg: 'It ships tomorrow.' });
    expect(JSON.stringify(history.data)).not.toContain(String(`"sentBy"`));
    expect(JSON.stringify(history.data)).not.toMatch(/Desk.*\(support\)|staffId/);
    // The desk's history: both, newest first, the reply naming its writer.
    const desk = await get(support, `/staff/support/history?memberId=${dan.id}`);
    expect(desk.data.list.map((message: { msg: string }) => message.msg)).toEqual([
      'It ships tomorrow.',
      'Where is my order?',
    ]);
    expect(desk.data.list[0].sentBy.id).toBe(support.id);
    expect(desk.data.list[1]).toMatchObject({ fromMember: true, sentBy: null });
    // Bad input: typed, localised, nothing sent.
    const empty = await api.call('POST', '/staff/support/reply', {
      token: support.token,
      language: 'de',
      body: { memberId: dan.id, clientId: 'r2', text: '   ' },
    });
    expect(empty).toMatchObject({ code: 400, data: { field: 'text' } });
    expect(empty.msg).toBe('Eine Antwort hat 1 bis 1000 Zeichen.');
  });

  it('keeps internal notes, newest first, with their author; and shows the member’s context', async () => {
    const eve = await member();
    await write(eve, 'My membership?');
    const note = await post(support, '/staff/support/note', { memberId: eve.id, text: 'Asked twice already' });
    expect(note.code).toBe(200);
    await post(support2, '/staff/support/note', { memberId: eve.id, text: 'Refund promised' });
    const notes = await get(support, `/staff/support/notes?memberId=${eve.id}`);
    expect(notes.data.map((each: { text: string }) => each.text)).toEqual(['Refund promised', 'Asked twice already']);
    expect(notes.data[1].author.id).toBe(support.id);
    const tooLong = await post(support, '/staff/support/note', { memberId: eve.id, text: 'x'.repeat(1001) });
    expect(tooLong).toMatchObject({ code: 400, data: { field: 'text' } });
    const context = await get(support, `/staff/support/context?memberId=${eve.id}`);
    expect(context.data).toMatchObject({ memberId: eve.id, vipLevel: 0, coins: 0, orders: [], payments: [] });
    expect(context.data.sanction).toBeNull();
  });

  it('refuses members and moderators on every desk route, changing nothing', async () => {
    const fay = await member();
    await write(fay, 'Hi');
    const calls = (who: TestMember) => [
      get(who, '/staff/support/inbox'),
      get(who, `/staff/support/batch?ids=${fay.id}`),
      get(who, `/staff/support/history?memberId=${fay.id}`),
      post(who, '/staff/support/claim', { memberId: fay.id }),
      post(who, '/staff/support/release', { memberId: fay.id }),
      post(who, '/staff/support/reply', { memberId: fay.id, clientId: 'no1', text: 'Hi' }),
      get(who, `/staff/support/notes?memberId=${fay.id}`),
      post(who, '/staff/support/note', { memberId: fay.id, text: 'no' }),
      get(who, `/staff/support/context?memberId=${fay.id}`),
    ];
    for (const who of [fay, moderator, await member()]) {
      for (const answer of await Promise.all(calls(who)))
        expect(answer).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
    }
    const db = api.upstream.database.db;
    expect(await db.select().from(supportClaims).where(eq(supportClaims.memberId, fay.id))).toEqual([]);
    expect(await db.select().from(supportNotes).where(eq(supportNotes.memberId, fay.id))).toEqual([]);
    const history = await get(fay, `/chat/history?userId=${serviceId}`);
    expect(history.data.list.map((message: { msg: string }) => message.msg)).toEqual(['Hi']);
  });

  it('of two claims at once exactly one wins (a race on PostgreSQL; one after the other on PGlite)', async () => {
    for (let round = 0; round < 5; round++) {
      const gus = await member();
      await write(gus, 'Race');
      const answers = await Promise.all([
        post(support, '/staff/support/claim', { memberId: gus.id }),
        post(support2, '/staff/support/claim', { memberId: gus.id }),
      ]);
      expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
      const [claim] = await api.upstream.database.db
        .select()
        .from(supportClaims)
        .where(eq(supportClaims.memberId, gus.id));
      const winner = answers.find((answer) => answer.code === 200)!;
      expect(claim.staffId).toBe(winner.data.claimedBy.id);
    }
  });
});
