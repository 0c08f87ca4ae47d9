import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountService } from '../account/service';
import { ok, validationError } from '../http/envelope';
import { page, type Query } from '../http/paging';
import { bodyObject } from '../http/validate';
import type { MessageKey } from '../i18n';
import type { SocialService } from '../social/service';
import { FRIEND_MESSAGE_MAX, FRIEND_REMARK_MAX, type FriendService } from './service';
import type { FriendShareCodes } from './share';

/** A positive id in a body (number or digits) or a query string; else VALIDATION naming the field. */
function idField(value: unknown, field: string, key: MessageKey): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (!Number.isInteger(id) || (id as number) <= 0 || (id as number) > 2_147_483_647) throw validationError(field, key);
  return id as number;
}

/** Optional text: absent or null is '', anything but a string is refused; trimmed; at most `max`. */
function optionalText(body: Record<string, unknown>, field: string, max: number, key: MessageKey): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw validationError(field, 'field.notText', { field });
  const text = value.trim();
  if (text.length > max) throw validationError(field, key);
  return text;
}

/** /user-service/friend/* (spec §7 Friends): requests, the address book, remark names. */
export function friendRoutes(app: FastifyInstance, services: () => { accounts: AccountService; friends: FriendService; social: SocialService; shareCodes: FriendShareCodes }) {
  const viewer = async (request: FastifyRequest) => (await services().accounts.authenticate(request.headers.token)).userId;
  const query = (request: FastifyRequest) => request.query as Query;

  app.post('/user-service/friend/add-friend', async (request) => {
    const me = await viewer(request);
    const body = bodyObject(request.body);
    const userId = idField(body.userId, 'userId', 'userId.invalid');
    const message = optionalText(body, 'message', FRIEND_MESSAGE_MAX, 'friend.message');
    return ok(request, await services().friends.add(me, userId, message || null));
  });

  app.get('/user-service/friend/applys', async (request) => ok(request, await services().friends.received(await viewer(request), page(query(request)))));

  app.get('/user-service/friend/apply-deal', async (request) => {
    const me = await viewer(request);
    const applyId = idField(query(request).applyId, 'applyId', 'apply.id');
    const status = query(request).status;
    if (status !== '1' && status !== '2') throw validationError('status', 'apply.status');
    return ok(request, await services().friends.decide(me, applyId, status === '1'));
  });

  app.get('/user-service/friend/apply-info', async (request) => {
    const me = await viewer(request);
    return ok(request, await services().friends.request(me, idField(query(request).applyId, 'applyId', 'apply.id')));
  });

  // The address book is shown whole, grouped by letter: pages of 50 unless asked otherwise.
  app.get('/user-service/friend/friend-list', async (request) => ok(request, await services().friends.friends(await viewer(request), page({ size: '50', ...query(request) }))));

  app.post('/user-service/friend/updateRemarkName', async (request) => {
    const me = await viewer(request);
    const body = bodyObject(request.body);
    const friendId = idField(body.friendUserId, 'friendUserId', 'userId.invalid');
    const remark = optionalText(body, 'friendUserRemarkName', FRIEND_REMARK_MAX, 'friend.remark');
    return ok(request, await services().friends.setRemark(me, friendId, remark));
  });

  app.post('/user-service/friend/delete', async (request) => {
    const me = await viewer(request);
    const friendId = idField(bodyObject(request.body).friendUserId, 'friendUserId', 'userId.invalid');
    return ok(request, await services().friends.remove(me, friendId));
  });

  // Invitation links: the code to share, who shared it, and adding them through it.
  const sharer = (code: unknown) => {
    const userId = services().shareCodes.read(code);
    if (userId === undefined) throw validationError('shareCode', 'friend.shareInvalid');
    return userId;
  };
  app.get('/user-service/friend/share-code', async (request) => ok(request, services().shareCodes.create(await viewer(request))));
  app.get('/user-service/friend/share-info', async (request) => {
    const me = await viewer(request);
    return ok(request, await services().social.detail(me, sharer(query(request).shareCode), { visit: false }));
  });
  app.post('/user-service/friend/share-add-friend', async (request) => {
    const me = await viewer(request);
    return ok(request, await services().friends.addByShare(me, sharer(bodyObject(request.body).shareCode)));
  });
}
