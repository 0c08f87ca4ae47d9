import { sessionLoginRefusals } from '../account/errors';
import { builder } from '../core/builder';
import { ErrorInterface, simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

/**
 * The item changed since the moderator read it (another moderator's claim or decision): nothing changed. `version`
 * is the item's version now; read it again and decide again.
 */
export class UpdateConflictError extends Error {
  name = 'UpdateConflictError';
  constructor(
    message: string,
    readonly version: number,
    readonly decided: boolean,
  ) {
    super(message);
  }
}

/** No such moderation item. */
export class ModerationItemNotFoundError extends Error {
  name = 'ModerationItemNotFoundError';
}

/** A login refused while the member is suspended: `until` says when it ends. */
export class AccountSuspendedError extends Error {
  name = 'AccountSuspendedError';
  constructor(
    message: string,
    readonly until: string,
  ) {
    super(message);
  }
}

/** A login refused: the member is banned. */
export class AccountBannedError extends Error {
  name = 'AccountBannedError';
}

/** What upstream's refusals carry beside the core's `FailureData`. */
type ModerationFailure = { version?: number; state?: string; until?: string } | null;

onUpstreamReasons({
  UPDATE_CONFLICT: (msg, data) => {
    const failure = data as ModerationFailure;
    return new UpdateConflictError(msg, failure?.version ?? 0, failure?.state === 'decided');
  },
  MODERATION_ITEM_NOT_FOUND: (msg) => new ModerationItemNotFoundError(msg),
  ACCOUNT_SUSPENDED: (msg, data) => new AccountSuspendedError(msg, (data as ModerationFailure)?.until ?? ''),
  ACCOUNT_BANNED: (msg) => new AccountBannedError(msg),
});

// A sanctioned member's login is answered as data by sessionLogin.
sessionLoginRefusals.push(AccountSuspendedError, AccountBannedError);

builder.objectType(UpdateConflictError, {
  name: 'UpdateConflictError',
  interfaces: [ErrorInterface],
  description:
    'Another moderator changed the item since it was read (a claim or a decision): nothing changed. Read the item again (its `version` now) and act again.',
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'The item’s version now.' }),
    decided: t.exposeBoolean('decided', { description: 'The item is decided already: nothing more to do.' }),
  }),
});

builder.objectType(AccountSuspendedError, {
  name: 'AccountSuspendedError',
  interfaces: [ErrorInterface],
  description: 'The account is suspended by a moderator: no login until `until` (ISO; show it in local time).',
  fields: (t) => ({ until: t.exposeString('until') }),
});

simpleErrorTypes([
  [ModerationItemNotFoundError, 'ModerationItemNotFoundError', 'No such moderation item: nothing changed.'],
  [AccountBannedError, 'AccountBannedError', 'The account is banned by a moderator: no login.'],
]);
