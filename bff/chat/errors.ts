import { simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

/** Chat: either member blocked the other; nothing was sent. */
export class BlockedError extends Error {
  name = 'BlockedError';
}

/** Chat: the member closed their account; their old messages stay readable, new ones cannot reach them. */
export class RecipientUnavailableError extends Error {
  name = 'RecipientUnavailableError';
}

/** Chat: the recall window (two minutes) is over (spec §8 "revoke beyond time not possible"). */
export class RecallWindowExpiredError extends Error {
  name = 'RecallWindowExpiredError';
}

/** Chat: a burn-after-read photo already viewed, or not the viewer's to view. */
export class BurnViewedError extends Error {
  name = 'BurnViewedError';
}

/** Chat: no such message among those the viewer may read (recalled, cleared or another's). */
export class MessageNotFoundError extends Error {
  name = 'MessageNotFoundError';
}

/**
 * What a send may be refused for besides chat's own refusals: a domain that acts inside a
 * send (the economy's coin for a first message, translation's charge) adds its error here,
 * and `messageSend` answers it as data.
 */
export const messageSendRefusals: Array<new (...args: never[]) => Error> = [];

onUpstreamReasons({
  BLOCKED: (msg) => new BlockedError(msg),
  RECIPIENT_UNAVAILABLE: (msg) => new RecipientUnavailableError(msg),
  RECALL_WINDOW_EXPIRED: (msg) => new RecallWindowExpiredError(msg),
  BURN_VIEWED: (msg) => new BurnViewedError(msg),
  MESSAGE_NOT_FOUND: (msg) => new MessageNotFoundError(msg),
});

// Errors a chat mutation answers as data.
simpleErrorTypes([
  [BlockedError, 'BlockedError', 'One of the two members blocked the other: nothing was sent.'],
  [
    RecipientUnavailableError,
    'RecipientUnavailableError',
    'The member closed their account: their old messages stay, new ones cannot reach them.',
  ],
  [
    RecallWindowExpiredError,
    'RecallWindowExpiredError',
    'The message is older than the two minutes in which it can be recalled.',
  ],
  [BurnViewedError, 'BurnViewedError', 'The burn-after-read photo was viewed already.'],
  [MessageNotFoundError, 'MessageNotFoundError', 'No such message among those the viewer may read.'],
]);
