import { builder } from '../core/builder';
import { ErrorInterface, simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

/** Random match: the day's matches are used (never for SVIP); nothing was started. */
export class MatchAttemptsExhaustedError extends Error {
  name = 'MatchAttemptsExhaustedError';
  constructor(
    message: string,
    /** ISO: the next UTC midnight, when starting works again. */
    readonly nextAttemptsAt: string,
  ) {
    super(message);
  }
}

/** Random match: preferences are for SVIP members; nothing was started. */
export class MatchPreferencesNotAllowedError extends Error {
  name = 'MatchPreferencesNotAllowedError';
}

/** Random match: no such attempt among the viewer's own (another member's says the same as an unknown one). */
export class MatchAttemptNotFoundError extends Error {
  name = 'MatchAttemptNotFoundError';
}

onUpstreamReasons({
  MATCH_ATTEMPTS_EXHAUSTED: (msg, data) => new MatchAttemptsExhaustedError(msg, data?.nextAttemptsAt ?? ''),
  MATCH_PREFERENCES_NOT_ALLOWED: (msg) => new MatchPreferencesNotAllowedError(msg),
  MATCH_ATTEMPT_NOT_FOUND: (msg) => new MatchAttemptNotFoundError(msg),
});

builder.objectType(MatchAttemptsExhaustedError, {
  name: 'MatchAttemptsExhaustedError',
  description:
    'The viewer’s matches of the day are used: nothing was started. `nextAttemptsAt` says when starting works again (show it in local time).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    nextAttemptsAt: t.exposeString('nextAttemptsAt', { description: 'ISO: the next UTC midnight.' }),
  }),
});

simpleErrorTypes([
  [
    MatchPreferencesNotAllowedError,
    'MatchPreferencesNotAllowedError',
    'Choosing who one meets is for SVIP members: nothing was started.',
  ],
  [
    MatchAttemptNotFoundError,
    'MatchAttemptNotFoundError',
    'No such random-match attempt among the viewer’s own: nothing changed.',
  ],
]);
