import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../errors';
import { bodyObject, idList } from '../fields';
import { ok } from '../http/envelope';
import type { Query } from '../paging';
import { idField } from '../fields';
import {
  audience,
  audienceIds,
  commentId,
  commentText,
  decodeCursor,
  flag,
  LIVE_SCOPES,
  type LiveScope,
  momentId,
  momentText,
  momentType,
  pageSize,
  scope,
  seed,
  uploadKeys,
} from './fields';
import type { MomentService } from './service';

/** The reader's target language, when given: a code checked by the translator against the list. */
const targetLanguage = (value: unknown) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationError('toLanguage', 'translation.language');
  return value;
};

/** /user-service/dynamic/* (spec §7 Dynamics): moments, likes, comments, translation, burn-after-reading. */
export function momentRoutes(app: FastifyInstance, services: () => { moments: MomentService }) {
  const query = (request: FastifyRequest) => request.query as Query;
  const body = (request: FastifyRequest) => bodyObject(request.body);

  app.post('/user-service/dynamic/release', async (request) => {
    const input = body(request);
    const published = {
      content: momentText(input.content),
      keys: uploadKeys(input.keys),
      type: momentType(input.type),
      visibility: audience(input.visibility, 'visibility'),
      interactions: audience(input.interactions, 'interactions'),
    };
    return ok(request, await services().moments.publish(request.viewerId, published, request.language));
  });

  app.post('/user-service/dynamic/del', async (request) =>
    ok(request, await services().moments.remove(request.viewerId, momentId(body(request).dynamicId))),
  );

  app.post('/user-service/dynamic/support', async (request) => {
    const input = body(request);
    return ok(
      request,
      await services().moments.like(request.viewerId, momentId(input.dynamicId), flag(input.like, 'like', true)),
    );
  });

  app.post('/user-service/dynamic/comment', async (request) => {
    const input = body(request);
    const id = momentId(input.dynamicId);
    const content = commentText(input.content);
    const replyTo =
      input.replyTo === undefined || input.replyTo === null ? undefined : commentId(input.replyTo, 'replyTo');
    return ok(request, await services().moments.comment(request.viewerId, id, content, replyTo, request.language));
  });

  app.post('/user-service/dynamic/del-comment', async (request) =>
    ok(request, await services().moments.removeComment(request.viewerId, commentId(body(request).commentId))),
  );

  app.post('/user-service/dynamic/translate', async (request) => {
    const input = body(request);
    const id = momentId(input.dynamicId);
    const options = {
      target: targetLanguage(input.toLanguage),
      coins: flag(input.payWithCoins, 'payWithCoins', false),
    };
    return ok(request, await services().moments.translateMoment(request.viewerId, id, options, request.language));
  });

  app.post('/user-service/dynamic/translate-comment', async (request) => {
    const input = body(request);
    const id = commentId(input.commentId);
    const options = {
      target: targetLanguage(input.toLanguage),
      coins: flag(input.payWithCoins, 'payWithCoins', false),
    };
    return ok(request, await services().moments.translateComment(request.viewerId, id, options, request.language));
  });

  app.post('/user-service/dynamic/dynamic-top', async (request) => {
    const input = body(request);
    return ok(
      request,
      await services().moments.pin(request.viewerId, momentId(input.dynamicId), flag(input.pinned, 'pinned', true)),
    );
  });

  app.post('/user-service/dynamic/burn-recovery', async (request) =>
    ok(request, await services().moments.recoverBurn(request.viewerId, momentId(body(request).dynamicId))),
  );

  app.post('/user-service/dynamic/burn-view', async (request) =>
    ok(request, await services().moments.viewBurn(request.viewerId, momentId(body(request).dynamicId))),
  );

  app.get('/user-service/dynamic/dynamic-list2', async (request) => {
    const q = query(request);
    const chosen = scope(q.scope);
    return ok(
      request,
      await services().moments.list(request.viewerId, {
        scope: chosen,
        userId: chosen === 'user' ? idField(q.userId, 'userId') : undefined,
        seed: chosen === 'random' ? seed(q.seed) : undefined,
        cursor: q.cursor === undefined ? undefined : decodeCursor(q.cursor),
        size: pageSize(q.size),
      }),
    );
  });

  app.get('/user-service/dynamic/dynamic-info', async (request) =>
    ok(request, await services().moments.info(request.viewerId, momentId(query(request).dynamicId))),
  );

  app.get('/user-service/dynamic/comment-list', async (request) => {
    const q = query(request);
    const id = momentId(q.dynamicId);
    const cursor = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
    if (cursor && cursor.kind !== 'thread') throw validationError('cursor', 'moment.cursor');
    return ok(request, await services().moments.comments(request.viewerId, id, cursor, pageSize(q.size)));
  });

  // The BFF's moment loader: many at once, null where the caller may not see one.
  app.get('/user-service/dynamic/dynamic-batch', async (request) =>
    ok(request, await services().moments.batch(request.viewerId, idList(query(request).ids, 'ids', 'moment.id'))),
  );

  // The BFF's comment loader (a comment's node, a translated comment): null where the caller may not see one.
  app.get('/user-service/dynamic/comment-batch', async (request) =>
    ok(
      request,
      await services().moments.commentBatch(request.viewerId, idList(query(request).ids, 'ids', 'moment.commentId')),
    ),
  );

  app.get('/user-service/dynamic/new-count', async (request) => {
    const q = query(request);
    const chosen = scope(q.scope);
    if (!LIVE_SCOPES.includes(chosen as LiveScope)) throw validationError('scope', 'moment.scope');
    const since = decodeCursor(q.since, 'since');
    return ok(request, await services().moments.newCount(request.viewerId, chosen as LiveScope, since));
  });

  // Who of the BFF's subscribed viewers may see a new moment: it tells whom a member follows
  // and befriends, so only a call the BFF vouches for is answered (to anyone else no such route).
  app.post('/user-service/dynamic/audience', async (request) => {
    if (!request.vouched) throw new ApiError(404, 'NOT_FOUND', 'route.notFound');
    const input = body(request);
    return ok(request, await services().moments.audience(momentId(input.dynamicId), audienceIds(input.userIds)));
  });
}
