import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../constants';
import { validationError } from '../errors';
import { bodyObject, idField } from '../fields';
import { ok } from '../http/envelope';
import { ANYONE } from '../http/session';
import { translate } from '../i18n';
import { page, type Query } from '../paging';
import type { ProfileService } from '../user/service';
import type { AlbumService } from './album';
import type { AvatarStore } from './avatars';
import { CONTENT_TYPES } from './images';
import type { MediaSigner } from './signing';
import type { MediaStorage } from './storage';

interface MediaServices {
  profiles: ProfileService;
  avatars: AvatarStore;
  album: AlbumService;
  storage: MediaStorage;
  signer: MediaSigner;
  /** Chat images: whether the message's rules still let the viewer see it. */
  chat: { mayShowImage(key: string, viewerId: number, messageId: number): Promise<boolean> };
  /** Moment pictures: whether the moment's rules (visibility, blocks, burn window) still let the viewer see it. */
  moments: { mayShowPicture(key: string, viewerId: number, pictureId: number): Promise<boolean> };
}

/** Uploads (bytes as the body), the album routes of spec §7, the upload-token calls, and the files themselves. */
export function mediaRoutes(app: FastifyInstance, services: () => MediaServices) {
  // Any body type reaches these handlers as bytes; the content decides what it is.
  app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    const bytesOf = (request: FastifyRequest) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw validationError('file', 'image.format');
      return request.body;
    };
    scoped.post('/user-service/file/avatar', { bodyLimit: UPLOAD_MAX_BYTES }, async (request) => {
      const avatar = await services().avatars.save(bytesOf(request));
      return ok(request, await services().profiles.update(request.viewerId, { avatar }));
    });
    // The grant in the query is the permission: no session.
    scoped.post('/media/upload', { ...ANYONE, bodyLimit: UPLOAD_MAX_BYTES }, async (request) =>
      ok(request, await services().album.upload((request.query as Query).grant, bytesOf(request))),
    );
  });

  // The spec names two storage providers' token calls; both grant one upload to the embedded storage.
  for (const path of ['/user-service/file/qiniu-token', '/user-service/file/aliyun-sts-token']) {
    app.post(path, async (request) => ok(request, services().album.grant(request.viewerId)));
  }

  app.post('/user-service/album/upload', async (request) =>
    ok(request, await services().album.attach(request.viewerId, bodyObject(request.body).key)),
  );
  app.get('/user-service/album/list', async (request) => {
    const query = request.query as Query;
    const owner = query.userId === undefined ? request.viewerId : idField(query.userId, 'userId');
    return ok(request, await services().album.list(request.viewerId, owner, page(query)));
  });
  // GET, as spec §7 lists it.
  app.get('/user-service/album/delete-img', async (request) => {
    await services().album.remove(request.viewerId, idField((request.query as Query).id, 'id', 'photo.notFound'));
    return ok(request, null);
  });

  const send = async (reply: FastifyReply, key: string, cache: string) => {
    const file = await services().storage.open(key);
    if (!file) return reply.callNotFound(); // a file is fetched by the browser: a miss is a real HTTP 404
    return reply
      .header('content-type', CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('content-length', file.size)
      .header('cache-control', cache)
      .send(file.stream);
  };
  app.get<{ Params: { name: string } }>('/media/avatars/:name', ANYONE, (request, reply) =>
    send(reply, `avatars/${request.params.name}`, 'public, max-age=31536000, immutable'),
  );
  // Checked on every fetch (a block or a deletion ends it at once); browsers keep a photo a
  // minute at most, so one shown before a block is gone from the screen within a minute.
  // The signed URL is the permission: no session (an <img> sends none).
  app.get<{ Params: { name: string }; Querystring: Query }>('/media/photos/:name', ANYONE, async (request, reply) => {
    const key = `photos/${request.params.name}`;
    const grant = services().signer.readPhotoUrl(key, request.query);
    const allowed =
      grant !== undefined &&
      (grant.momentPictureId !== undefined
        ? await services().moments.mayShowPicture(key, grant.viewerId, grant.momentPictureId)
        : grant.messageId === undefined
          ? await services().album.mayShow(key, grant)
          : await services().chat.mayShowImage(key, grant.viewerId, grant.messageId));
    if (!allowed) {
      return reply
        .code(403)
        .send({ code: 403, msg: translate(request.language, 'photo.forbidden'), data: { reason: 'FORBIDDEN' } });
    }
    return send(reply, key, 'private, max-age=60');
  });
}
