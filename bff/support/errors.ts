import { builder } from '../core/builder';
import { ErrorInterface, simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';
import { User } from '../user/types';

/**
 * Another staff member holds the conversation (a claim, a release or a reply refused): nothing changed.
 * `claimedById` names them; read the conversation again.
 */
export class SupportClaimConflictError extends Error {
  name = 'SupportClaimConflictError';
  constructor(
    message: string,
    readonly claimedById: number,
  ) {
    super(message);
  }
}

/** The member has no conversation with customer service. */
export class SupportConversationNotFoundError extends Error {
  name = 'SupportConversationNotFoundError';
}

onUpstreamReasons({
  SUPPORT_CLAIM_CONFLICT: (msg, data) =>
    new SupportClaimConflictError(msg, Number((data as { claimedBy?: number } | null)?.claimedBy ?? 0)),
  SUPPORT_CONVERSATION_NOT_FOUND: (msg) => new SupportConversationNotFoundError(msg),
});

builder.objectType(SupportClaimConflictError, {
  name: 'SupportClaimConflictError',
  interfaces: [ErrorInterface],
  description:
    'Another staff member handles this conversation (claimed it): nothing changed. Read it again; they may release it.',
  fields: (t) => ({
    claimedBy: t.field({
      type: User,
      nullable: true,
      description: 'Who holds it now.',
      resolve: (error, _args, context) => (error.claimedById ? context.loaders.users.load(error.claimedById) : null),
    }),
  }),
});

simpleErrorTypes([
  [
    SupportConversationNotFoundError,
    'SupportConversationNotFoundError',
    'The member has no conversation with customer service: nothing changed.',
  ],
]);
