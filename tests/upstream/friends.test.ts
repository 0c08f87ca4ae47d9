import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, friendRequests, friendships, webhookOutbox } from '../../upstream/db/schema';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

interface Member {
  token: string;
  id: number;
  nickname: string;
}

describe.each(BACKENDS)('friends on %s', (backend) => {
  let api: TestUpstream;
  let ana: Member;
  let ben: Member;
  let cleo: Member;
  let dan: Member;

  const join = async (name: string, nickname: string): Promise<Member> => {
    const email = `${name}@example.test`;
    await api.upstream.accounts.createMember({ email, password: 'long enough', nickname, language: 'en' });
    const login = await api.call('POST', '/account/login', { body: { email, password: 'long enough' } });
    return { token: login.data.token, id: login.data.userInfo.id, nickname };
  };
  const get = (who: Member, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: Member, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const approval = (who: Member, on: boolean) => post(who, '/user/privacy-set', { friendRequestsNeedApproval: on });
  const add = (who: Member, to: Member, message?: string) =>
    post(who, '/friend/add-friend', { userId: to.id, message });
  const friendIds = async (who: Member) =>
    (await get(who, '/friend/friend-list')).data.list.map((f: { friendUserId: number }) => f.friendUserId);
  /** Both friend tables whole: a refused request must leave them exactly as they were. */
  const snapshot = async () => {
    const { db } = api.upstream.database;
    return {
      friendships: await db.select().from(friendships).orderBy(asc(friendships.userId), asc(friendships.friendId)),
      requests: await db.select().from(friendRequests).orderBy(asc(friendRequests.id)),
    };
  };

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await join('ana', 'Ana');
    ben = await join('ben', 'ben');
    cleo = await join('cleo', 'Cleo');
    dan = await join('dan', '丹');
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    const { db } = api.upstream.database;
    await db.delete(friendships);
    await db.delete(friendRequests);
    await db.delete(blocks);
    for (const m of [ana, ben, cleo, dan]) await approval(m, true);
  });

  it('adds at once when the member lets anyone add them', async () => {
    await approval(ben, false);
    const added = await add(ana, ben);
    expect(added).toMatchObject({
      code: 200,
      data: {
        status: 'accepted',
        user: { id: ben.id, relation: { friend: true, friendRequestSent: false, friendRemarkName: null } },
      },
    });
    expect(added.data.applyId).toBeUndefined();
    expect(await friendIds(ana)).toEqual([ben.id]);
    expect(await friendIds(ben)).toEqual([ana.id]);
    expect((await get(ben, `/user/info?userId=${ana.id}`)).data.relation).toMatchObject({ friend: true });
    // Friends already: refused, nothing changed.
    const before = await snapshot();
    expect(await add(ben, ana, undefined)).toMatchObject({ code: 400, data: { reason: 'ALREADY_FRIENDS' } });
    expect((await add(ana, ben)).data.reason).toBe('ALREADY_FRIENDS');
    expect(await snapshot()).toEqual(before);
  });

  it('asks for approval, shows the request to its recipient, and makes friends both ways on accept', async () => {
    const asked = await add(ana, cleo, '  Hello Cleo!  ');
    expect(asked.data).toMatchObject({
      status: 'pending',
      user: { id: cleo.id, relation: { friend: false, friendRequestSent: true } },
    });
    const applyId = asked.data.applyId;
    expect(applyId).toBeGreaterThan(0);
    // Asking twice keeps one request.
    expect((await add(ana, cleo)).data).toMatchObject({ status: 'pending', applyId });
    expect((await snapshot()).requests).toHaveLength(1);
    // Only the recipient sees it.
    const applys = await get(cleo, '/friend/applys');
    expect(applys.data).toMatchObject({
      total: 1,
      pending: 1,
      list: [{ applyId, status: 'pending', message: 'Hello Cleo!', user: { id: ana.id, nickname: 'Ana' } }],
    });
    expect(Date.parse(applys.data.list[0].createdAt)).not.toBeNaN();
    expect(applys.data.list[0].user.email).toBeUndefined();
    expect((await get(ana, '/friend/applys')).data.total).toBe(0);
    // Only the recipient may decide.
    const before = await snapshot();
    expect(await get(ana, `/friend/apply-deal?applyId=${applyId}&status=1`)).toMatchObject({
      code: 404,
      data: { reason: 'APPLY_NOT_FOUND' },
    });
    expect((await get(ben, `/friend/apply-deal?applyId=${applyId}&status=1`)).data.reason).toBe('APPLY_NOT_FOUND');
    expect((await get(cleo, `/friend/apply-deal?applyId=999999&status=1`)).data.reason).toBe('APPLY_NOT_FOUND');
    expect(await snapshot()).toEqual(before);

    const accepted = await get(cleo, `/friend/apply-deal?applyId=${applyId}&status=1`);
    expect(accepted.data).toMatchObject({
      applyId,
      status: 'accepted',
      user: { id: ana.id, relation: { friend: true } },
    });
    expect(await friendIds(ana)).toEqual([cleo.id]);
    expect(await friendIds(cleo)).toEqual([ana.id]);
    expect((await get(ana, `/user/info?userId=${cleo.id}`)).data.relation).toMatchObject({
      friend: true,
      friendRequestSent: false,
    });
    // A decided request is not decided again.
    const after = await snapshot();
    expect(await get(cleo, `/friend/apply-deal?applyId=${applyId}&status=2`, 'de')).toMatchObject({
      code: 400,
      msg: 'Diese Freundschaftsanfrage wurde bereits bearbeitet.',
      data: { reason: 'APPLY_NOT_PENDING' },
    });
    expect(await snapshot()).toEqual(after);
    expect((await get(cleo, '/friend/applys')).data).toMatchObject({
      total: 1,
      pending: 0,
      list: [{ status: 'accepted' }],
    });
  });

  it('rejects a request: no friendship, and the applicant may ask again', async () => {
    const { applyId } = (await add(ben, cleo, 'hi')).data;
    const rejected = await get(cleo, `/friend/apply-deal?applyId=${applyId}&status=2`);
    expect(rejected.data).toMatchObject({
      applyId,
      status: 'rejected',
      user: { id: ben.id, relation: { friend: false } },
    });
    expect(await friendIds(cleo)).toEqual([]);
    expect((await get(ben, `/user/info?userId=${cleo.id}`)).data.relation).toMatchObject({
      friend: false,
      friendRequestSent: false,
    });
    const again = await add(ben, cleo);
    expect(again.data.status).toBe('pending');
    expect(again.data.applyId).not.toBe(applyId);
    // Pending first, then newest.
    expect((await get(cleo, '/friend/applys')).data.list.map((r: { status: string }) => r.status)).toEqual([
      'pending',
      'rejected',
    ]);
  });

  it('answers many requests at once, in the order asked, as apply-info does, null where not the caller’s', async () => {
    const fromAna = (await add(ana, cleo, 'hi')).data.applyId;
    const fromBen = (await add(ben, cleo)).data.applyId;
    const toDan = (await add(ana, dan)).data.applyId;
    const info = async (applyId: number) => (await get(cleo, `/friend/apply-info?applyId=${applyId}`)).data;
    const batch = await get(cleo, `/friend/apply-batch?ids=${fromBen},${toDan},2147483647,${fromAna},${fromBen}`);
    expect(batch).toMatchObject({ code: 200 });
    expect(batch.data).toEqual([await info(fromBen), null, null, await info(fromAna), await info(fromBen)]);
    expect(batch.data[3]).toMatchObject({ applyId: fromAna, status: 'pending', message: 'hi', user: { id: ana.id } });
    // The applicant's side is not theirs to read; a blocked applicant is gone.
    expect((await get(ana, `/friend/apply-batch?ids=${fromAna}`)).data).toEqual([null]);
    await post(cleo, '/user/block', { userId: ben.id });
    expect((await get(cleo, `/friend/apply-batch?ids=${fromBen},${fromAna}`)).data).toEqual([
      null,
      await info(fromAna),
    ]);

    const refused = { reason: 'VALIDATION', field: 'ids' };
    const hundredAndOne = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const ids of ['', 'abc', '0', `${fromAna},9999999999`, hundredAndOne]) {
      expect((await get(cleo, `/friend/apply-batch?ids=${ids}`, 'de')).data, ids).toEqual(refused);
    }
    expect((await get(cleo, '/friend/apply-batch?ids=x', 'de')).msg).toBe(
      'Bitte wähle eine gültige Freundschaftsanfrage.',
    );
    expect((await get(cleo, '/friend/apply-batch')).data).toEqual(refused);
    expect(
      (await get(cleo, `/friend/apply-batch?ids=${Array.from({ length: 100 }, () => fromAna).join(',')}`)).data,
    ).toHaveLength(100);
    expect((await api.call('GET', `/friend/apply-batch?ids=${fromAna}`)).code).toBe(401);
  });

  it('tells the recipient of a request and the member who gained a friend, with the other member as they see them', async () => {
    const { db } = api.upstream.database;
    await db.delete(webhookOutbox);
    /** The payloads of one event type written for `who`, oldest first. */
    const eventsFor = async (type: string, who: Member) =>
      (await db.select().from(webhookOutbox).where(eq(webhookOutbox.type, type)).orderBy(asc(webhookOutbox.createdAt)))
        .map((row) => row.payload as Record<string, unknown>)
        .filter((payload) => payload.userId === who.id);
    const seenBy = async (viewer: Member, member: Member) => (await get(viewer, `/user/info?userId=${member.id}`)).data;

    const fromBen = (await add(ben, cleo)).data.applyId;
    const fromAna = (await add(ana, cleo, 'hello')).data.applyId;
    await add(ana, cleo, 'asked again'); // the same request: no new event
    const requested = await eventsFor('friend.requested', cleo);
    expect(requested).toEqual([
      { userId: cleo.id, applyId: fromBen, fromUserId: ben.id, fromUser: await seenBy(cleo, ben), pendingCount: 1 },
      { userId: cleo.id, applyId: fromAna, fromUserId: ana.id, fromUser: await seenBy(cleo, ana), pendingCount: 2 },
    ]);
    expect(requested[1].fromUser).toMatchObject({ id: ana.id, nickname: 'Ana', relation: { friend: false } });
    expect((requested[1].fromUser as { email?: string }).email).toBeUndefined();

    // Accepted: the applicant hears of their new friend, already a friend as they see them.
    await get(cleo, `/friend/apply-deal?applyId=${fromAna}&status=1`);
    const accepted = await eventsFor('friend.accepted', ana);
    expect(accepted).toEqual([{ userId: ana.id, friendUserId: cleo.id, friendUser: await seenBy(ana, cleo) }]);
    expect(accepted[0].friendUser).toMatchObject({ id: cleo.id, relation: { friend: true } });

    // Added without approval, or through a shared link: the member added hears of it.
    await approval(dan, false);
    await add(ben, dan);
    const shareCode = (await get(dan, '/friend/share-code')).data.shareCode;
    await post(cleo, '/friend/share-add-friend', { shareCode });
    expect(await eventsFor('friend.accepted', dan)).toEqual([
      { userId: dan.id, friendUserId: ben.id, friendUser: await seenBy(dan, ben) },
      { userId: dan.id, friendUserId: cleo.id, friendUser: await seenBy(dan, cleo) },
    ]);
  });

  it('makes friends at once when the other member already asked', async () => {
    const { applyId } = (await add(ana, dan)).data;
    const back = await add(dan, ana);
    expect(back.data).toMatchObject({ status: 'accepted', user: { id: ana.id, relation: { friend: true } } });
    expect((await get(dan, '/friend/applys')).data.list).toMatchObject([{ applyId, status: 'accepted' }]);
    expect(await friendIds(ana)).toEqual([dan.id]);
    expect((await snapshot()).requests.filter((r) => r.status === 'pending')).toEqual([]);
  });

  it('adds through a shared invitation link even when the member approves requests; refuses forged, expired and own links', async () => {
    const { data: code } = await get(ana, '/friend/share-code');
    expect(code.shareCode).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(code.expiresAt) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    expect((await get(ben, `/friend/share-info?shareCode=${code.shareCode}`)).data).toMatchObject({
      id: ana.id,
      nickname: 'Ana',
    });

    const before = await snapshot();
    const forged = code.shareCode.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect(await post(ben, '/friend/share-add-friend', { shareCode: forged }, 'de')).toMatchObject({
      code: 400,
      msg: 'Dieser Einladungslink ist ungültig oder abgelaufen.',
      data: { field: 'shareCode' },
    });
    const expired = api.upstream.shareCodes.create(ana.id, Date.now() - 8 * 24 * 3600 * 1000).shareCode;
    expect((await post(ben, '/friend/share-add-friend', { shareCode: expired })).data.field).toBe('shareCode');
    expect((await get(ben, '/friend/share-info?shareCode=nonsense')).data.field).toBe('shareCode');
    expect((await post(ana, '/friend/share-add-friend', { shareCode: code.shareCode })).data.reason).toBe(
      'FRIEND_SELF',
    );
    expect(await snapshot()).toEqual(before);

    // Ana approves requests, but her own link is her consent.
    expect(await post(ben, '/friend/share-add-friend', { shareCode: code.shareCode })).toMatchObject({
      code: 200,
      data: { status: 'accepted', user: { id: ana.id, relation: { friend: true } } },
    });
    expect(await friendIds(ana)).toEqual([ben.id]);
    expect((await post(ben, '/friend/share-add-friend', { shareCode: code.shareCode })).data.reason).toBe(
      'ALREADY_FRIENDS',
    );
    // A blocked member cannot use it.
    await post(ana, '/user/block', { userId: cleo.id });
    expect((await post(cleo, '/friend/share-add-friend', { shareCode: code.shareCode })).data.reason).toBe(
      'USER_NOT_FOUND',
    );
  });

  it('refuses oneself, unknown and blocked members, and bad input, changing nothing', async () => {
    const before = await snapshot();
    expect(await add(ana, ana)).toMatchObject({ code: 400, data: { reason: 'FRIEND_SELF' } });
    expect((await post(ana, '/friend/add-friend', { userId: ana.id }, 'ja')).msg).toBe(
      '自分自身を友だちに追加することはできません。',
    );
    expect(await post(ana, '/friend/add-friend', { userId: 999999 })).toMatchObject({
      code: 404,
      data: { reason: 'USER_NOT_FOUND' },
    });
    expect((await post(ana, '/friend/add-friend', { userId: 'x' })).data).toEqual({
      reason: 'VALIDATION',
      field: 'userId',
    });
    expect((await post(ana, '/friend/add-friend', {})).data).toEqual({ reason: 'VALIDATION', field: 'userId' });
    expect((await post(ana, '/friend/add-friend', { userId: ben.id, message: 5 })).data).toEqual({
      reason: 'VALIDATION',
      field: 'message',
    });
    const long = await post(ana, '/friend/add-friend', { userId: ben.id, message: 'x'.repeat(201) }, 'es');
    expect(long).toMatchObject({
      code: 400,
      msg: 'El mensaje puede tener como máximo 200 caracteres.',
      data: { reason: 'VALIDATION', field: 'message' },
    });
    expect((await api.call('POST', '/friend/add-friend', { token: ana.token, raw: '[1]' })).data.reason).toBe(
      'VALIDATION',
    );
    expect((await get(ana, '/friend/apply-deal?applyId=abc&status=1')).data).toEqual({
      reason: 'VALIDATION',
      field: 'applyId',
    });
    expect((await get(ana, '/friend/apply-deal?applyId=1&status=3')).data).toEqual({
      reason: 'VALIDATION',
      field: 'status',
    });
    expect((await get(ana, '/friend/apply-deal?applyId=1')).data).toEqual({ reason: 'VALIDATION', field: 'status' });
    expect((await get(ana, '/friend/friend-list?size=500')).data).toEqual({ reason: 'VALIDATION', field: 'page' });
    expect((await get(ana, '/friend/applys?page=0')).data).toEqual({ reason: 'VALIDATION', field: 'page' });
    expect(
      (await post(ana, '/friend/updateRemarkName', { friendUserId: 'x', friendUserRemarkName: 'a' })).data,
    ).toEqual({ reason: 'VALIDATION', field: 'friendUserId' });
    expect((await post(ana, '/friend/delete', { friendUserId: -1 })).data).toEqual({
      reason: 'VALIDATION',
      field: 'friendUserId',
    });
    expect(await snapshot()).toEqual(before);

    await post(ben, '/user/block', { userId: ana.id });
    expect((await add(ana, ben)).data.reason).toBe('USER_NOT_FOUND');
    expect((await add(ben, ana)).data.reason).toBe('USER_NOT_FOUND');
    expect(await snapshot()).toEqual(before);

    for (const path of ['/friend/applys', '/friend/friend-list', '/friend/apply-deal?applyId=1&status=1'])
      expect((await api.call('GET', path)).code, path).toBe(401);
    for (const path of ['/friend/add-friend', '/friend/updateRemarkName', '/friend/delete'])
      expect((await api.call('POST', path, { body: { userId: 1 } })).code, path).toBe(401);
  });

  it('keeps remark names: trimmed, at most 32, cleared when empty or equal to the nickname; sorts and letters the list', async () => {
    for (const m of [ben, cleo, dan]) await approval(m, false);
    for (const m of [ben, cleo, dan]) await add(ana, m);
    let list = (await get(ana, '/friend/friend-list')).data;
    expect(list.total).toBe(3);
    // Case-insensitive: "ben" before "Cleo"; a name not starting with A–Z is filed under '#'.
    expect(
      list.list.map((f: { friendUserNickName: string; firstLetter: string }) => [f.friendUserNickName, f.firstLetter]),
    ).toEqual([
      ['ben', 'B'],
      ['Cleo', 'C'],
      ['丹', '#'],
    ]);
    expect(list.list[0]).toMatchObject({
      friendUserId: ben.id,
      friendUserAvatar: null,
      friendRemarkName: null,
      vipLevel: 0,
      imAccount: expect.stringMatching(/^u\d+$/),
      user: { id: ben.id },
    });

    const set = await post(ana, '/friend/updateRemarkName', {
      friendUserId: cleo.id,
      friendUserRemarkName: '  aardvark  ',
    });
    expect(set.data).toMatchObject({ friendUserId: cleo.id, friendRemarkName: 'aardvark', firstLetter: 'A' });
    list = (await get(ana, '/friend/friend-list')).data;
    expect(list.list.map((f: { friendUserId: number }) => f.friendUserId)).toEqual([cleo.id, ben.id, dan.id]);
    expect((await get(ana, `/user/info?userId=${cleo.id}`)).data.relation.friendRemarkName).toBe('aardvark');
    // The remark is Ana's alone.
    expect((await get(cleo, '/friend/friend-list')).data.list[0].friendRemarkName).toBeNull();

    const before = await snapshot();
    const tooLong = await post(ana, '/friend/updateRemarkName', {
      friendUserId: cleo.id,
      friendUserRemarkName: 'x'.repeat(33),
    });
    expect(tooLong.data).toEqual({ reason: 'VALIDATION', field: 'friendUserRemarkName' });
    expect(
      (await post(ana, '/friend/updateRemarkName', { friendUserId: cleo.id, friendUserRemarkName: ['x'] })).data.field,
    ).toBe('friendUserRemarkName');
    expect(
      await post(ben, '/friend/updateRemarkName', { friendUserId: cleo.id, friendUserRemarkName: 'x' }),
    ).toMatchObject({ code: 404, data: { reason: 'NOT_FRIEND' } });
    expect(await snapshot()).toEqual(before);

    expect(
      (await post(ana, '/friend/updateRemarkName', { friendUserId: cleo.id, friendUserRemarkName: 'x'.repeat(32) }))
        .data.friendRemarkName,
    ).toBe('x'.repeat(32));
    expect(
      (await post(ana, '/friend/updateRemarkName', { friendUserId: cleo.id, friendUserRemarkName: 'Cleo' })).data
        .friendRemarkName,
    ).toBeNull();
    await post(ana, '/friend/updateRemarkName', { friendUserId: cleo.id, friendUserRemarkName: 'C2' });
    expect(
      (await post(ana, '/friend/updateRemarkName', { friendUserId: cleo.id, friendUserRemarkName: '   ' })).data
        .friendRemarkName,
    ).toBeNull();

    // Paging.
    const firstPage = (await get(ana, '/friend/friend-list?page=1&size=2')).data;
    expect(firstPage.total).toBe(3);
    expect(firstPage.list).toHaveLength(2);

    // Deleting ends it both ways.
    const removed = await post(ana, '/friend/delete', { friendUserId: ben.id });
    expect(removed.data).toMatchObject({ id: ben.id, relation: { friend: false } });
    expect(await friendIds(ben)).toEqual([]);
    expect((await post(ana, '/friend/delete', { friendUserId: ben.id })).data.reason).toBe('NOT_FRIEND');
  });

  it('a block ends the friendship and pending requests both ways', async () => {
    await approval(ben, false);
    await add(ana, ben);
    await add(ben, cleo);
    await add(cleo, ben);
    // the second add accepted
    expect((await snapshot()).requests.filter((r) => r.status === 'pending')).toHaveLength(0);
    await post(ben, '/user/block', { userId: ana.id });
    await approval(ben, true);
    await add(dan, ana);
    await add(ana, dan); // mutual → friends
    await add(dan, cleo);
    await post(cleo, '/user/block', { userId: dan.id });
    const state = await snapshot();
    const involves = (a: number, b: number) => (r: { fromId: number; toId: number }) =>
      (r.fromId === a && r.toId === b) || (r.fromId === b && r.toId === a);
    expect(
      state.friendships.filter(
        (f) => [f.userId, f.friendId].includes(ben.id) && [f.userId, f.friendId].includes(ana.id),
      ),
    ).toEqual([]);
    expect(state.requests.filter(involves(dan.id, cleo.id))).toEqual([]);
    expect(await friendIds(ana)).toEqual([dan.id]);
    expect(await friendIds(ben)).toEqual([cleo.id]);
    // Unblocked, they are still not friends.
    await post(ben, '/user/unblock', { userId: ana.id });
    expect(await friendIds(ben)).toEqual([cleo.id]);
  });

  it('drops a cancelled member from friends and requests', async () => {
    const eve = await join('eve', 'Eve');
    await approval(eve, false);
    await add(ana, eve);
    await add(eve, ben);
    expect(await friendIds(ana)).toEqual([eve.id]);
    const { applyId } = (await get(ben, '/friend/applys')).data.list[0];
    await post(eve, '/account/cancel-account', { password: 'long enough' });
    expect((await get(ana, '/friend/friend-list')).data).toEqual({ total: 0, list: [] });
    expect((await get(ben, '/friend/applys')).data).toMatchObject({ total: 0, pending: 0, list: [] });
    expect((await get(ben, `/friend/apply-deal?applyId=${applyId}&status=1`)).data.reason).toBe('APPLY_NOT_FOUND');
    expect(
      (await post(ana, '/friend/updateRemarkName', { friendUserId: eve.id, friendUserRemarkName: 'x' })).data.reason,
    ).toBe('NOT_FRIEND');
    expect((await add(ana, eve)).data.reason).toBe('USER_NOT_FOUND');
  });
});
