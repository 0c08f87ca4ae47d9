import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ledgerTransactions,
  momentBurnViews,
  momentComments,
  momentLikes,
  momentPictures,
  moments,
  momentTranslations,
  rateLimits,
  translationFreeUse,
  translations,
  users,
  webhookOutbox,
} from '../../upstream/db/schema';
import { startApertiumRelay, type ApertiumRelay } from '../support/apertium-proxy';
import { creditBalances, useFreeCharacters } from '../support/ledger';
import { joinMember, type TestMember } from '../support/members';
import { publishMoment } from '../support/moments';
import { apertium, BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Likes, comments and replies, burn-after-reading photos, deletion and translation of moments
 * (docs/contract.md "Moments"), through the real Apertium behind a relay that counts what the
 * engine is asked. Ana writes in English; Ben and Cleo read Spanish.
 */
describe.each(BACKENDS)('moments: likes, comments, burn, deletion and translation on %s', (backend) => {
  let api: TestUpstream;
  let relay: ApertiumRelay;
  let ana: TestMember;
  let ben: TestMember;
  let cleo: TestMember;
  let keys = 0;

  const db = () => api.upstream.database.db;
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const publish = async (who: TestMember, content: string, extra: Record<string, unknown> = {}) => {
    const answer = await publishMoment(api, who.token, { content, ...extra });
    expect(answer.code).toBe(200);
    return answer.data as { id: number; pictures: Array<{ id: number; url: string | null }> };
  };
  const storedBytes = async (key: string) => {
    const file = await api.upstream.storage.open(key);
    file?.stream.destroy();
    return file !== undefined;
  };
  const info = async (who: TestMember, id: number) => (await get(who, `/dynamic/dynamic-info?dynamicId=${id}`)).data;
  const events = async (type: string) =>
    (await db().select().from(webhookOutbox).where(eq(webhookOutbox.type, type)).orderBy(webhookOutbox.seq)).map(
      (row) => row.payload,
    );

  beforeAll(async () => {
    relay = await startApertiumRelay(apertium()!.url);
    api = await startTestUpstream(backend, { config: { translation: { engine: 'apertium', url: relay.url } } });
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    cleo = await joinMember(api, 'Cleo');
    for (const who of [ben, cleo]) await db().update(users).set({ language: 'es' }).where(eq(users.id, who.id));
  });
  afterAll(async () => {
    await api?.stop();
    await relay?.close();
  });
  beforeEach(async () => {
    await db().delete(momentTranslations);
    await db().delete(translations);
    await db().delete(moments);
    await db().delete(webhookOutbox);
    await db().delete(rateLimits);
    relay.translations.length = 0;
  });

  it('likes and unlikes idempotently, with events for the author and open moments', async () => {
    const { id } = await publish(ana, 'Like me.');
    expect((await post(ben, '/dynamic/support', { dynamicId: id })).data).toEqual({
      dynamicId: id,
      liked: true,
      likeCount: 1,
    });
    expect((await post(ben, '/dynamic/support', { dynamicId: id, like: true })).data.likeCount).toBe(1);
    expect((await info(ben, id)).liked).toBe(true);
    expect((await info(ana, id)).liked).toBe(false);
    expect(await events('moment.liked')).toEqual([{ dynamicId: id, authorId: ana.id, likerId: ben.id, likeCount: 1 }]);
    expect((await post(ben, '/dynamic/support', { dynamicId: id, like: false })).data).toEqual({
      dynamicId: id,
      liked: false,
      likeCount: 0,
    });
    expect((await post(ben, '/dynamic/support', { dynamicId: id, like: false })).data.likeCount).toBe(0);
    expect(await events('moment.changed')).toEqual([
      { dynamicId: id, likeCount: 1, commentCount: 0 },
      { dynamicId: id, likeCount: 0, commentCount: 0 },
    ]);
    expect((await post(ben, '/dynamic/support', { dynamicId: id, like: 'yes' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'like',
    });
    expect((await post(ben, '/dynamic/support', { dynamicId: 0 })).data).toMatchObject({ field: 'dynamicId' });
  });

  it('comments with one level of replies naming whom they answer, and deletes a thread at once', async () => {
    const { id } = await publish(ana, 'Talk to me.');
    const first = (await post(ben, '/dynamic/comment', { dynamicId: id, content: '¡Qué bonito!' })).data;
    expect(first).toMatchObject({ language: 'es', parentId: null, replyToUserId: null, canDelete: true });
    const second = (await post(cleo, '/dynamic/comment', { dynamicId: id, content: 'Me gusta.' })).data;
    const reply = (await post(ana, '/dynamic/comment', { dynamicId: id, content: 'Thanks Ben!', replyTo: first.id }))
      .data;
    expect(reply).toMatchObject({ parentId: first.id, replyToUserId: ben.id, replyToUser: { id: ben.id } });
    // A reply to a reply joins the thread and names whom it answers.
    const answer = (await post(cleo, '/dynamic/comment', { dynamicId: id, content: 'Hola Ana', replyTo: reply.id }))
      .data;
    expect(answer).toMatchObject({ parentId: first.id, replyToUserId: ana.id });
    const list = await get(ben, `/dynamic/comment-list?dynamicId=${id}`);
    expect(list.data.list.map((c: { id: number }) => c.id)).toEqual([first.id, reply.id, answer.id, second.id]);
    expect(list.data.total).toBe(4);
    expect(list.data.list.map((c: { canDelete: boolean }) => c.canDelete)).toEqual([true, false, false, false]);
    // Paged two at a time, in the same order.
    const page1 = await get(ben, `/dynamic/comment-list?dynamicId=${id}&size=2`);
    const page2 = await get(
      ben,
      `/dynamic/comment-list?dynamicId=${id}&size=2&cursor=${encodeURIComponent(page1.data.nextCursor)}`,
    );
    expect([...page1.data.list, ...page2.data.list].map((c: { id: number }) => c.id)).toEqual([
      first.id,
      reply.id,
      answer.id,
      second.id,
    ]);
    expect(page2.data.nextCursor).toBeNull();
    expect(await events('moment.commented')).toHaveLength(4);
    expect((await events('moment.commented'))[3]).toEqual({
      dynamicId: id,
      authorId: ana.id,
      commentId: answer.id,
      commenterId: cleo.id,
      parentId: first.id,
      replyToUserId: ana.id,
      commentCount: 4,
    });
    // Nobody deletes another's comment on another's moment; the author deletes any on hers.
    expect((await post(cleo, '/dynamic/del-comment', { commentId: first.id })).data.reason).toBe('COMMENT_NOT_FOUND');
    expect((await post(ana, '/dynamic/del-comment', { commentId: first.id })).data).toEqual({
      commentId: first.id,
      dynamicId: id,
      commentCount: 1,
    });
    expect(
      (await get(ben, `/dynamic/comment-list?dynamicId=${id}`)).data.list.map((c: { id: number }) => c.id),
    ).toEqual([second.id]);
    expect((await post(cleo, '/dynamic/del-comment', { commentId: second.id })).data.commentCount).toBe(0);
    expect((await info(ana, id)).commentCount).toBe(0);
    for (const [body, field] of [
      [{ dynamicId: id, content: ' ' }, 'content'],
      [{ dynamicId: id, content: 'x'.repeat(501) }, 'content'],
      [{ dynamicId: id, content: 'ok', replyTo: 'x' }, 'replyTo'],
    ] as const)
      expect((await post(ben, '/dynamic/comment', body, 'ja')).data).toMatchObject({ reason: 'VALIDATION', field });
    expect((await post(ben, '/dynamic/comment', { dynamicId: id, content: 'ok', replyTo: first.id })).data.reason).toBe(
      'COMMENT_NOT_FOUND',
    );
  });

  it('comments at most thirty times a minute', async () => {
    const { id } = await publish(ana, 'Busy.');
    for (let i = 0; i < 30; i++)
      expect((await post(ben, '/dynamic/comment', { dynamicId: id, content: `${i}` })).code).toBe(200);
    expect((await post(ben, '/dynamic/comment', { dynamicId: id, content: 'more' })).data.reason).toBe('RATE_LIMITED');
    expect((await info(ana, id)).commentCount).toBe(30);
  });

  it('opens a burn moment’s photos once per viewer, for five seconds, until the author gives the view back', async () => {
    const published = await publishMoment(api, ana.token, { content: 'Burn after reading', photos: 2, type: 'burn' });
    const { id } = published.data;
    expect(published.data).toMatchObject({ type: 'burn', burnState: null });
    expect(published.data.pictures.every((p: { url: string | null }) => p.url !== null)).toBe(true);
    const before = await info(ben, id);
    expect(before.burnState).toBe('unviewed');
    expect(before.pictures.map((p: { url: string | null; width: number }) => [p.url, p.width])).toEqual([
      [null, 120],
      [null, 120],
    ]);
    const viewed = await post(ben, '/dynamic/burn-view', { dynamicId: id });
    expect(viewed.data).toMatchObject({ dynamicId: id, seconds: 5 });
    expect(viewed.data.pictures).toHaveLength(2);
    const url = viewed.data.pictures[0].url as string;
    expect((await fetch(`${api.url}${url}`)).status).toBe(200);
    expect((await post(ben, '/dynamic/burn-view', { dynamicId: id })).data.reason).toBe('BURN_VIEWED');
    expect((await info(ben, id)).burnState).toBe('viewed');
    // The author's own photos are always hers; she has no view to use.
    expect((await post(ana, '/dynamic/burn-view', { dynamicId: id })).data).toMatchObject({ reason: 'VALIDATION' });
    // Past the window (its start moved back rather than waited for), the URL serves nobody.
    await db()
      .update(momentBurnViews)
      .set({ viewedAt: sql`now() - interval '6 seconds'` })
      .where(eq(momentBurnViews.viewerId, ben.id));
    expect((await fetch(`${api.url}${url}`)).status).toBe(403);
    // A URL for another picture, as Ben might forge it from his own: refused by its signature.
    expect((await fetch(`${api.url}${url.replace(/mp=\d+/, `mp=${viewed.data.pictures[1].id}`)}`)).status).toBe(403);
    // Recovery is the author's: everyone's view comes back.
    expect((await post(ben, '/dynamic/burn-recovery', { dynamicId: id })).data.reason).toBe('MOMENT_NOT_FOUND');
    expect((await post(ana, '/dynamic/burn-recovery', { dynamicId: id })).data).toMatchObject({ id, type: 'burn' });
    expect((await info(ben, id)).burnState).toBe('unviewed');
    expect((await post(ben, '/dynamic/burn-view', { dynamicId: id })).code).toBe(200);
    // A normal moment has no burn view.
    const normal = await publish(ana, 'Normal');
    expect((await post(ben, '/dynamic/burn-view', { dynamicId: normal.id })).data).toMatchObject({
      reason: 'VALIDATION',
    });
  });

  it('deletes a moment with its photos’ bytes, likes, comments, views and translations, for its author only', async () => {
    const published = await publishMoment(api, ana.token, { content: 'I like the sea.', photos: 2, type: 'burn' });
    const { id } = published.data;
    const urls = published.data.pictures.map((p: { url: string }) => p.url);
    await post(ben, '/dynamic/support', { dynamicId: id });
    const comment = (await post(ben, '/dynamic/comment', { dynamicId: id, content: 'Me gusta el mar.' })).data;
    await post(ben, '/dynamic/burn-view', { dynamicId: id });
    await post(ben, '/dynamic/translate', { dynamicId: id });
    await post(ana, '/dynamic/translate-comment', { commentId: comment.id });
    const pictureKeys = (await db().select().from(momentPictures).where(eq(momentPictures.momentId, id))).map(
      (p) => p.key,
    );
    for (const key of pictureKeys) expect(await storedBytes(key)).toBe(true);
    for (const url of urls) expect((await fetch(`${api.url}${url}`)).status).toBe(200);
    expect((await post(ben, '/dynamic/del', { dynamicId: id })).data.reason).toBe('MOMENT_NOT_FOUND');
    expect((await post(ana, '/dynamic/del', { dynamicId: id })).data).toEqual({ dynamicId: id });
    // The bytes are gone, and the URLs handed out serve nothing.
    for (const key of pictureKeys) expect(await storedBytes(key)).toBe(false);
    for (const url of urls) expect((await fetch(`${api.url}${url}`)).status).toBe(403);
    for (const table of [momentLikes, momentComments, momentBurnViews, momentPictures])
      expect(await db().select({ n: count() }).from(table)).toEqual([{ n: 0 }]);
    expect(await db().select({ n: count() }).from(momentTranslations)).toEqual([{ n: 0 }]);
    expect(await info(ben, id)).toMatchObject({ reason: 'MOMENT_NOT_FOUND' });
    expect(await events('moment.deleted')).toEqual([{ dynamicId: id, userId: ana.id }]);
    expect((await post(ana, '/dynamic/del', { dynamicId: id })).data.reason).toBe('MOMENT_NOT_FOUND');
  });

  it('translates a moment and a comment for their reader, charging exactly, asking the engine once per text', async () => {
    const text = 'I like the sea.';
    const { id } = await publish(ana, text);
    await db().delete(translationFreeUse);
    await useFreeCharacters(api.upstream, cleo.id);
    await creditBalances(api.upstream, cleo.id, { character: 100 }, `pack-${++keys}`);
    const wallet = async (who: TestMember) => (await get(who, '/pay/wallet')).data.character as number;

    const forBen = await post(ben, '/dynamic/translate', { dynamicId: id });
    expect(forBen.data).toEqual({
      dynamicId: id,
      translation: { source: 'en', target: 'es', text: 'Me gusta el mar.', engine: expect.stringMatching(/^apertium/) },
    });
    expect((await info(ben, id)).translation).toMatchObject({ target: 'es', text: 'Me gusta el mar.' });
    expect((await info(cleo, id)).translation).toBeNull();
    const [use] = await db().select().from(translationFreeUse).where(eq(translationFreeUse.userId, ben.id));
    expect(use.used).toBe(text.length);
    // Cleo pays from her pack; the engine is not asked again.
    expect((await post(cleo, '/dynamic/translate', { dynamicId: id })).data.translation.text).toBe('Me gusta el mar.');
    expect(await wallet(cleo)).toBe(100 - text.length);
    expect(relay.translations).toHaveLength(1);
    // Asking again is free for each.
    await post(ben, '/dynamic/translate', { dynamicId: id });
    await post(cleo, '/dynamic/translate', { dynamicId: id, toLanguage: 'es' });
    expect(await wallet(cleo)).toBe(100 - text.length);
    const [again] = await db().select().from(translationFreeUse).where(eq(translationFreeUse.userId, ben.id));
    expect(again.used).toBe(text.length);
    expect(
      (await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'translation'))).map((row) => [
        row.userId,
        row.idempotencyKey,
      ]),
    ).toEqual(expect.arrayContaining([[cleo.id, `translation:moment:${id}:es`]]));
    expect(relay.translations).toHaveLength(1);

    // A comment, the same way.
    const comment = (await post(ben, '/dynamic/comment', { dynamicId: id, content: 'Me gusta el mar.' })).data;
    const forAna = await post(ana, '/dynamic/translate-comment', { commentId: comment.id });
    expect(forAna.data).toMatchObject({ commentId: comment.id, translation: { source: 'es', target: 'en' } });
    expect(relay.translations).toHaveLength(2);
    const charged = await post(cleo, '/dynamic/translate-comment', { commentId: comment.id, toLanguage: 'en' });
    expect(charged.data.translation.text).toBe(forAna.data.translation.text);
    expect(await wallet(cleo)).toBe(100 - text.length - 'Me gusta el mar.'.length);
    expect(
      await db()
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.userId, cleo.id),
            eq(ledgerTransactions.idempotencyKey, `translation:moment-comment:${comment.id}:en`),
          ),
        ),
    ).toEqual([{ n: 1 }]);
    expect(relay.translations).toHaveLength(2);

    // Refusals charge nothing: the reader's own language, a pair Apertium does not serve, an
    // engine failure, too little to pay with.
    const before = await wallet(cleo);
    expect((await post(ana, '/dynamic/translate', { dynamicId: id }, 'de')).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'source',
    });
    expect((await post(cleo, '/dynamic/translate', { dynamicId: id, toLanguage: 'ko' })).data.reason).toBe(
      'TRANSLATION_UNAVAILABLE',
    );
    const fresh = await publish(ana, 'The sea is blue.');
    relay.failing = true;
    const failed = await post(cleo, '/dynamic/translate', { dynamicId: fresh.id });
    relay.failing = false;
    expect(failed.data.reason).toBe('TRANSLATION_FAILED');
    const longer = await publish(ana, 'The weather is very nice today and I want to go to the beach with my friends.');
    await db().update(translationFreeUse).set({ used: 2000 }).where(eq(translationFreeUse.userId, ben.id));
    expect((await post(ben, '/dynamic/translate', { dynamicId: longer.id })).data.reason).toBe(
      'INSUFFICIENT_TRANSLATION_BALANCE',
    );
    expect(await wallet(cleo)).toBe(before);
    expect((await info(ben, longer.id)).translation).toBeNull();
  });
});

