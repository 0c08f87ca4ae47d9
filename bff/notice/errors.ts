import { GraphQLError } from 'graphql';
import { builder } from '../core/builder';
import { ErrorInterface, simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

/** Staff's work (announcements, maintenance) asked by someone who is not an admin: nothing changed. */
export class ForbiddenError extends Error {
  name = 'ForbiddenError';
}

/** No such notice among the viewer's own (another member's says the same as an unknown one). */
export class NoticeNotFoundError extends Error {
  name = 'NoticeNotFoundError';
}

/** A member cannot mute their own notices. */
export class MuteSelfError extends Error {
  name = 'MuteSelfError';
}

/** No such published announcement. */
export class AnnouncementNotFoundError extends Error {
  name = 'AnnouncementNotFoundError';
}

/** A published announcement keeps its texts and time; a withdrawn one changes no more: nothing changed. */
export class AnnouncementNotEditableError extends Error {
  name = 'AnnouncementNotEditableError';
}

/**
 * Upstream refuses writes during a maintenance window. Typed data where a mutation lists it;
 * elsewhere a GraphQL error of its own (unmasked: it is one) with `code: 'MAINTENANCE'` and
 * `endsAt`, so every mutation says it the same way without listing it.
 */
export class MaintenanceError extends GraphQLError {
  constructor(
    message: string,
    /** ISO: when writes work again. */
    readonly endsAt: string,
  ) {
    super(message, { extensions: { code: 'MAINTENANCE', endsAt } });
    this.name = 'MaintenanceError';
  }
}

onUpstreamReasons({
  MAINTENANCE: (msg, data) => new MaintenanceError(msg, data?.endsAt ?? ''),
  FORBIDDEN: (msg) => new ForbiddenError(msg),
  NOTICE_NOT_FOUND: (msg) => new NoticeNotFoundError(msg),
  ANNOUNCEMENT_NOT_FOUND: (msg) => new AnnouncementNotFoundError(msg),
  ANNOUNCEMENT_NOT_EDITABLE: (msg) => new AnnouncementNotEditableError(msg),
  MUTE_SELF: (msg) => new MuteSelfError(msg),
});

builder.objectType(MaintenanceError, {
  name: 'MaintenanceError',
  description:
    'Across is in a maintenance window: nothing changed. `endsAt` says when writes work again (show it in local time).',
  interfaces: [ErrorInterface],
  fields: (t) => ({ endsAt: t.exposeString('endsAt', { description: 'ISO: the end of the window.' }) }),
});

simpleErrorTypes([
  [ForbiddenError, 'ForbiddenError', 'Only staff (an admin) may do this: nothing changed.'],
  [NoticeNotFoundError, 'NoticeNotFoundError', 'No such notice among the viewer’s own: nothing changed.'],
  [AnnouncementNotFoundError, 'AnnouncementNotFoundError', 'No such published announcement: nothing changed.'],
  [
    AnnouncementNotEditableError,
    'AnnouncementNotEditableError',
    'A published announcement keeps its texts and time (only its pin changes); a withdrawn one changes no more: nothing changed.',
  ],
  [MuteSelfError, 'MuteSelfError', 'One cannot mute one’s own notices: nothing changed.'],
]);
