import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyObject, idField, idList } from '../fields';
import { ok } from '../http/envelope';
import { page, type Query } from '../paging';
import { ANYONE } from '../http/session';
import type { Announcements } from './announcements';
import {
  announcementId,
  announcementTexts,
  announcementVersion,
  audience,
  maintenanceInput,
  noticeId,
  noticeKind,
  optionalFlag,
  pushEndpoint,
  pushSubscription,
  time,
  upTo,
} from './fields';
import { type Maintenance, refuseWritesDuringMaintenance } from './maintenance';
import type { NoticePush } from './push';
import type { NoticeService } from './service';

interface NoticeServices {
  notices: NoticeService;
  push: NoticePush;
  announcements: Announcements;
  maintenance: Maintenance;
}

/**
 * /user-service/interact/* (spec §7 `GET /interact/list`): interaction notices, their marker and
 * settings; /message/notices* (spec §7): announcements; /system/maintenance and the staff's
 * /staff/announcements and /staff/maintenance; and the refusal of writes during maintenance.
 */
export function noticeRoutes(app: FastifyInstance, services: () => NoticeServices) {
  const query = (request: FastifyRequest) => request.query as Query;
  refuseWritesDuringMaintenance(app, () => services().maintenance);

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

  // Whom the caller muted: their interactions notify the caller of nothing.
  app.post('/user-service/interact/mute', async (request) =>
    ok(
      request,
      await services().notices.mutes.mute(request.viewerId, idField(bodyObject(request.body).userId, 'userId')),
    ),
  );

  app.post('/user-service/interact/unmute', async (request) =>
    ok(
      request,
      await services().notices.mutes.unmute(request.viewerId, idField(bodyObject(request.body).userId, 'userId')),
    ),
  );

  app.get('/user-service/interact/mutes', async (request) =>
    ok(request, await services().notices.mutes.list(request.viewerId, page(query(request)))),
  );

  app.get('/user-service/message/notices', async (request) =>
    ok(request, await services().announcements.list(request.viewerId, request.language, page(query(request)))),
  );

  app.get('/user-service/message/notices/batch', async (request) =>
    ok(
      request,
      await services().announcements.batch(
        request.viewerId,
        request.language,
        idList(query(request).ids, 'ids', 'announcement.id', (item) => announcementId(item, 'ids')),
      ),
    ),
  );

  app.post('/user-service/message/notices/read', async (request) => {
    const input = request.body === undefined ? {} : bodyObject(request.body);
    const id = input.id === undefined || input.id === null ? undefined : announcementId(input.id);
    return ok(request, await services().announcements.read(request.viewerId, id));
  });

  app.get('/user-service/system/maintenance', ANYONE, async (request) =>
    ok(request, await services().maintenance.info(request.language)),
  );

  app.post('/user-service/staff/announcements', async (request) => {
    const input = bodyObject(request.body);
    const announcement = {
      texts: announcementTexts(input.texts),
      publishAt:
        input.publishAt === undefined || input.publishAt === null
          ? undefined
          : time(input.publishAt, 'publishAt', 'announcement.publishAt'),
      pinned: optionalFlag(input.pinned, 'pinned'),
    };
    return ok(request, await services().announcements.create(request.session, announcement));
  });

  // Admins: every announcement (scheduled, published, withdrawn), one, an edit at a version, a withdrawal.
  app.get('/user-service/staff/announcements', async (request) =>
    ok(request, await services().announcements.desk.list(request.session, page(query(request)))),
  );

  app.get('/user-service/staff/announcements/batch', async (request) =>
    ok(
      request,
      await services().announcements.desk.batch(
        request.session,
        idList(query(request).ids, 'ids', 'announcement.id', (item) => announcementId(item, 'ids')),
      ),
    ),
  );

  app.post('/user-service/staff/announcements/update', async (request) => {
    const input = bodyObject(request.body);
    const change = {
      version: announcementVersion(input.version),
      texts: input.texts === undefined || input.texts === null ? undefined : announcementTexts(input.texts),
      publishAt:
        input.publishAt === undefined || input.publishAt === null
          ? undefined
          : time(input.publishAt, 'publishAt', 'announcement.publishAt'),
      pinned: optionalFlag(input.pinned, 'pinned'),
    };
    return ok(request, await services().announcements.desk.update(request.session, announcementId(input.id), change));
  });

  app.post('/user-service/staff/announcements/withdraw', async (request) => {
    const input = bodyObject(request.body);
    const [id, version] = [announcementId(input.id), announcementVersion(input.version)];
    return ok(request, await services().announcements.desk.withdraw(request.session, id, version));
  });

  app.get('/user-service/staff/maintenance', async (request) =>
    ok(request, await services().maintenance.staffView(request.session)),
  );

  app.post('/user-service/staff/maintenance', async (request) =>
    ok(
      request,
      await services().maintenance.set(request.session, maintenanceInput(bodyObject(request.body)), request.language),
    ),
  );

  app.get('/user-service/push/key', ANYONE, async (request) => ok(request, await services().push.publicKey()));

  app.post('/user-service/push/subscribe', async (request) => {
    const push = services().push;
    const subscription = pushSubscription(bodyObject(request.body), push.production);
    return ok(request, await push.subscribe(request.viewerId, subscription, request.language));
  });

  app.post('/user-service/push/unsubscribe', async (request) => {
    const push = services().push;
    const endpoint = pushEndpoint(bodyObject(request.body).endpoint, push.production);
    return ok(request, await push.unsubscribe(request.viewerId, endpoint));
  });
}
