import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_TEXT_MAX } from '../constants';
import { validationError } from '../errors';
import { bodyObject, idField, idList, textField } from '../fields';
import { ok } from '../http/envelope';
import type { MessageKey } from '../i18n';
import type { Query } from '../paging';
import { imAccountId } from '../social/fields';
import type { Corrections } from './corrections';
import type { DraftTranslations } from './drafts';
import type { TranslationService } from './service';

/** An optional language code: absent or null is undefined; anything but a string is refused. */
function languageField(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validationError(field, 'translation.language');
  return value;
}

/** A chat text (spec §5: 1 to 1000 characters, not blank), trimmed as a send keeps it. */
function chatText(body: Record<string, unknown>, field: string, key: MessageKey): string {
  const text = textField(body, field, { requiredKey: key });
  if ([...text].length > CHAT_TEXT_MAX) throw validationError(field, key);
  return text;
}

/**
 * /user-service/translate routes of chat translation (spec §7 Translate; docs/contract.md
 * "Translation"). The packs (`/translate/list`, `/translate/recharge`) are the economy's. An
 * outgoing message is translated by its send, or beforehand (`/translate/message`) for the
 * send to carry.
 */
export function translationRoutes(
  app: FastifyInstance,
  services: () => { translation: TranslationService; drafts: DraftTranslations; corrections: Corrections },
) {
  app.get('/user-service/translate/languages', async (request) =>
    ok(request, await services().translation.languages(request.viewerId, request.language)),
  );

  app.get('/user-service/translate/allowance', async (request) =>
    ok(request, await services().translation.allowance(request.viewerId)),
  );

  app.get('/user-service/translate/settings', async (request) =>
    ok(
      request,
      await services().translation.settings(request.viewerId, idList((request.query as Query).userIds, 'userIds')),
    ),
  );

  app.post('/user-service/translate/settings', async (request: FastifyRequest) => {
    const body = bodyObject(request.body);
    const userId = idField(body.userId, 'userId');
    const change: { outgoing?: string | null; autoTranslate?: boolean } = {};
    if (body.outgoing !== undefined) {
      if (body.outgoing !== null && typeof body.outgoing !== 'string')
        throw validationError('outgoing', 'translation.outgoing');
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
    if (body.payWithCoins !== undefined && typeof body.payWithCoins !== 'boolean')
      throw validationError('payWithCoins', 'translation.payWithCoins');
    const message = await services().translation.translateMessage(
      request.viewerId,
      messageId,
      {
        target: languageField(body, 'toLanguage'),
        source: languageField(body, 'fromLanguage'),
        coins: body.payWithCoins === true,
      },
      request.language,
    );
    return ok(request, { translateContent: message.translation?.text ?? null, message });
  });

  // Spec §7: the sender's translation before sending; the recipient by their chat account (`toUserImAccount`) or
  // `userId`.
  app.post('/user-service/translate/message', async (request) => {
    const body = bodyObject(request.body);
    const text = chatText(body, 'message', 'chat.text');
    const peerId =
      body.toUserImAccount !== undefined && body.toUserImAccount !== null
        ? imAccountId(String(body.toUserImAccount), 'toUserImAccount')
        : idField(body.userId, 'userId');
    // `payWithCoins: true`: gold coins may pay what the member's characters do not (they agreed).
    if (body.payWithCoins !== undefined && typeof body.payWithCoins !== 'boolean')
      throw validationError('payWithCoins', 'translation.payWithCoins');
    return ok(
      request,
      await services().drafts.translate(
        request.viewerId,
        { text, peerId, target: languageField(body, 'toLanguage'), coins: body.payWithCoins === true },
        request.language,
      ),
    );
  });

  // A reader's better wording of a message's translation, for its writer to see.
  app.post('/user-service/translate/correction', async (request) => {
    const body = bodyObject(request.body);
    const messageId = idField(body.messageId, 'messageId', 'chat.messageId');
    return ok(
      request,
      await services().corrections.propose(
        request.viewerId,
        messageId,
        chatText(body, 'text', 'translation.correctionText'),
      ),
    );
  });
}
