import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../errors';
import { bodyObject, idField, idList, optionalTextField } from '../fields';
import { ok } from '../http/envelope';
import { page, type Query } from '../paging';
import type { SocialService } from '../social/service';
import { FRIEND_MESSAGE_MAX, FRIEND_REMARK_MAX, type FriendService } from './service';
import type { FriendShareCodes } from './share';

/** /user-service/friend/* (spec §7 Friends): requests, the address book, remark names. */
export function friendRoutes(
  app: FastifyInstance,
  services: () => { friends: FriendService; social: SocialService; shareCodes: FriendShareCodes },
) {
  const query = (request: FastifyRequest) => request.query as Query;

  app.post('/user-service/friend/add-friend', async (request) => {
    const body = bodyObject(request.body);
    const userId = idField(body.userId, 'userId');
    const message = optionalTextField(body, 'message', FRIEND_MESSAGE_MAX, 'friend.message');
    return ok(request, await services().friends.add(request.viewerId, userId, message || null));
  });

  app.get('/user-service/friend/applys', async (request) =>
    ok(request, await services().friends.received(request.viewerId, page(query(request)))),
  );

  app.get('/user-service/friend/apply-deal', async (request) => {
    const applyId = idField(query(request).applyId, 'applyId', 'apply.id');
    const status = query(request).status;
    if (status !== '1' && status !== '2') throw validationError('status', 'apply.status');
    return ok(request, await services().friends.decide(request.viewerId, applyId, status === '1'));
  });

  app.get('/user-service/friend/apply-info', async (request) =>
    ok(
      request,
      await services().friends.request(request.viewerId, idField(query(request).applyId, 'applyId', 'apply.id')),
    ),
  );

  // The BFF's friend request loader: many at once, null where not the caller's.
  app.get('/user-service/friend/apply-batch', async (request) =>
    ok(request, await services().friends.requests(request.viewerId, idList(query(request).ids, 'ids', 'apply.id'))),
  );

  // The address book is shown whole, grouped by letter: pages of 50 unless asked otherwise.
  app.get('/user-service/friend/friend-list', async (request) =>
    ok(request, await services().friends.friends(request.viewerId, page({ size: '50', ...query(request) }))),
  );

  app.post('/user-service/friend/updateRemarkName', async (request) => {
    const body = bodyObject(request.body);
    const friendId = idField(body.friendUserId, 'friendUserId');
    const remark = optionalTextField(body, 'friendUserRemarkName', FRIEND_REMARK_MAX, 'friend.remark');
    return ok(request, await services().friends.setRemark(request.viewerId, friendId, remark));
  });

  app.post('/user-service/friend/delete', async (request) => {
    const friendId = idField(bodyObject(request.body).friendUserId, 'friendUserId');
    return ok(request, await services().friends.remove(request.viewerId, friendId));
  });

  // Invitation links: the code to share, who shared it, and adding them through it.
  const sharer = (code: unknown) => {
    const userId = services().shareCodes.read(code);
    if (userId === undefined) throw validationError('shareCode', 'friend.shareInvalid');
    return userId;
  };
  app.get('/user-service/friend/share-code', async (request) =>
    ok(request, services().shareCodes.create(request.viewerId)),
  );
  // Their own link: shown even when they hide from search (sharing it was their choice).
  app.get('/user-service/friend/share-info', async (request) =>
    ok(
      request,
      await services().social.detail(request.viewerId, sharer(query(request).shareCode), {
        visit: false,
        invited: true,
      }),
    ),
  );
  app.post('/user-service/friend/share-add-friend', async (request) =>
    ok(request, await services().friends.addByShare(request.viewerId, sharer(bodyObject(request.body).shareCode))),
  );
}
