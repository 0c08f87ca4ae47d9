import { GraphQLError } from 'graphql';

/**
 * Expected failures, as classes. The schema registers them as typed GraphQL results
 * (errors as data); the upstream client raises them from the contract's `reason` codes.
 */
export class ValidationError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

export class InvalidCredentialsError extends Error {
  name = 'InvalidCredentialsError';
}

export class TooManyAttemptsError extends Error {
  name = 'TooManyAttemptsError';
}

export class CodeInvalidError extends Error {
  name = 'CodeInvalidError';
}

export class CodeExpiredError extends Error {
  name = 'CodeExpiredError';
}

/** An account with the address exists, or the chat service already has this user (spec §8 duplicate_unique_property_exists). */
export class AccountExistsError extends Error {
  name = 'AccountExistsError';
}

/** The chat service refused the new member's username (spec §8 illegal_argument): longer than 64 bytes, or not allowed. */
export class UsernameRejectedError extends Error {
  name = 'UsernameRejectedError';
  constructor(
    message: string,
    readonly tooLong: boolean,
  ) {
    super(message);
  }
}

/** Registration is not possible now: the user cap is reached or registration lacks permission (spec §8). */
export class RegistrationClosedError extends Error {
  name = 'RegistrationClosedError';
}

export class UserNotFoundError extends Error {
  name = 'UserNotFoundError';
}

/** Spec §5: searching one's own account is refused with a warning. */
export class SearchOwnAccountError extends Error {
  name = 'SearchOwnAccountError';
}

/** Chat (issue 10): either member blocked the other; nothing was sent. */
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

/** Economy (issue 11): the price is more than the member's gold coins; nothing was spent. */
export class InsufficientCoinsError extends Error {
  name = 'InsufficientCoinsError';
}

/** Economy: the red packet is not the viewer's to open, or went back to its sender. */
export class RedPacketUnavailableError extends Error {
  name = 'RedPacketUnavailableError';
}

/** Economy: no such payment among the viewer's. */
export class PaymentNotFoundError extends Error {
  name = 'PaymentNotFoundError';
}

/** Translation (issue 12): the member's characters and coins do not cover the translation; nothing was spent or sent. */
export class InsufficientTranslationBalanceError extends Error {
  name = 'InsufficientTranslationBalanceError';
}

/** Translation: the engine does not serve the language pair, or is not answering now (`retryable`). */
export class TranslationUnavailableError extends Error {
  name = 'TranslationUnavailableError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Upstream's friend reasons (docs/contract.md): the code is the reason, unchanged. */
export const FRIEND_ERROR_CODES = ['FRIEND_SELF', 'ALREADY_FRIENDS', 'NOT_FRIEND', 'APPLY_NOT_FOUND', 'APPLY_NOT_PENDING'] as const;
export type FriendErrorCode = (typeof FRIEND_ERROR_CODES)[number];

/** A refused friend operation: oneself, already friends, not a friend, no such request, already decided. */
export class FriendError extends Error {
  constructor(
    readonly code: FriendErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FriendError';
  }
}

/**
 * Too many lookups or searches in a short time (spec: anti-scraping). A GraphQL error too,
 * so where a field has no typed result (`node`, `nodes`) it still reaches the client
 * unmasked, with its code and retry time.
 */
export class RateLimitedError extends GraphQLError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, { extensions: { code: 'RATE_LIMITED', retryAfterSeconds } });
    this.name = 'RateLimitedError';
  }
}

/**
 * Upstream did not answer (down, unreachable, or past the deadline): retryable, and never
 * mistaken for a bad session.
 */
export class ServiceUnavailableError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true } });
    this.name = 'ServiceUnavailableError';
  }
}

/** Input the graph's types accept but the product does not (an ID of the wrong kind, too many IDs). */
export class BadInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT' } });
    this.name = 'BadInputError';
  }
}

/** Any other non-200 body code from upstream: unexpected here, so it is masked. */
export class UpstreamError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** No valid session: a GraphQL error the client answers by going to /login. */
export class UnauthenticatedError extends GraphQLError {
  constructor(message = 'Please log in.') {
    super(message, { extensions: { code: 'UNAUTHENTICATED' } });
  }
}
