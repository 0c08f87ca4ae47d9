import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_LIMIT_BYTES, PLATFORM_MAX, type UiLanguage } from '../constants';
import { ApiError, validationError } from '../errors';
import { toUiLanguage, translate } from '../i18n';
import '../messages'; // the shared texts (envelope, fields, paging, limits) join the catalogue

declare module 'fastify' {
  interface FastifyRequest {
    /** The UI language of the `language` header; every `msg` is written in it. */
    language: UiLanguage;
    /** The `language` header when it names a UI language (the member's interface); undefined when absent or not one. */
    interfaceLanguage: UiLanguage | undefined;
    platform: string;
  }
}

export function ok(request: FastifyRequest, data: unknown) {
  return { code: 200, msg: translate(request.language, 'ok'), data };
}

function failure(request: FastifyRequest, error: ApiError) {
  const data: Record<string, string | number> = { reason: error.reason };
  if (error.field) data.field = error.field;
  if (error.retryAfterSeconds !== undefined) data.retryAfterSeconds = error.retryAfterSeconds;
  if (error.details) Object.assign(data, error.details);
  return { code: error.code, msg: translate(request.language, error.messageKey, error.values), data };
}

/** The envelope `{code, msg, data}` on every answer, success or not (docs/contract.md). */
export function registerEnvelope(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.decorateRequest('interfaceLanguage', undefined);
  app.decorateRequest('platform', '');
  app.addHook('onRequest', async (request) => {
    request.language = toUiLanguage(request.headers.language);
    request.interfaceLanguage = request.language === request.headers.language ? request.language : undefined;
    const platform = request.headers.platform;
    request.platform = typeof platform === 'string' ? platform : '';
    if (request.platform.length > PLATFORM_MAX) throw validationError('platform', 'platform.invalid');
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(failure(request, new ApiError(404, 'NOT_FOUND', 'route.notFound'))),
  );

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.code(200).send(failure(request, error));
    // Said as HTTP 413 too: a browser posting a photo straight here reads the status.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const megabytes = String(Math.floor((request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES) / (1024 * 1024)));
      return reply
        .code(413)
        .send(failure(request, new ApiError(413, 'TOO_LARGE', 'body.tooLarge', undefined, { megabytes })));
    }
    // Fastify's own client errors: unparsable JSON, wrong content type, body too large.
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(200).send(failure(request, validationError('body', 'body.invalid')));
    }
    request.log.error(error);
    return reply
      .code(500)
      .send({ code: 500, msg: translate(request.language, 'server.internal'), data: { reason: 'INTERNAL' } });
  });
}
