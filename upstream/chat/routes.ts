import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_EXT_MAX_BYTES, CHAT_HISTORY_PAGE, CHAT_HISTORY_PAGE_MAX, CHAT_TEXT_MAX } from '../constants';
import { validationError } from '../errors';
import { bodyObject, idField, idList, optionalTextField } from '../fields';
import { ok } from '../http/envelope';
import { isMediaKey } from '../media/storage';
import { page, type Query } from '../paging';
import { COMPLAINT_TYPES, type ChatService, type SendInput } from './service';

const COMPLAINT_REASON_MAX = 200;
const COMPLAINT_NOTES_MAX = 1000;
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Spec §5: 1 to 1000 characters (code points), not blank; kept trimmed. */
function messageText(value: unknown): string {
  if (typeof value !== 'string') throw validationError('msg', 'chat.text');
  const text = value.trim();
  if (text.length === 0 || [...text].length > CHAT_TEXT_MAX) throw validationError('msg', 'chat.text');
  return text;
}

/**
 * Free JSON from the sender: a plain object of at most 2 KB, or absent. Its `translation` and
 * `translateRecordId` are the server's to set (the translation the text went out with), never
 * the sender's: a reader must not be shown a "translation" the sender wrote. A text's
 * `translateRecordId` names the sender's draft translation (`/translate/message`) it goes out with.
 */
function extField(value: unknown): { ext: Record<string, unknown> | null; translateRecordId?: number } {
  if (value === undefined || value === null) return { ext: null };
  if (typeof value !== 'object' || Array.isArray(value)) throw validationError('ext', 'chat.ext');
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > CHAT_EXT_MAX_BYTES) throw validationError('ext', 'chat.ext');
  const { translation: _translation, translateRecordId: record, ...ext } = value as Record<string, unknown>;
  return {
    ext,
    ...(record === undefined || record === null
      ? {}
      : { translateRecordId: idField(record, 'translateRecordId', 'translation.draftRecord') }),
  };
}

function sendInput(body: Record<string, unknown>): SendInput {
  const userId = idField(body.userId, 'userId');
  if (typeof body.clientId !== 'string' || !CLIENT_ID.test(body.clientId))
    throw validationError('clientId', 'chat.clientId');
  const { ext, translateRecordId } = extField(body.ext);
  const common = { userId, clientId: body.clientId, ext };
  if (body.type === 'txt') {
    // `translate: false`: this text goes as written, without the conversation's outgoing translation.
    if (body.translate !== undefined && typeof body.translate !== 'boolean')
      throw validationError('translate', 'chat.translate');
    if (body.translate === false && translateRecordId !== undefined)
      throw validationError('translateRecordId', 'translation.draftAsWritten');
    // `payWithCoins: true`: gold coins may pay what the sender's characters do not (they agreed).
    if (body.payWithCoins !== undefined && typeof body.payWithCoins !== 'boolean')
      throw validationError('payWithCoins', 'translation.payWithCoins');
    return {
      ...common,
      type: 'txt',
      msg: messageText(body.msg),
      translate: body.translate !== false,
      coins: body.payWithCoins === true,
      ...(translateRecordId === undefined ? {} : { translateRecordId }),
    };
  }
  if (body.type === 'img') {
    if (typeof body.key !== 'string' || !isMediaKey(body.key) || !body.key.startsWith('photos/'))
      throw validationError('key', 'chat.image');
    if (body.burn !== undefined && typeof body.burn !== 'boolean') throw validationError('burn', 'chat.burn');
    return { ...common, type: 'img', key: body.key, burn: body.burn === true };
  }
  // 'custom' (gifts, red packets) is sent by upstream itself in later issues, never by members.
  throw validationError('type', 'chat.type');
}

/** Page fields from a JSON body (numbers or digits) as the query strings `page()` reads. */
function pageOf(request: FastifyRequest): { offset: number; size: number } {
  const body = request.body === undefined || request.body === null ? {} : bodyObject(request.body);
  const fields: Query = { ...(request.query as Query) };
  for (const name of ['page', 'size', 'offset'] as const) {
    const value = body[name];
    if (value === undefined) continue;
    fields[name] =
      typeof value === 'number' && Number.isInteger(value) && value >= 0
        ? String(value)
        : typeof value === 'string'
          ? value
          : 'invalid';
  }
  return page(fields);
}

/**
 * /user-service chat routes (docs/contract.md "Chat"): messages, conversations, burn photos, customer service,
 * complaints.
 */
