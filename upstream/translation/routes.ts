import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../errors';
import { bodyObject, idField, idList } from '../fields';
import { ok } from '../http/envelope';
import type { Query } from '../paging';
import './messages'; // this domain's texts join the catalogue
import type { TranslationService } from './service';

/** An optional language code: absent or null is undefined; anything but a string is refused. */
function languageField(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validationError(field, 'translation.language');
  return value;
}

/**
 * /user-service/translate routes of chat translation (spec §7 Translate; docs/contract.md
 * "Translation"). The packs (`/translate/list`, `/translate/recharge`) are the economy's;
 * an outgoing message is translated by its send itself, not beforehand.
 */
export function translationRoutes(app: FastifyInstance, services: () => { translation: TranslationService }) {
  app.get('/user-service/translate/languages', async (request) => ok(request, await services().translation.languages(request.viewerId, request.language)));

  app.get('/user-service/translate/allowance', async (request) => ok(request, await services().translation.allowance(request.viewerId)));

  app.get('/user-service/translate/settings', async (request) =>
    ok(request, await services().translation.settings(request.viewerId, idList((request.query as Query).userIds, 'userIds'))),
  );

  app.post('/user-service/translate/settings', async (request: FastifyRequest) => {
    const body = bodyObject(request.body);
    const userId = idField(body.userId, 'userId');
    const change: { outgoing?: string | null; autoTranslate?: boolean } = {};
    if (body.outgoing !== undefined) {
      if (body.outgoing !== null && typeof body.outgoing !== 'string') throw validationError('outgoing', 'translation.outgoing');
      change.outgoing = body.outgoing;
    }
    if (body.autoTranslate !== undefined) {
      if (typeof body.autoTranslate !== 'boolean') throw validationError('autoTranslate', 'translation.autoTranslate');
      change.autoTranslate = body.autoTranslate;
    }
    return ok(request, await services().translation.updateSettings(request.viewerId, userId, change));
  });

  // Spec §7: targetId is the message; `toLanguage` defaults to the member's own, `fromLanguage` to the detected one.
  app.post('/user-service/translate/tranlate-chat-message', async (request) => {
    const body = bodyObject(request.body);
    const messageId = idField(body.targetId, 'targetId', 'chat.messageId');
    // `payWithCoins: true`: gold coins may pay what the member's characters do not (they agreed).
    if (body.payWithCoins !== undefined && typeof body.payWithCoins !== 'boolean') throw validationError('payWithCoins', 'translation.payWithCoins');
    const message = await services().translation.translateMessage(
      request.viewerId,
      messageId,
      { target: languageField(body, 'toLanguage'), source: languageField(body, 'fromLanguage'), coins: body.payWithCoins === true },
      request.language,
    );
    return ok(request, { translateContent: message.translation?.text ?? null, message });
  });
}
