import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountService } from '../account/service';
import { UPLOAD_MAX_BYTES } from '../constants';
import { ok, validationError } from '../http/envelope';
import { page, type Query } from '../http/paging';
import { bodyObject } from '../http/validate';
import type { ProfileService } from '../user/profile';
import { userId } from '../social/routes';
import type { AlbumService } from './album';
import type { AvatarStore } from './avatars';
import { CONTENT_TYPES } from './images';
import type { MediaSigner } from './signing';
import type { MediaStorage } from './storage';

interface MediaServices {
  accounts: AccountService;
  profiles: ProfileService;
  avatars: AvatarStore;
  album: AlbumService;
  storage: MediaStorage;
  signer: MediaSigner;
}

/** Uploads (bytes as the body), the album routes of spec §7, the upload-token calls, and the files themselves. */
export function mediaRoutes(app: FastifyInstance, services: () => MediaServices) {
  const viewer = async (request: FastifyRequest) => (await services().accounts.authenticate(request.headers.token)).userId;

  // Any body type reaches these handlers as bytes; the content decides what it is.
  app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
    const bytesOf = (request: FastifyRequest) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw validationError('file', 'image.format');
      return request.body;
    };
    scoped.post('/user-service/file/avatar', { bodyLimit: UPLOAD_MAX_BYTES }, async (request) => {
      const me = await viewer(request);
      const avatar = await services().avatars.save(bytesOf(request));
      return ok(request, await services().profiles.update(me, { avatar }));
    });
    scoped.post('/media/upload', { bodyLimit: UPLOAD_MAX_BYTES }, async (request) =>
      ok(request, await services().album.upload((request.query as Query).grant, bytesOf(request))),
    );
  });

  // The spec names two storage providers' token calls; both grant one upload to the embedded storage.
  for (const path of ['/user-service/file/qiniu-token', '/user-service/file/aliyun-sts-token']) {
    app.post(path, async (request) => ok(request, services().album.grant(await viewer(request))));
  }

  app.post('/user-service/album/upload', async (request) => {
    const me = await viewer(request);
    return ok(request, await services().album.attach(me, bodyObject(request.body).key));
  });
  app.get('/user-service/album/list', async (request) => {
    const me = await viewer(request);
    const query = request.query as Query;
    return ok(request, await services().album.list(me, query.userId === undefined ? me : userId(query.userId), page(query)));
  });
  // GET, as spec §7 lists it.
  app.get('/user-service/album/delete-img', async (request) => {
    const me = await viewer(request);
    const id = Number((request.query as Query).id);
    if (!Number.isInteger(id) || id <= 0) throw validationError('id', 'photo.notFound');
    await services().album.remove(me, id);
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
  app.get<{ Params: { name: string } }>('/media/avatars/:name', (request, reply) => send(reply, `avatars/${request.params.name}`, 'public, max-age=31536000, immutable'));
  app.get<{ Params: { name: string }; Querystring: Query }>('/media/photos/:name', (request, reply) => {
    const key = `photos/${request.params.name}`;
    if (!services().signer.urlIsValid(key, request.query.exp, request.query.sig)) return reply.code(403).send({ code: 403, msg: 'Forbidden', data: { reason: 'FORBIDDEN' } });
    return send(reply, key, 'private, max-age=3600');
  });
}