export function chatRoutes(app: FastifyInstance, services: () => { chat: ChatService }) {
  const query = (request: FastifyRequest) => request.query as Query;
  const peer = (request: FastifyRequest) => idField(bodyObject(request.body).userId, 'userId');

  app.post('/user-service/chat/send', async (request) =>
    ok(request, await services().chat.send(request.viewerId, sendInput(bodyObject(request.body)))),
  );

  app.get('/user-service/chat/history', async (request) => {
    const q = query(request);
    const userId = idField(q.userId, 'userId');
    const before = q.before === undefined ? undefined : idField(q.before, 'before', 'chat.messageId');
    const size = q.size === undefined ? CHAT_HISTORY_PAGE : /^\d{1,2}$/.test(q.size) ? Number(q.size) : 0;
    if (size < 1 || size > CHAT_HISTORY_PAGE_MAX) throw validationError('size', 'page.invalid');
    return ok(request, await services().chat.history(request.viewerId, userId, before, size));
  });

  app.get('/user-service/chat/message-batch', async (request) =>
    ok(request, await services().chat.messages(request.viewerId, idList(query(request).ids, 'ids', 'chat.messageId'))),
  );
  app.get('/user-service/chat/conversation-batch', async (request) =>
    ok(
      request,
      await services().chat.conversationsById(request.viewerId, idList(query(request).ids, 'ids', 'chat.messageId')),
    ),
  );

  app.get('/user-service/chat/conversations-with', async (request) =>
    ok(request, await services().chat.conversationsWith(request.viewerId, idList(query(request).userIds, 'userIds'))),
  );

  app.post('/user-service/chat/recall', async (request) =>
    ok(
      request,
      await services().chat.recall(
        request.viewerId,
        idField(bodyObject(request.body).messageId, 'messageId', 'chat.messageId'),
      ),
    ),
  );
  app.post('/user-service/chat/read', async (request) =>
    ok(request, await services().chat.read(request.viewerId, peer(request))),
  );
  app.post('/user-service/chat/conversation-delete', async (request) =>
    ok(request, await services().chat.deleteConversation(request.viewerId, peer(request))),
  );
  app.post('/user-service/chat/history-clear', async (request) =>
    ok(request, await services().chat.clearHistory(request.viewerId, peer(request))),
  );
  app.post('/user-service/chat/typing', async (request) => {
    const body = bodyObject(request.body);
    const userId = idField(body.userId, 'userId');
    if (typeof body.typing !== 'boolean') throw validationError('typing', 'chat.typing');
    return ok(request, await services().chat.typing(request.viewerId, userId, body.typing));
  });

  // Spec §7 Messages.
  app.post('/user-service/message/user-session-list', async (request) =>
    ok(request, await services().chat.conversations(request.viewerId, pageOf(request))),
  );
  app.get('/user-service/message/unread-message', async (request) =>
    ok(request, await services().chat.unread(request.viewerId)),
  );
  app.get('/user-service/service/im-account', async (request) =>
    ok(request, await services().chat.serviceImAccount(request.viewerId)),
  );
  app.post('/user-service/im/read-burnimg', async (request) =>
    ok(
      request,
      await services().chat.viewBurn(
        request.viewerId,
        idField(bodyObject(request.body).msgId, 'msgId', 'chat.messageId'),
      ),
    ),
  );

  // Spec §7 Complaint.
  app.get('/user-service/complain/complain_type', async (request) =>
    ok(request, services().chat.complaintTypes(request.language)),
  );
  app.post('/user-service/complain/add_complain', async (request) => {
    const body = bodyObject(request.body);
    const userId = idField(body.userId, 'userId');
    const type = typeof body.type === 'string' && /^\d{1,2}$/.test(body.type) ? Number(body.type) : body.type;
    if (!COMPLAINT_TYPES.some((known) => known.id === type)) throw validationError('type', 'complain.type');
    const reason = optionalTextField(body, 'reason', COMPLAINT_REASON_MAX, 'complain.reason');
    if (reason === '') throw validationError('reason', 'complain.reason');
    const notes = optionalTextField(body, 'notes', COMPLAINT_NOTES_MAX, 'complain.notes');
    const messageId =
      body.messageId === undefined || body.messageId === null
        ? null
        : idField(body.messageId, 'messageId', 'chat.messageId');
    return ok(
      request,
      await services().chat.complain(request.viewerId, {
        userId,
        type: type as number,
        reason,
        notes: notes || null,
        messageId,
      }),
    );
  });
}