describe('moments under concurrency on postgres', () => {
  let api: TestUpstream;
  const members: TestMember[] = [];

  beforeAll(async () => {
    api = await startTestUpstream('postgres');
    for (let i = 0; i < 25; i++) members.push(await joinMember(api, `Liker${i}`));
  });
  afterAll(() => api?.stop());

  it('leaves the like count equal to the likers after 50 concurrent toggles', async () => {
    const published = await publishMoment(api, members[0].token, { content: 'Count me.' });
    const dynamicId = published.data.id;
    // Each member likes and unlikes at once, some twice: 50 requests in flight together.
    const toggles = members.flatMap((member, index) => [
      api.call('POST', '/dynamic/support', { token: member.token, body: { dynamicId, like: true } }),
      api.call('POST', '/dynamic/support', { token: member.token, body: { dynamicId, like: index % 3 !== 0 } }),
    ]);
    const answers = await Promise.all(toggles);
    expect(answers.every((answer) => answer.code === 200)).toBe(true);
    const db = api.upstream.database.db;
    const [{ likers }] = await db
      .select({ likers: count() })
      .from(momentLikes)
      .where(eq(momentLikes.momentId, dynamicId));
    const [row] = await db.select().from(moments).where(eq(moments.id, dynamicId));
    expect(row.likeCount).toBe(likers);
    expect(
      (await api.call('GET', `/dynamic/dynamic-info?dynamicId=${dynamicId}`, { token: members[1].token })).data
        .likeCount,
    ).toBe(likers);
  });

  it('opens a burn photo once however many ask at once', async () => {
    const published = await publishMoment(api, members[0].token, { content: 'Once.', type: 'burn' });
    const dynamicId = published.data.id;
    const viewer = members[1];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('POST', '/dynamic/burn-view', { token: viewer.token, body: { dynamicId } }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.data?.reason === 'BURN_VIEWED')).toHaveLength(9);
  });
});
