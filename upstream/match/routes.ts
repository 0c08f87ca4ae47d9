import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyObject, idList } from '../fields';
import { ok } from '../http/envelope';
import { page, type Query } from '../paging';
import { attemptId, matchPreferences } from './fields';
import type { MatchService } from './service';

/** /user-service/bump/* for random match (spec §7 Match; issue 22). `/bump/list` (members to meet) is social's. */
export function matchRoutes(app: FastifyInstance, services: () => { matches: MatchService }) {
  const query = (request: FastifyRequest) => request.query as Query;

  app.post('/user-service/bump/matching', async (request) => {
    // No body is a start without preferences.
    const input = request.body === undefined ? {} : bodyObject(request.body);
    return ok(request, await services().matches.start(request.viewerId, matchPreferences(input.preferences)));
  });

  app.post('/user-service/bump/cancel', async (request) =>
    ok(request, await services().matches.cancel(request.viewerId, attemptId(bodyObject(request.body).id))),
  );

  app.get('/user-service/bump/status', async (request) =>
    ok(request, await services().matches.status(request.viewerId)),
  );

  app.get('/user-service/bump/list2', async (request) =>
    ok(request, await services().matches.matched(request.viewerId, page(query(request)))),
  );

  // The BFF's node loader: the caller's own attempts among the ids; anyone else's are left out.
  app.get('/user-service/bump/attempts', async (request) =>
    ok(
      request,
      await services().matches.attempts(
        request.viewerId,
        idList(query(request).ids, 'ids', 'match.id', (item) => attemptId(item, 'ids')),
      ),
    ),
  );
}
