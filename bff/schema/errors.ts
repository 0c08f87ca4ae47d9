import { builder } from '../builder';
import {
  AccountExistsError,
  CodeExpiredError,
  CodeInvalidError,
  InvalidCredentialsError,
  RateLimitedError,
  RegistrationClosedError,
  SearchOwnAccountError,
  TooManyAttemptsError,
  UserNotFoundError,
  UsernameRejectedError,
  ValidationError,
} from '../errors';

/** Expected failures are data: every typed error implements Error { message }. */
export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  description: 'Bad input: `field` names the input field, `message` says why in the member’s language.',
  fields: (t) => ({ field: t.exposeString('field') }),
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

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  description: 'Too many of something in a short time (searches, member lookups, messages, purchases started, reports); `retryAfterSeconds` says when to try again.',
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

builder.objectType(UsernameRejectedError, {
  name: 'UsernameRejectedError',
  interfaces: [ErrorInterface],
  description: 'The chat service refused the new member’s username (spec §8 illegal_argument); nothing was created.',
  fields: (t) => ({ tooLong: t.exposeBoolean('tooLong', { description: 'Longer than 64 bytes (USERNAME_TOO_LONG); otherwise not an allowed name.' }) }),
});

const simpleErrors: Array<[new (message: string) => Error, string, string]> = [
  [CodeInvalidError, 'CodeInvalidError', 'The verification code is wrong, or was not sent to this address.'],
  [CodeExpiredError, 'CodeExpiredError', 'The verification code has expired or was already used; ask for a new one.'],
  [AccountExistsError, 'AccountExistsError', 'An account with this e-mail address exists already, or the chat service has this member (spec §8 “user already exists”).'],
  [RegistrationClosedError, 'RegistrationClosedError', 'Registration is closed: the member cap is reached or registration is not permitted.'],
  [UserNotFoundError, 'UserNotFoundError', 'No such member, or not one the viewer may see (blocked, hidden from search or gone).'],
  [SearchOwnAccountError, 'SearchOwnAccountError', 'The search was for the viewer’s own account (spec §5).'],
];
for (const [errorClass, name, description] of simpleErrors) {
  builder.objectType(errorClass, { name, description, interfaces: [ErrorInterface], fields: () => ({}) });
}
