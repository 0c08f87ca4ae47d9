import { createReadStream } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  memberSanctions,
  moderationActions,
  moderationItems,
  noticeGroups,
  rateLimits,
  users,
  webhookOutbox,
} from '../../upstream/db/schema';
import { MODERATION_EVIDENCE_RETENTION_DAYS } from '../../upstream/constants';
import { EvidenceRetention } from '../../upstream/moderation/retention';
import { joinMember, type TestMember } from '../support/members';
import { publishMoment, uploadKey } from '../support/moments';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';
import { staffFactor } from '../support/staff';

/**
 * The moderation queue (issue 25): reports of one target make one item, scored by how often each reporter was right;
 * the evidence as it was when reported (a message with the 20 before it, a burn photo kept until the decision);
 * claims and decisions at a version; the reporters told once; sanctions at once. On both backends.
 */
describe.each(BACKENDS)('moderation on %s', (backend) => {
  let api: TestUpstream;
  let made = 0;
  let clientIds = 0;
  const db = () => api.upstream.database.db;

  const member = (name = 'Member') => joinMember(api, `${name}${++made}`);
  const moderator = async (name = 'Mod') => {
    const mod = await member(name);
    await staffFactor(api, mod, 'moderator');
    return mod;
  };
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const get = (who: TestMember, path: string) => api.call('GET', path, { token: who.token });
  const say = async (from: TestMember, to: TestMember, msg: string) => {
    const sent = await post(from, '/chat/send', { userId: to.id, clientId: `m-${++clientIds}`, type: 'txt', msg });
    expect(sent.code, sent.msg).toBe(200);
    return sent.data as { id: number };
  };
  const moment = async (who: TestMember, content = 'A day at the lake', photos = 1) => {
    const published = await publishMoment(api, who.token, { content, photos });
    expect(published.code, published.msg).toBe(200);
    return published.data.id as number;
  };
  const comment = async (who: TestMember, momentId: number, content = 'Nice') => {
    const answer = await post(who, '/dynamic/comment', { dynamicId: momentId, content });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.id as number;
  };
  const words = { type: 1, reason: 'harassment' };
  const reportMoment = (who: TestMember, momentId: number, extra: object = {}) =>
    post(who, '/dynamic/report', { dynamicId: momentId, ...words, ...extra });
  const reportComment = (who: TestMember, commentId: number, extra: object = {}) =>
    post(who, '/dynamic/report-comment', { commentId, ...words, ...extra });
  const complain = (who: TestMember, about: TestMember, extra: object = {}) =>
    post(who, '/complain/add_complain', { userId: about.id, ...words, ...extra });
  /** The target's newest item. */
  const itemOf = async (kind: string, targetId: number) => {
    const [row] = await db()
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.targetKind, kind), eq(moderationItems.targetId, targetId)))
      .orderBy(desc(moderationItems.id))
      .limit(1);
    return row;
  };
  const read = async (mod: TestMember, id: number) => {
    const answer = await get(mod, `/staff/moderation/batch?ids=${id}`);
    expect(answer.code, answer.msg).toBe(200);
    return answer.data[0];
  };
  const decide = (mod: TestMember, id: number, version: number, action: string, extra: object = {}) =>
    post(mod, '/staff/moderation/decide', { id, version, action, ...extra });
  const noticesOf = async (who: TestMember, kind: string) =>
    (await db().select().from(noticeGroups).where(eq(noticeGroups.memberId, who.id))).filter(
      (group) => group.kind === kind,
    );

  beforeAll(async () => {
    api = await startTestUpstream(backend);
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    await db().delete(rateLimits);
  });

  it('reports of one target make one item: each reporter listed once, a repeat counted but not scored again', async () => {
    const [ana, ben, cleo, mod] = [await member('Ana'), await member('Ben'), await member('Cleo'), await moderator()];
    const id = await moment(ana);
    expect((await reportMoment(ben, id, { type: 2, reason: 'spam' })).data).toEqual({ reports: 1 });
    expect((await reportMoment(cleo, id)).code).toBe(200);
    expect((await reportMoment(ben, id, { type: 2, reason: 'still spam', notes: 'again' })).data).toEqual({
      reports: 2,
    });
    const row = await itemOf('moment', id);
    expect(row).toMatchObject({
      state: 'open',
      reportCount: 3,
      reporters: 2,
      score: 1,
      category: 2,
      reportedId: ana.id,
    });
    const item = await read(mod, row.id);
    expect(item).toMatchObject({
      targetKind: 'moment',
      categoryName: 'Spam or scam',
      reported: { id: ana.id },
      reports: [
        { reporter: { id: ben.id }, reports: 2, reason: 'still spam', notes: 'again', weight: 0.5 },
        { reporter: { id: cleo.id }, reports: 1, typeName: 'Harassment or abuse' },
      ],
      evidence: { kind: 'moment', moment: { id, authorId: ana.id, text: 'A day at the lake' } },
    });
    // A complaint about the member without a message is an item about the member, apart from the moment's.
    expect((await complain(ben, ana)).code).toBe(200);
    const about = await itemOf('member', ana.id);
    expect(about).toMatchObject({ reporters: 1, state: 'open' });
    expect(about.id).not.toBe(row.id);
    // Own posts and unknown ones are refused, nothing stored.
    expect((await reportMoment(ana, id)).data).toMatchObject({ reason: 'VALIDATION', field: 'dynamicId' });
    expect((await reportMoment(ben, 2_000_000)).data.reason).toBe('MOMENT_NOT_FOUND');
    expect((await reportMoment(ben, id, { type: 9 })).data).toMatchObject({ reason: 'VALIDATION', field: 'type' });
    expect((await itemOf('moment', id)).reportCount).toBe(3);
  });

  it('a reporter weighs (1 + upheld) / (2 + dismissed + upheld): the score is the sum of the reporters’ weights', async () => {
    const [author, right, wrong, fresh, mod] = [
      await member(),
      await member('Right'),
      await member('Wrong'),
      await member('Fresh'),
      await moderator(),
    ];
    const reportedBy = async (reporter: TestMember) => {
      const id = await moment(author);
      await reportMoment(reporter, id);
      return itemOf('moment', id);
    };
    const upheld = await reportedBy(right);
    expect((await decide(mod, upheld.id, upheld.version, 'warn')).code).toBe(200);
    const dismissed = await reportedBy(wrong);
    expect((await decide(mod, dismissed.id, dismissed.version, 'dismiss')).code).toBe(200);
    const id = await moment(author);
    for (const who of [right, wrong, fresh]) expect((await reportMoment(who, id)).code).toBe(200);
    const item = await read(mod, (await itemOf('moment', id)).id);
    expect(item.reports.map((report: { weight: number }) => report.weight)).toEqual([2 / 3, 1 / 3, 1 / 2]);
    expect(item.score).toBeCloseTo(2 / 3 + 1 / 3 + 1 / 2, 10);
  });

  it('a reported message keeps the 20 before it; its burn photo is copied, outlives the recall and goes at the decision', async () => {
    const [ana, ben, mod] = [await member('Ana'), await member('Ben'), await moderator()];
    const sent: number[] = [];
    for (let i = 1; i <= 24; i++) sent.push((await say(i % 2 ? ana : ben, i % 2 ? ben : ana, `line ${i}`)).id);
    // Ben's burn photo, then the line Ana reports.
    const key = await uploadKey(api, ben.token);
    const burn = await post(ben, '/chat/send', {
      userId: ana.id,
      clientId: `b-${++clientIds}`,
      type: 'img',
      key,
      burn: true,
    });
    expect(burn.code, burn.msg).toBe(200);
    const reported = await say(ben, ana, 'you will regret this');
    expect((await complain(ana, ben, { messageId: reported.id })).code).toBe(200);
    const row = await itemOf('message', reported.id);
    expect(row).toMatchObject({ reportedId: ben.id, evidenceKeys: [expect.stringMatching(/^photos\//)] });
    const [copy] = row.evidenceKeys;
    expect(copy).not.toBe(key);
    const item = await read(mod, row.id);
    const messages = item.evidence.messages as Array<Record<string, any>>;
    // The reported one and the 20 before it between the two, oldest first.
    expect(messages.map((message) => message.id)).toEqual([...sent.slice(-19), burn.data.id, reported.id]);
    expect(messages.at(-1)).toMatchObject({ reported: true, fromReported: true, text: 'you will regret this' });
    expect(messages[0]).toMatchObject({ text: 'line 6', fromReported: true, reported: false });
    const photo = messages.at(-2)!;
    expect(photo).toMatchObject({ burn: true, type: 'img', photo: { url: expect.stringContaining(copy) } });
    expect((await fetch(`${api.url}${photo.photo.url}`)).status).toBe(200);
    // Ben recalls the photo: its bytes go with the sweep, the evidence's copy stays.
    expect((await post(ben, '/chat/recall', { messageId: burn.data.id })).code).toBe(200);
    await api.upstream.chatMedia.sweep();
    expect(await api.upstream.storage.open(key)).toBeUndefined();
    expect(await api.upstream.storage.open(copy)).toBeDefined();
    // Decided: the copy is deleted, the evidence says no photo any more.
    const decided = await decide(mod, row.id, row.version, 'dismiss');
    expect(decided.code, decided.msg).toBe(200);
    expect(await api.upstream.storage.open(copy)).toBeUndefined();
    expect(decided.data.evidence.messages.at(-2).photo).toBeNull();
    expect((await itemOf('message', reported.id)).evidenceKeys).toEqual([]);
  });

  it('a burn photo that cannot be copied (its bytes swept while read) does not fail the report', async () => {
    const [ana, ben, mod] = [await member('Ana'), await member('Ben'), await moderator()];
    await say(ana, ben, 'hello');
    const key = await uploadKey(api, ben.token);
    const burn = await post(ben, '/chat/send', {
      userId: ana.id,
      clientId: `g-${++clientIds}`,
      type: 'img',
      key,
      burn: true,
    });
    expect(burn.code, burn.msg).toBe(200);
    // The bytes go between finding the file and reading it (the sweep after a burn's window races the report).
    const storage = api.upstream.storage;
    const open = storage.open.bind(storage);
    storage.open = async (opened: string) => {
      const file = await open(opened);
      if (opened !== key || !file) return file;
      file.stream.destroy();
      await storage.remove(key);
      return { stream: createReadStream(file.stream.path), size: file.size };
    };
    try {
      const reported = await post(ana, '/complain/add_complain', { userId: ben.id, ...words, messageId: burn.data.id });
      expect(reported.code, reported.msg).toBe(200);
    } finally {
      storage.open = open;
    }
    const row = await itemOf('message', burn.data.id);
    expect(row).toMatchObject({ reportedId: ben.id, evidenceKeys: [] });
    const item = await read(mod, row.id);
    expect(item.evidence.messages.map((message: { id: number }) => message.id).at(-1)).toBe(burn.data.id);
    expect(item.evidence.messages.at(-1)).toMatchObject({ burn: true, type: 'img', photo: null });
  });

  it('each action: dismiss, warn, remove a moment, a comment or a message, and their audit rows', async () => {
    const [ana, ben, cleo, mod] = [await member('Ana'), await member('Ben'), await member('Cleo'), await moderator()];
    const photoMoment = await moment(ana, 'with a photo', 1);
    const quiet = await moment(cleo, 'quiet');
    const said = await comment(ana, quiet, 'rude words');
    const message = await say(ana, ben, 'rude message');
    expect((await reportMoment(ben, photoMoment)).code).toBe(200);
    expect((await reportComment(cleo, said)).code).toBe(200);
    expect((await complain(ben, ana, { messageId: message.id, type: 2 })).code).toBe(200);
    expect((await complain(cleo, ana, { type: 4 })).code).toBe(200);
    // Removing needs content: a member's item has none.
    const aboutAna = await itemOf('member', ana.id);
    expect((await decide(mod, aboutAna.id, aboutAna.version, 'remove')).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'action',
    });
    expect((await decide(mod, aboutAna.id, aboutAna.version, 'suspend')).data).toMatchObject({ field: 'days' });
    expect((await decide(mod, aboutAna.id, aboutAna.version, 'shout')).data).toMatchObject({ field: 'action' });
    expect((await itemOf('member', ana.id)).state).toBe('open');
    const warned = await decide(mod, aboutAna.id, aboutAna.version, 'warn', { note: 'first warning' });
    expect(warned.data).toMatchObject({ state: 'decided', decision: 'warn', decidedBy: { id: mod.id } });
    expect(await noticesOf(ana, 'moderation_warning')).toHaveLength(1);
    for (const [kind, id] of [
      ['moment', photoMoment],
      ['comment', said],
      ['message', message.id],
    ] as const) {
      const row = await itemOf(kind, id);
      const answer = await decide(mod, row.id, row.version, 'remove');
      expect(answer.code, answer.msg).toBe(200);
      expect(answer.data).toMatchObject({ decision: 'remove', state: 'decided', version: row.version + 1 });
    }
    expect((await get(ben, `/dynamic/dynamic-info?dynamicId=${photoMoment}`)).data.reason).toBe('MOMENT_NOT_FOUND');
    const comments = (await get(cleo, `/dynamic/comment-list?dynamicId=${quiet}`)).data.list as Array<{ id: number }>;
    expect(comments.map((each) => each.id)).not.toContain(said);
    const history = (await get(ben, `/chat/history?userId=${ana.id}`)).data.list as Array<{ id: number }>;
    expect(history.map((each) => each.id)).not.toContain(message.id);
    const audit = await db().select().from(moderationActions).where(eq(moderationActions.itemId, aboutAna.id));
    expect(audit).toMatchObject([{ action: 'warn', actorId: mod.id, detail: { version: 1, note: 'first warning' } }]);
    // Dismissed: nothing happens to the member, the reporter hears "no action".
    const other = await moment(ana, 'another');
    await reportMoment(cleo, other);
    const row = await itemOf('moment', other);
    expect((await decide(mod, row.id, row.version, 'dismiss')).data.decision).toBe('dismiss');
    expect((await get(ben, `/dynamic/dynamic-info?dynamicId=${other}`)).code).toBe(200);
    expect((await get(cleo, `/moderation/outcomes?ids=${row.id}`)).data).toEqual([
      expect.objectContaining({ role: 'reporter', outcome: 'no_action', targetKind: 'moment' }),
    ]);
  });

  it('an action names the version it was taken on: a stale one is UPDATE_CONFLICT and changes nothing', async () => {
    const [ana, ben, mod, other] = [await member(), await member(), await moderator(), await moderator('Other')];
    await complain(ben, ana);
    const row = await itemOf('member', ana.id);
    const claimed = await post(mod, '/staff/moderation/claim', { id: row.id, version: row.version });
    expect(claimed.data).toMatchObject({ claimedBy: { id: mod.id }, version: row.version + 1 });
    const stale = await decide(other, row.id, row.version, 'ban', {});
    expect(stale).toMatchObject({
      code: 409,
      data: { reason: 'UPDATE_CONFLICT', version: row.version + 1, state: 'open' },
    });
    expect(await db().select().from(memberSanctions).where(eq(memberSanctions.memberId, ana.id))).toEqual([]);
    expect((await post(other, '/staff/moderation/claim', { id: row.id, version: row.version })).data.reason).toBe(
      'UPDATE_CONFLICT',
    );
    // Taking it over at the current version is a claim too; then decided, it takes no further action.
    const taken = await post(other, '/staff/moderation/claim', { id: row.id, version: row.version + 1 });
    expect(taken.data).toMatchObject({ claimedBy: { id: other.id }, version: row.version + 2 });
    expect((await decide(other, row.id, row.version + 2, 'dismiss')).code).toBe(200);
    expect((await decide(mod, row.id, row.version + 3, 'ban')).data).toMatchObject({
      reason: 'UPDATE_CONFLICT',
      state: 'decided',
    });
    expect((await decide(mod, 2_000_000, 1, 'ban')).data.reason).toBe('MODERATION_ITEM_NOT_FOUND');
    const mine = await get(other, '/staff/moderation/queue?state=decided&mine=1');
    expect(mine.data.list.map((item: { id: number }) => item.id)).toContain(row.id);
  });

  it('each reporter is told the outcome once, as a notice from customer service that names no sanction', async () => {
    const [ana, ben, cleo, dora, mod] = [
      await member('Ana'),
      await member('Ben'),
      await member('Cleo'),
      await member('Dora'),
      await moderator(),
    ];
    const id = await moment(ana);
    await reportMoment(ben, id);
    await reportMoment(ben, id);
    await reportMoment(cleo, id);
    const row = await itemOf('moment', id);
    expect((await decide(mod, row.id, row.version, 'suspend', { days: 2 })).code).toBe(200);
    const serviceId = await api.upstream.chat.serviceAccount();
    for (const reporter of [ben, cleo]) {
      const groups = await noticesOf(reporter, 'report_outcome');
      expect(groups).toMatchObject([{ targetType: 'report', targetId: row.id, count: 1 }]);
      const list = (await get(reporter, '/interact/list?size=50')).data.list as Array<Record<string, any>>;
      expect(list.filter((notice) => notice.kind === 'report_outcome')).toMatchObject([
        { targetId: row.id, actors: [{ id: serviceId }] },
      ]);
      expect((await get(reporter, `/moderation/outcomes?ids=${row.id}`)).data).toEqual([
        {
          id: row.id,
          role: 'reporter',
          targetKind: 'moment',
          category: 1,
          categoryName: 'Harassment or abuse',
          outcome: 'action_taken',
          decidedAt: expect.any(String),
        },
      ]);
    }
    // Nobody else learns anything of it, the member suspended included.
    for (const who of [dora]) expect((await get(who, `/moderation/outcomes?ids=${row.id}`)).data).toEqual([null]);
    expect(await noticesOf(ana, 'report_outcome')).toEqual([]);
    // Once: a second decision is refused, and no notice comes again.
    expect((await decide(mod, row.id, row.version + 1, 'ban')).data.reason).toBe('UPDATE_CONFLICT');
    expect(await noticesOf(ben, 'report_outcome')).toHaveLength(1);
  });

  it('a suspension ends the sessions at once, hides the member and their posts, and login says until when', async () => {
    const [ana, ben, cleo, mod] = [await member('Ana'), await member('Ben'), await member('Cleo'), await moderator()];
    const id = await moment(ana, 'mine');
    const onCleos = await moment(cleo, 'cleo’s');
    const said = await comment(ana, onCleos, 'a comment');
    expect((await get(ben, `/dynamic/dynamic-info?dynamicId=${id}`)).code).toBe(200);
    await complain(ben, ana);
    const row = await itemOf('member', ana.id);
    const before = Date.now();
    expect((await decide(mod, row.id, row.version, 'suspend', { days: 3 })).code).toBe(200);
    const ended = await db().select().from(webhookOutbox).where(eq(webhookOutbox.type, 'session.ended'));
    expect(ended.map((event) => event.payload)).toContainEqual({
      userId: ana.id,
      sessionIds: [expect.any(String)],
      reason: 'ACCOUNT_SUSPENDED',
      // The suspension's end, so the member's open app can say until when.
      until: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await get(ana, '/account/my-info')).code).toBe(401);
    // Gone for everyone else: the moment, the feed, the comment, the profile.
    expect((await get(ben, `/dynamic/dynamic-info?dynamicId=${id}`)).data.reason).toBe('MOMENT_NOT_FOUND');
    const square = (await get(ben, '/dynamic/dynamic-list2?scope=all&size=50')).data.list as Array<{ id: number }>;
    expect(square.map((each) => each.id)).toContain(onCleos);
    expect(square.map((each) => each.id)).not.toContain(id);
    const comments = (await get(cleo, `/dynamic/comment-list?dynamicId=${onCleos}`)).data.list as Array<{ id: number }>;
    expect(comments.map((each) => each.id)).not.toContain(said);
    expect((await get(ben, `/user/info?userId=${ana.id}`)).data.reason).toBe('USER_NOT_FOUND');
    // Login: refused with the end, in the member's language; a wrong password says only that.
    const login = (language: string, password = ana.password) =>
      api.call('POST', '/account/login', { body: { email: ana.email, password }, language });
    const refused = await login('de');
    expect(refused).toMatchObject({ code: 403, data: { reason: 'ACCOUNT_SUSPENDED', until: expect.any(String) } });
    const until = Date.parse(refused.data.until);
    expect(until).toBeGreaterThanOrEqual(before + 3 * 86_400_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000 + 1000);
    expect(refused.msg).toMatch(/^Dein Konto ist .* bis .* UTC gesperrt\.$/);
    expect((await login('en', 'a wrong password')).data.reason).toBe('INVALID_CREDENTIALS');
    // The moderator still sees the member on the item; once the suspension is over, all is back.
    expect((await read(mod, row.id)).reported).toMatchObject({ id: ana.id });
    await db()
      .update(memberSanctions)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(memberSanctions.memberId, ana.id));
    expect((await login('en')).code).toBe(200);
    expect((await get(ben, `/dynamic/dynamic-info?dynamicId=${id}`)).code).toBe(200);
  });

  it('a ban refuses login for good; a later suspension does not shorten it', async () => {
    const [ana, ben, cleo, mod] = [await member('Ana'), await member('Ben'), await member('Cleo'), await moderator()];
    await complain(ben, ana);
    const first = await itemOf('member', ana.id);
    expect((await decide(mod, first.id, first.version, 'ban')).code).toBe(200);
    const login = () => api.call('POST', '/account/login', { body: { email: ana.email, password: ana.password } });
    expect(await login()).toMatchObject({
      code: 403,
      msg: 'Your account has been banned for breaking the community rules.',
      data: { reason: 'ACCOUNT_BANNED' },
    });
    await complain(cleo, ana);
    const second = await itemOf('member', ana.id);
    expect(second.id).not.toBe(first.id);
    expect((await decide(mod, second.id, second.version, 'suspend', { days: 1 })).code).toBe(200);
    expect((await login()).data.reason).toBe('ACCOUNT_BANNED');
  });

  it('the report limits hold over every kind of report together', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const first = await moment(ben);
    const second = await moment(ben);
    expect((await reportMoment(ana, first)).code).toBe(200);
    expect((await reportComment(ana, await comment(ben, first))).code).toBe(200);
    expect((await complain(ana, ben)).code).toBe(200);
    const refused = await reportMoment(ana, second, {});
    expect(refused).toMatchObject({
      code: 429,
      data: { reason: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
    expect(await itemOf('moment', second)).toBeUndefined();
  });

  it('only moderators and admins reach the queue, the items and the actions', async () => {
    const [ana, ben, support] = [await member('Ana'), await member('Ben'), await member('Support')];
    await db().update(users).set({ staffRole: 'support' }).where(eq(users.id, support.id));
    await complain(ben, ana);
    const row = await itemOf('member', ana.id);
    for (const who of [ben, ana, support]) {
      for (const answer of [
        await get(who, '/staff/moderation/queue'),
        await get(who, `/staff/moderation/batch?ids=${row.id}`),
        await post(who, '/staff/moderation/claim', { id: row.id, version: row.version }),
        await decide(who, row.id, row.version, 'dismiss'),
      ])
        expect(answer).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
      expect((await get(who, `/moderation/outcomes?ids=${row.id}`)).data).toEqual([null]);
    }
    expect(await itemOf('member', ana.id)).toMatchObject({ version: row.version, state: 'open', claimedBy: null });
    const admin = await member('Admin');
    await staffFactor(api, admin, 'admin');
    expect((await get(admin, '/staff/moderation/queue')).code).toBe(200);
  });

  it('deletes a decided item’s evidence and its reporters’ words once the retention after the decision ends', async () => {
    const [ana, ben, cleo, mod] = [await member('Ana'), await member('Ben'), await member('Cleo'), await moderator()];
    const line = await say(ben, ana, 'a line reported and decided');
    expect((await complain(ana, ben, { messageId: line.id, notes: 'he keeps writing' })).code).toBe(200);
    const decidedRow = await itemOf('message', line.id);
    expect((await decide(mod, decidedRow.id, decidedRow.version, 'warn')).code).toBe(200);
    const still = await say(cleo, ana, 'a line reported, not decided');
    expect((await complain(ana, cleo, { messageId: still.id })).code).toBe(200);
    const openRow = await itemOf('message', still.id);
    const retention = (days: number) =>
      new EvidenceRetention(db(), undefined, () => Date.now() + days * 24 * 60 * 60 * 1000).purge();
    // A day short of the retention: nothing goes.
    await retention(MODERATION_EVIDENCE_RETENTION_DAYS - 1);
    expect((await read(mod, decidedRow.id)).evidence.messages.at(-1).text).toBe('a line reported and decided');
    await retention(MODERATION_EVIDENCE_RETENTION_DAYS + 1);
    const purged = await read(mod, decidedRow.id);
    expect(purged.evidence).toEqual({ kind: 'message', purgedAt: expect.any(String) });
    expect(JSON.stringify(purged)).not.toContain('a line reported and decided');
    expect(purged.reports).toEqual([expect.objectContaining({ reason: '', notes: null })]);
    // The decision and its history stay; an open item keeps its evidence however old.
    expect(purged).toMatchObject({ state: 'decided', decision: 'warn' });
    expect(
      await db().select().from(moderationActions).where(eq(moderationActions.itemId, decidedRow.id)),
    ).not.toHaveLength(0);
    expect((await read(mod, openRow.id)).evidence.messages.at(-1).text).toBe('a line reported, not decided');
  });

  it('the queue: open first by score, filtered by state, category, kind and claims', async () => {
    const mod = await moderator();
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    // The higher score is the older item: the order is by score, not by age.
    const high = await moment(a);
    await reportMoment(b, high, { type: 2 });
    await reportMoment(c, high, { type: 2 });
    const low = await moment(a);
    await reportMoment(b, low, { type: 3 });
    await complain(d, a, { type: 2 });
    const mine = (await get(mod, '/staff/moderation/queue?kind=moment&size=50')).data;
    const ids = mine.list.map((item: { targetId: number }) => item.targetId);
    expect(ids.indexOf(high)).toBeLessThan(ids.indexOf(low));
    expect(mine.list[0]).not.toHaveProperty('evidence');
    const spam = (await get(mod, '/staff/moderation/queue?category=2&size=50')).data.list as Array<Record<string, any>>;
    expect(spam.every((item) => item.category === 2)).toBe(true);
    expect(spam.map((item) => `${item.targetKind}:${item.targetId}`)).toEqual(
      expect.arrayContaining([`moment:${high}`, `member:${a.id}`]),
    );
    expect((await get(mod, '/staff/moderation/queue?state=maybe')).data).toMatchObject({ field: 'state' });
    expect((await get(mod, '/staff/moderation/queue?kind=photo')).data).toMatchObject({ field: 'kind' });
  });
});

describe('two moderators decide one item at once on PostgreSQL', () => {
  let api: TestUpstream;
  beforeAll(async () => {
    api = await startTestUpstream('postgres');
  });
  afterAll(() => api?.stop());

  it('exactly one wins each round; the other gets UPDATE_CONFLICT, and one decision is recorded', async () => {
    const db = api.upstream.database.db;
    const [ana, ben, one, two] = [
      await joinMember(api, 'RaceAna'),
      await joinMember(api, 'RaceBen'),
      await joinMember(api, 'RaceOne'),
      await joinMember(api, 'RaceTwo'),
    ];
    for (const mod of [one, two]) await staffFactor(api, mod, 'moderator');
    for (let round = 0; round < 6; round++) {
      await db.delete(rateLimits);
      const published = await publishMoment(api, ana.token, { content: `round ${round}` });
      const momentId = published.data.id as number;
      await api.call('POST', '/dynamic/report', {
        token: ben.token,
        body: { dynamicId: momentId, type: 1, reason: 'r' },
      });
      const [row] = await db
        .select()
        .from(moderationItems)
        .where(and(eq(moderationItems.targetKind, 'moment'), eq(moderationItems.targetId, momentId)));
      const answers = await Promise.all(
        [
          [one, 'dismiss'],
          [two, 'warn'],
        ].map(([mod, action]) =>
          api.call('POST', '/staff/moderation/decide', {
            token: (mod as TestMember).token,
            body: { id: row.id, version: row.version, action },
          }),
        ),
      );
      expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.code === 409)!.data.reason).toBe('UPDATE_CONFLICT');
      const audit = await db.select().from(moderationActions).where(eq(moderationActions.itemId, row.id));
      expect(audit).toHaveLength(1);
      const winner = answers.find((answer) => answer.code === 200)!.data;
      expect(audit[0].action).toBe(winner.decision);
      const told = await db
        .select()
        .from(noticeGroups)
        .where(and(eq(noticeGroups.memberId, ben.id), eq(noticeGroups.targetId, row.id)));
      expect(told).toHaveLength(1);
      expect(
        (await db.select().from(noticeGroups).where(eq(noticeGroups.memberId, ana.id))).filter(
          (group) => group.kind === 'moderation_warning' && group.targetId === row.id,
        ),
      ).toHaveLength(winner.decision === 'warn' ? 1 : 0);
    }
  });
});
