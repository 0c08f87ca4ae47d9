import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccountService } from '../account/service';
import { AVATAR_UPLOAD_MAX_BYTES } from '../constants';
import { ok, validationError } from '../http/envelope';
import type { ProfileService } from '../user/profile';
import type { AvatarStore } from './avatars';

const MEDIA_NAME = /^[a-f0-9]{32}\.jpg$/;

/** Avatar upload (the bytes are the body) and the media files themselves. */
export function mediaRoutes(
  app: FastifyInstance,
  mediaDir: () => string,
  services: () => { accounts: AccountService; profiles: ProfileService; avatars: AvatarStore },
) {
  // Any body type reaches the handler as bytes; the content decides what it is.
  app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AVATAR_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
    scoped.post('/user-service/file/avatar', { bodyLimit: AVATAR_UPLOAD_MAX_BYTES }, async (request) => {
      const { userId } = await services().accounts.authenticate(request.headers.token);
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw validationError('file', 'image.format');
      const avatar = await services().avatars.save(bytes);
      return ok(request, await services().profiles.update(userId, { avatar }));
    });
  });

  app.get<{ Params: { name: string } }>('/media/avatars/:name', async (request, reply) => {
    // A file is fetched by the browser, not read as an envelope: a miss is a real HTTP 404.
    if (!MEDIA_NAME.test(request.params.name)) return reply.callNotFound();
    const file = path.join(mediaDir(), 'avatars', request.params.name);
    const found = await stat(file).catch(() => undefined);
    if (!found) return reply.callNotFound();
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(file));
  });
}
