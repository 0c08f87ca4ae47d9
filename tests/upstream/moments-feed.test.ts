import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blocks,
  follows,
  friendships,
  momentComments,
  momentLikes,
  moments,
  rateLimits,
  users,
} from '../../upstream/db/schema';
import { eq } from 'drizzle-orm';
import { joinMember, type TestMember } from '../support/members';
import { publishMoment } from '../support/moments';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

describe.each(BACKENDS)('moments: publishing and the square on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;

  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
  });
  afterAll(() => api?.stop());

  it('publishes a moment with photos and shows it in the square, by id and in a batch', async () => {
    const published = await publishMoment(api, ana.token, {
      content: '  Sunset in Valencia, the sea is calm tonight.  ',
      photos: 2,
    });
    expect(published).toMatchObject({
      code: 200,
      data: {
        userId: ana.id,
        user: { id: ana.id },
        content: 'Sunset in Valencia, the sea is calm tonight.',
        language: 'en',
        type: 'normal',
        visibility: 'everyone',
        interactions: 'everyone',
        pinned: false,
        burnState: null,
        likeCount: 0,
        commentCount: 0,
        liked: false,
        mine: true,
        translation: null,
      },
    });
    expect(published.data.pictures).toHaveLength(2);
    const id = published.data.id;
    const seen = await get(ben, `/dynamic/dynamic-info?dynamicId=${id}`);
    expect(seen.data).toMatchObject({ id, mine: false, likeCount: 0 });
    const picture = await fetch(`${api.url}${seen.data.pictures[0].url}`);
    expect(picture.status).toBe(200);
    const list = await get(ben, '/dynamic/dynamic-list2?scope=all');
    expect(list.data.list.map((m: { id: number }) => m.id)).toContain(id);
    const batch = await get(ben, `/dynamic/dynamic-batch?ids=${id},999999`);
    expect(batch.data).toMatchObject([{ id }, null]);
    const liked = await post(ben, '/dynamic/support', { dynamicId: id });
    expect(liked.data).toEqual({ dynamicId: id, liked: true, likeCount: 1 });
    const comment = await post(ben, '/dynamic/comment', { dynamicId: id, content: '¡Qué bonito!' });
    expect(comment.data).toMatchObject({
      dynamicId: id,
      userId: ben.id,
      content: '¡Qué bonito!',
      parentId: null,
      mine: true,
      canDelete: true,
    });
    const reply = await post(ana, '/dynamic/comment', {
      dynamicId: id,
      content: 'Thank you!',
      replyTo: comment.data.id,
    });
    expect(reply.data).toMatchObject({ parentId: comment.data.id, replyToUserId: ben.id, replyToUser: { id: ben.id } });
    const comments = await get(ana, `/dynamic/comment-list?dynamicId=${id}`);
    expect(comments.data).toMatchObject({ total: 2, nextCursor: null });
    expect(comments.data.list.map((c: { id: number }) => c.id)).toEqual([comment.data.id, reply.data.id]);
  });
});
