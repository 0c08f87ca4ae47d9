import { simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

/** No such member, or not one the caller may see: every domain that names a member answers it. */
export class UserNotFoundError extends Error {
  name = 'UserNotFoundError';
}

onUpstreamReasons({
  USER_NOT_FOUND: (msg) => new UserNotFoundError(msg),
});

simpleErrorTypes([
  [
    UserNotFoundError,
    'UserNotFoundError',
    'No such member, or not one the viewer may see (blocked, hidden from search or gone).',
  ],
]);
