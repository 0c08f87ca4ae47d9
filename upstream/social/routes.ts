import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../errors';
import { bodyObject, idField, idList } from '../fields';
import { ok } from '../http/envelope';
import { ANYONE } from '../http/session';
import type { LookupThrottle } from '../limits/lookup-throttle';
import { page, type Query } from '../paging';
import { connectionId, imAccountId, meetFilter, privacyChanges, reportedConnections, searchContent } from './fields';
import type { PresenceService } from './presence';
import type { SocialService } from './service';

/** /user-service/user/* for the social graph (spec §7 User; issue 4). */
export function socialRoutes(
  app: FastifyInstance,
  services: () => { social: SocialService; presence: PresenceService; lookups: LookupThrottle },
) {
  const query = (request: FastifyRequest) => request.query as Query;

  app.get('/user-service/user/info', async (request) => {
    const id = idField(query(request).userId, 'userId');
    await services().lookups.lookup(request.viewerId, request.clientIp, 1);
    return ok(request, await services().social.detail(request.viewerId, id, { visit: query(request).visit === '1' }));
  });

  app.get('/user-service/user/batch', async (request) => {
    const ids = idList(query(request).ids, 'ids');
    await services().lookups.lookup(request.viewerId, request.clientIp, ids.length);
    return ok(request, await services().social.many(request.viewerId, ids));
  });

  app.get('/user-service/user/by-im-accounts', async (request) => {
    const ids = idList(query(request).imAccounts, 'imAccounts', 'userId.invalid', imAccountId);
    await services().lookups.lookup(request.viewerId, request.clientIp, ids.length);
    return ok(request, await services().social.many(request.viewerId, ids));
  });

  app.get('/user-service/user/search', async (request) => {
    const content = searchContent(query(request));
    const paging = page(query(request));
    await services().lookups.search(request.viewerId, request.clientIp);
    return ok(request, await services().social.search(request.viewerId, content, paging));
  });

  // Spec §7 Match: /bump/list lists members to meet on the encounter screen, filtered here, a page at a time.
  app.get('/user-service/bump/list', async (request) =>
    ok(
      request,
      await services().social.discover(
        request.viewerId,
        meetFilter(query(request) as Record<string, string | undefined>),
        page(query(request)),
      ),
    ),
  );

  app.post('/user-service/user/follow', async (request) => {
    const body = bodyObject(request.body);
    if (typeof body.follow !== 'boolean') throw validationError('follow', 'privacy.invalid');
    return ok(request, await services().social.follow(request.viewerId, idField(body.userId, 'userId'), body.follow));
  });

  app.get('/user-service/user/follow-list', async (request) =>
    ok(request, await services().social.following(request.viewerId, page(query(request)))),
  );
  app.get('/user-service/user/fans-list', async (request) =>
    ok(request, await services().social.followers(request.viewerId, page(query(request)))),
  );
  app.get('/user-service/user/visitor-num', async (request) =>
    ok(request, await services().social.visitorCounts(request.viewerId)),
  );
  app.get('/user-service/user/visitor-record', async (request) =>
    ok(request, await services().social.visitors(request.viewerId, page(query(request)))),
  );

  app.get('/user-service/user/privacy', async (request) =>
    ok(request, await services().social.privacy(request.viewerId)),
  );
  app.post('/user-service/user/privacy-set', async (request) =>
    ok(request, await services().social.setPrivacy(request.viewerId, privacyChanges(bodyObject(request.body)))),
  );

  // Reported by the BFF for each live subscription connection; the id is a random secret.
  app.post('/user-service/presence/connect', async (request) => {
    await services().presence.connected(request.viewerId, connectionId(bodyObject(request.body).connectionId));
    return ok(request, null);
  });
  // The BFF's refresh of many connections at once, each with its member's token: only a call
  // the BFF vouches for is answered (to anyone else no such route).
  app.post('/user-service/presence/refresh', ANYONE, async (request) => {
    if (!request.vouched) throw new ApiError(404, 'NOT_FOUND', 'route.notFound');
    const gone = await services().presence.refreshed(reportedConnections(bodyObject(request.body).connections));
    return ok(request, { gone });
  });
  app.post('/user-service/presence/disconnect', ANYONE, async (request) => {
    await services().presence.disconnected(connectionId(bodyObject(request.body).connectionId));
    return ok(request, null);
  });

  app.post('/user-service/user/block', async (request) => {
    await services().social.block(request.viewerId, idField(bodyObject(request.body).userId, 'userId'));
    return ok(request, null);
  });
  app.post('/user-service/user/unblock', async (request) => {
    await services().social.unblock(request.viewerId, idField(bodyObject(request.body).userId, 'userId'));
    return ok(request, null);
  });
  app.get('/user-service/user/block-list', async (request) =>
    ok(request, await services().social.blocked(request.viewerId, page(query(request)))),
  );
}
