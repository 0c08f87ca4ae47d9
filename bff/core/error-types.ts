import { builder } from './builder';
import { RateLimitedError, ValidationError } from './errors';

/** Expected failures are data: every typed error implements Error { message }. */
export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

/** A typed error with nothing but its message: its class, its GraphQL name and what it means. */
export function simpleErrorTypes(errors: Array<[new (message: string) => Error, string, string]>) {
  for (const [errorClass, name, description] of errors)
    builder.objectType(errorClass, { name, description, interfaces: [ErrorInterface], fields: () => ({}) });
}

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  description: 'Bad input: `field` names the input field, `message` says why in the member’s language.',
  fields: (t) => ({ field: t.exposeString('field') }),
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  description:
    'Too many of something in a short time (searches, member lookups, messages, purchases started, reports); `retryAfterSeconds` says when to try again.',
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
