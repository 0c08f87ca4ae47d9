import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_HISTORY_PAGE, CHAT_HISTORY_PAGE_MAX, CHAT_TEXT_MAX } from '../constants';
import { validationError } from '../errors';
import { bodyObject, idField, idList } from '../fields';
import { ok } from '../http/envelope';
import { page, type Query } from '../paging';
import type { SupportService } from './service';

/** A note: 1 to 1000 characters (code points), trimmed. */
export const NOTE_MAX = 1000;
const CLIENT_ID = /^[A-Za-z0-9_-]{1,58}$/;

const memberId = (value: unknown) => idField(value, 'memberId', 'support.memberId');

/** A text of 1 to `max` characters (code points), trimmed; else VALIDATION naming `field`. */
function text(value: unknown, field: string, max: number, key: 'support.replyText' | 'support.noteText') {
  if (typeof value !== 'string') throw validationError(field, key);
  const trimmed = value.trim();
  if (trimmed.length === 0 || [...trimmed].length > max) throw validationError(field, key);
  return trimmed;
}

function flag(value: string | undefined, field: string) {
  if (value === undefined || value === '0') return false;
  if (value === '1') return true;
  throw validationError(field, 'support.flag');
}

/** The support desk (docs/contract.md "Support desk"): /staff/support/*, support staff and admins only. */
export function supportRoutes(app: FastifyInstance, services: () => { support: SupportService }) {
  const query = (request: FastifyRequest) => request.query as Query;

  app.get('/user-service/staff/support/inbox', async (request) => {
    const q = query(request);
    const filter = { unreadFirst: flag(q.unreadFirst, 'unreadFirst'), mine: flag(q.mine, 'mine') };
    return ok(request, await services().support.inbox(request.session, filter, page(q)));
  });

  app.get('/user-service/staff/support/batch', async (request) =>
    ok(request, await services().support.batch(request.session, idList(query(request).ids, 'ids', 'support.memberId'))),
  );

  app.get('/user-service/staff/support/history', async (request) => {
    const q = query(request);
    const member = memberId(q.memberId);
    const before = q.before === undefined ? undefined : idField(q.before, 'before', 'chat.messageId');
    const size = q.size === undefined ? CHAT_HISTORY_PAGE : /^\d{1,2}$/.test(q.size) ? Number(q.size) : 0;
    if (size < 1 || size > CHAT_HISTORY_PAGE_MAX) throw validationError('size', 'page.invalid');
    return ok(request, await services().support.history(request.session, member, before, size));
  });

  app.post('/user-service/staff/support/claim', async (request) =>
    ok(request, await services().support.claim(request.session, memberId(bodyObject(request.body).memberId))),
  );

  app.post('/user-service/staff/support/release', async (request) =>
    ok(request, await services().support.release(request.session, memberId(bodyObject(request.body).memberId))),
  );

  app.post('/user-service/staff/support/reply', async (request) => {
    const body = bodyObject(request.body);
    const member = memberId(body.memberId);
    if (typeof body.clientId !== 'string' || !CLIENT_ID.test(body.clientId))
      throw validationError('clientId', 'chat.clientId');
    const msg = text(body.text, 'text', CHAT_TEXT_MAX, 'support.replyText');
    return ok(request, await services().support.reply(request.session, member, body.clientId, msg));
  });

  app.get('/user-service/staff/support/notes', async (request) =>
    ok(request, await services().support.notes(request.session, memberId(query(request).memberId))),
  );

  app.post('/user-service/staff/support/note', async (request) => {
    const body = bodyObject(request.body);
    const member = memberId(body.memberId);
    return ok(
      request,
      await services().support.addNote(request.session, member, text(body.text, 'text', NOTE_MAX, 'support.noteText')),
    );
  });

  app.get('/user-service/staff/support/context', async (request) =>
    ok(request, await services().support.context(request.session, memberId(query(request).memberId), request.language)),
  );
}
