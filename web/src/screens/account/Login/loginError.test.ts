import { describe, expect, it } from 'vitest';
import { mutationResult, NETWORK_ERROR } from '../../../relay/mutationResult';
import { loginError } from './loginError';

/** The mutation-result helper and one screen's reading of it, on `sessionLogin`'s union. */
describe('mutation results (relay/mutationResult) as the login form shows them', () => {
  it('reads the payload as ok and a typed error as its type, message and field', () => {
    const payload = { __typename: 'SessionLoginPayload', viewer: { id: 'V' } } as const;
    expect(mutationResult(payload)).toEqual({ ok: payload });
    expect(mutationResult({ __typename: 'ValidationError', message: 'Bad e-mail', field: 'email' })).toEqual({
      error: { type: 'ValidationError', message: 'Bad e-mail', field: 'email' },
    });
    // A member Relay does not know yet (`%other`) is an error too, without words of its own.
    expect(mutationResult({ __typename: '%other' })).toEqual({ error: { type: '%other', message: undefined, field: undefined } });
  });

  it('words known errors from the catalogue, a format error under its field, anything else in the server’s words', () => {
    expect(loginError({ type: 'InvalidCredentialsError', message: 'Nope' })).toEqual({ field: 'form', text: { id: 'login.error.invalidCredentials' } });
    expect(loginError({ type: 'ValidationError', message: 'x', field: 'password' })).toEqual({ field: 'password', text: { id: 'login.error.passwordFormat' } });
    expect(loginError({ type: 'RateLimitedError', message: 'Slow down' })).toEqual({ field: 'form', text: { text: 'Slow down' } });
    expect(loginError({ type: '%other' })).toEqual({ field: 'form', text: { id: 'error.title' } });
  });

  it('words a network failure the same way everywhere', () => {
    expect(loginError(NETWORK_ERROR)).toEqual({ field: 'form', text: { id: 'login.error.network' } });
  });
});
