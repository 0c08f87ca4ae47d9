import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyObject, idList } from '../fields';
import { ok } from '../http/envelope';
import { page, type Query } from '../paging';
import { audience, noticeId, noticeKind, optionalFlag, upTo } from './fields';
import type { NoticeService } from './service';

/** /user-service/interact/* (spec §7 `GET /interact/list`): interaction notices, their marker and settings. */
export function noticeRoutes(app: FastifyInstance, services: () => { notices: NoticeService }) {
  const query = (request: FastifyRequest) => request.query as Query;

  app.get('/user-service/interact/list', async (request) =>
    ok(request, await services().notices.list(request.viewerId, page(query(request)))),
  );

  // The BFF's node loader: the caller's own groups among the ids; anyone else's are left out.
  app.get('/user-service/interact/batch', async (request) =>
    ok(
      request,
      await services().notices.batch(
        request.viewerId,
        idList(query(request).ids, 'ids', 'notice.id', (item) => noticeId(item)),
      ),
    ),
  );

  app.post('/user-service/interact/read', async (request) => {
    // No body marks everything read.
    const input = request.body === undefined ? {} : bodyObject(request.body);
    return ok(request, await services().notices.read(request.viewerId, upTo(input.upTo)));
  });

  app.get('/user-service/interact/unread', async (request) =>
    ok(request, await services().notices.counts(request.viewerId)),
  );

  app.get('/user-service/interact/settings', async (request) =>
    ok(request, await services().notices.getSettings(request.viewerId)),
  );

  app.post('/user-service/interact/settings', async (request) => {
    const input = bodyObject(request.body);
    const notices = services().notices;
    const kind = noticeKind(input.kind, notices.kinds);
    const change = { who: audience(input.who), push: optionalFlag(input.push, 'push') };
    return ok(request, await notices.setSettings(request.viewerId, kind, change));
  });
}
