import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyObject, idField, idList } from '../fields';
import { ok } from '../http/envelope';
import { page, type Query } from '../paging';
import { action, days, note, queueFilter, reportWords, version } from './fields';
import type { ModerationService } from './service';

/**
 * Moderation (docs/contract.md "Moderation"): members' reports of a moment or a comment (`/dynamic/report*`: the
 * spec names none; a member's and a message's come through /complain/add_complain), the outcomes a member may read,
 * and the moderators' /staff/moderation/*.
 */
export function moderationRoutes(app: FastifyInstance, services: () => { moderation: ModerationService }) {
  const query = (request: FastifyRequest) => request.query as Query;
  const itemId = (value: unknown) => idField(value, 'id', 'moderation.itemId');

  app.post('/user-service/dynamic/report', async (request) => {
    const body = bodyObject(request.body);
    const momentId = idField(body.dynamicId, 'dynamicId', 'moderation.momentId');
    return ok(request, await services().moderation.reportMoment(request.viewerId, momentId, reportWords(body)));
  });

  app.post('/user-service/dynamic/report-comment', async (request) => {
    const body = bodyObject(request.body);
    const commentId = idField(body.commentId, 'commentId', 'moderation.commentId');
    return ok(request, await services().moderation.reportComment(request.viewerId, commentId, reportWords(body)));
  });

  // The BFF's loader of the notices' outcomes: null for an item that is not the caller's concern.
  app.get('/user-service/moderation/outcomes', async (request) =>
    ok(
      request,
      await services().moderation.outcomes(
        request.viewerId,
        idList(query(request).ids, 'ids', 'moderation.itemId'),
        request.language,
      ),
    ),
  );

  app.get('/user-service/staff/moderation/queue', async (request) =>
    ok(
      request,
      await services().moderation.queue(
        request.session,
        queueFilter(query(request)),
        page(query(request)),
        request.language,
      ),
    ),
  );

  app.get('/user-service/staff/moderation/batch', async (request) =>
    ok(
      request,
      await services().moderation.batch(
        request.session,
        idList(query(request).ids, 'ids', 'moderation.itemId'),
        request.language,
      ),
    ),
  );

  app.post('/user-service/staff/moderation/claim', async (request) => {
    const body = bodyObject(request.body);
    return ok(
      request,
      await services().moderation.claim(request.session, itemId(body.id), version(body.version), request.language),
    );
  });

  app.post('/user-service/staff/moderation/decide', async (request) => {
    const body = bodyObject(request.body);
    const id = itemId(body.id);
    const at = version(body.version);
    const chosen = action(body.action);
    const input = { action: chosen, days: days(body.days, chosen), note: note(body) };
    return ok(request, await services().moderation.decide(request.session, id, at, input, request.language));
  });
}
