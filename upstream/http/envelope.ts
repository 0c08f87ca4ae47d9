import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_MAX, type UiLanguage } from '../constants';
import { toUiLanguage, translate, type MessageKey } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The UI language of the `language` header; every `msg` is written in it. */
    language: UiLanguage;
    platform: string;
  }
}

/** A handled failure: answered as HTTP 200 with a non-200 body code (spec §8), nothing changed. */
export class ApiError extends Error {
  constructor(
    readonly code: 400 | 401 | 404 | 409 | 429,
    readonly reason: string,
    readonly messageKey: MessageKey,
    readonly field?: string,
    readonly values: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export const validationError = (field: string, key: MessageKey, values?: Record<string, string>) =>
  new ApiError(400, 'VALIDATION', key, field, values);
export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'auth.required');

export function ok(request: FastifyRequest, data: unknown) {
  return { code: 200, msg: translate(request.language, 'ok'), data };
}

function failure(request: FastifyRequest, error: ApiError) {
  const data: Record<string, string> = { reason: error.reason };
  if (error.field) data.field = error.field;
  return { code: error.code, msg: translate(request.language, error.messageKey, error.values), data };
}

/** The envelope `{code, msg, data}` on every answer, success or not (docs/contract.md). */
export function registerEnvelope(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.decorateRequest('platform', '');
  app.addHook('onRequest', async (request) => {
    request.language = toUiLanguage(request.headers.language);
    const platform = request.headers.platform;
    request.platform = typeof platform === 'string' ? platform : '';
    if (request.platform.length > PLATFORM_MAX) throw validationError('platform', 'platform.invalid');
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(failure(request, new ApiError(404, 'NOT_FOUND', 'route.notFound'))),
  );

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.code(200).send(failure(request, error));
    // Fastify's own client errors: unparsable JSON, wrong content type, body too large.
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(200).send(failure(request, validationError('body', 'body.invalid')));
    }
    request.log.error(error);
    return reply.code(500).send({ code: 500, msg: translate(request.language, 'server.internal'), data: { reason: 'INTERNAL' } });
  });
}
