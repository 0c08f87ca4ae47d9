import { builder } from '../core/builder';
import { ErrorInterface, simpleErrorTypes } from '../core/error-types';
import { onUpstreamReasons } from '../core/errors';

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

/**
 * An account with the address exists, or the chat service already has this user (spec §8
 * duplicate_unique_property_exists).
 */
export class AccountExistsError extends Error {
  name = 'AccountExistsError';
}

/**
 * The chat service refused the new member's username (spec §8 illegal_argument): longer than 64 bytes, or not allowed.
 */
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

/**
 * Refusals of a login by domains that act inside it (moderation: a suspension, a ban): each adds its error here and
 * `sessionLogin` answers it as data.
 */
export const sessionLoginRefusals: Array<new (...args: never[]) => Error> = [];

onUpstreamReasons({
  INVALID_CREDENTIALS: (msg) => new InvalidCredentialsError(msg),
  TOO_MANY_ATTEMPTS: (msg) => new TooManyAttemptsError(msg),
  CODE_INVALID: (msg) => new CodeInvalidError(msg),
  CODE_EXPIRED: (msg) => new CodeExpiredError(msg),
  ACCOUNT_EXISTS: (msg) => new AccountExistsError(msg),
  CHAT_USER_EXISTS: (msg) => new AccountExistsError(msg),
  USERNAME_TOO_LONG: (msg) => new UsernameRejectedError(msg, true),
  USERNAME_ILLEGAL: (msg) => new UsernameRejectedError(msg, false),
  REGISTRATION_CLOSED: (msg) => new RegistrationClosedError(msg),
  REGISTRATION_FORBIDDEN: (msg) => new RegistrationClosedError(msg),
});

builder.objectType(InvalidCredentialsError, {
  name: 'InvalidCredentialsError',
  interfaces: [ErrorInterface],
  description: 'The e-mail and password do not match an account (never says which one is wrong).',
  fields: () => ({}),
});

builder.objectType(TooManyAttemptsError, {
  name: 'TooManyAttemptsError',
  interfaces: [ErrorInterface],
  description: 'Too many attempts in a short time; try again later.',
  fields: () => ({}),
});

builder.objectType(UsernameRejectedError, {
  name: 'UsernameRejectedError',
  interfaces: [ErrorInterface],
  description: 'The chat service refused the new member’s username (spec §8 illegal_argument); nothing was created.',
  fields: (t) => ({
    tooLong: t.exposeBoolean('tooLong', {
      description: 'Longer than 64 bytes (USERNAME_TOO_LONG); otherwise not an allowed name.',
    }),
  }),
});

simpleErrorTypes([
  [CodeInvalidError, 'CodeInvalidError', 'The verification code is wrong, or was not sent to this address.'],
  [CodeExpiredError, 'CodeExpiredError', 'The verification code has expired or was already used; ask for a new one.'],
  [
    AccountExistsError,
    'AccountExistsError',
    'An account with this e-mail address exists already, or the chat service has this member (spec §8 “user already exists”).',
  ],
  [
    RegistrationClosedError,
    'RegistrationClosedError',
    'Registration is closed: the member cap is reached or registration is not permitted.',
  ],
]);
