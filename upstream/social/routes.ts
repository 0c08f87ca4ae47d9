import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountService } from '../account/service';
import { ok, validationError } from '../http/envelope';
import { bodyObject, textField } from '../http/validate';
import { page, type Query } from '../http/paging';
import type { PresenceService } from './presence';
import type { SocialService } from './service';

const PRIVACY_FIELDS = ['friendRequestsNeedApproval', 'likesPublic', 'commentsPublic', 'hiddenFromSearch', 'onlineStatusHidden'] as const;

export function userId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (!Number.isInteger(id) || (id as number) <= 0) throw validationError('userId', 'userId.invalid');
  return id as number;
}

function idList(value: string | undefined, parse: (item: string) => number): number[] {
  const items = (value ?? '').split(',').filter(Boolean);
  if (items.length === 0 || items.length > 100) throw validationError('ids', 'userId.invalid');
  return items.map(parse);
}

/** /user-service/user/* for the social graph (spec §7 User; issue 4). */
function connectionId(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(value)) throw validationError('connectionId', 'userId.invalid');
  return value;
}

export function socialRoutes(app: FastifyInstance, services: () => { accounts: AccountService; social: SocialService; presence: PresenceService }) {
  const viewer = async (request: FastifyRequest) => (await services().accounts.authenticate(request.headers.token)).userId;
  const query = (request: FastifyRequest) => request.query as Query;

  app.get('/user-service/user/info', async (request) => {
    const me = await viewer(request);
    return ok(request, await services().social.detail(me, userId(query(request).userId), { visit: query(request).visit === '1' }));
  });

  app.get('/user-service/user/batch', async (request) => {
    const me = await viewer(request);
    return ok(request, await services().social.many(me, idList(query(request).ids, userId)));
  });

  app.get('/user-service/user/by-im-accounts', async (request) => {
    const me = await viewer(request);
    const ids = idList(query(request).imAccounts, (account) => {
      if (!/^u\d{6,12}$/.test(account)) throw validationError('imAccounts', 'userId.invalid');
      return Number(account.slice(1)) - 100_000;
    });
    return ok(request, await services().social.many(me, ids));
  });

  app.get('/user-service/user/search', async (request) => {
    const me = await viewer(request);
    const content = textField(query(request), 'content', { requiredKey: 'search.required' });
    if (content.length > 64) throw validationError('content', 'search.required');
    return ok(request, await services().social.search(me, content, page(query(request))));
  });

  // Spec §7 Match: /bump/list lists members to meet on the encounter screen.
  app.get('/user-service/bump/list', async (request) => {
    const me = await viewer(request);
    const { gender } = query(request);
    if (gender !== undefined && gender !== '1' && gender !== '2') throw validationError('gender', 'gender.invalid');
    return ok(request, await services().social.discover(me, { gender: gender ? Number(gender) : undefined }, page(query(request))));
  });

  app.post('/user-service/user/follow', async (request) => {
    const me = await viewer(request);
    const body = bodyObject(request.body);
    if (typeof body.follow !== 'boolean') throw validationError('follow', 'privacy.invalid');
    return ok(request, await services().social.follow(me, userId(body.userId), body.follow));
  });

  app.get('/user-service/user/follow-list', async (request) => ok(request, await services().social.following(await viewer(request), page(query(request)))));
  app.get('/user-service/user/fans-list', async (request) => ok(request, await services().social.followers(await viewer(request), page(query(request)))));
  app.get('/user-service/user/visitor-num', async (request) => ok(request, await services().social.visitorCounts(await viewer(request))));
  app.get('/user-service/user/visitor-record', async (request) => ok(request, await services().social.visitors(await viewer(request), page(query(request)))));

  app.get('/user-service/user/privacy', async (request) => ok(request, await services().social.privacy(await viewer(request))));
  app.post('/user-service/user/privacy-set', async (request) => {
    const me = await viewer(request);
    const body = bodyObject(request.body);
    const changes: Partial<Record<(typeof PRIVACY_FIELDS)[number], boolean>> = {};
    for (const field of PRIVACY_FIELDS) {
      if (body[field] === undefined) continue;
      if (typeof body[field] !== 'boolean') throw validationError(field, 'privacy.invalid');
      changes[field] = body[field] as boolean;
    }
    return ok(request, await services().social.setPrivacy(me, changes));
  });

  // Reported by the BFF for each live subscription connection; the id is a random secret.
  app.post('/user-service/presence/connect', async (request) => {
    const me = await viewer(request);
    await services().presence.connected(me, connectionId(bodyObject(request.body).connectionId));
    return ok(request, null);
  });
  app.post('/user-service/presence/disconnect', async (request) => {
    await services().presence.disconnected(connectionId(bodyObject(request.body).connectionId));
    return ok(request, null);
  });

  app.post('/user-service/user/block', async (request) => {
    const me = await viewer(request);
    await services().social.block(me, userId(bodyObject(request.body).userId));
    return ok(request, null);
  });
  app.post('/user-service/user/unblock', async (request) => {
    const me = await viewer(request);
    await services().social.unblock(me, userId(bodyObject(request.body).userId));
    return ok(request, null);
  });
  app.get('/user-service/user/block-list', async (request) => ok(request, await services().social.blocked(await viewer(request), page(query(request)))));
}
