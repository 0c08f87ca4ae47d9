import { simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

/** Moments: unknown, deleted, or one the viewer may not see, whatever the cause (nothing tells them apart). */
export class MomentNotFoundError extends Error {
  name = 'MomentNotFoundError';
}

/** Moments: no such comment among those the viewer may see (or delete). */
export class MomentCommentNotFoundError extends Error {
  name = 'MomentCommentNotFoundError';
}

onUpstreamReasons({
  MOMENT_NOT_FOUND: (msg) => new MomentNotFoundError(msg),
  COMMENT_NOT_FOUND: (msg) => new MomentCommentNotFoundError(msg),
});

simpleErrorTypes([
  [
    MomentNotFoundError,
    'MomentNotFoundError',
    'No such moment among those the viewer may see: unknown, deleted, or not shown to them.',
  ],
  [MomentCommentNotFoundError, 'MomentCommentNotFoundError', 'No such comment among those the viewer may see.'],
]);
