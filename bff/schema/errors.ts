import { builder } from '../builder';
import { InvalidCredentialsError, TooManyAttemptsError, ValidationError } from '../errors';

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
