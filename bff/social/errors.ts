import { simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons, ValidationError } from '../core/errors';

/** Spec §5: searching one's own account is refused with a warning. */
export class SearchOwnAccountError extends Error {
  name = 'SearchOwnAccountError';
}

onUpstreamReasons({
  SEARCH_SELF: (msg) => new SearchOwnAccountError(msg),
  FOLLOW_SELF: (msg) => new ValidationError('userId', msg),
  BLOCK_SELF: (msg) => new ValidationError('userId', msg),
});

simpleErrorTypes([
  [SearchOwnAccountError, 'SearchOwnAccountError', 'The search was for the viewer’s own account (spec §5).'],
]);
