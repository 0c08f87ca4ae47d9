import { describe, expect, it } from 'vitest';
import {
  mutationResult,
  NETWORK_ERROR,
  requestFailure,
  SERVICE_UNAVAILABLE,
  UNEXPECTED_ERROR,
} from '../../../relay/mutationResult';
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
    expect(mutationResult({ __typename: '%other' })).toEqual({
      error: { type: '%other', message: undefined, field: undefined },
    });
  });

  it('words known errors from the catalogue, a format error under its field, anything else in the server’s words', () => {
    expect(loginError({ type: 'InvalidCredentialsError', message: 'Nope' })).toEqual({
      field: 'form',
      text: { id: 'login.error.invalidCredentials' },
    });
    expect(loginError({ type: 'ValidationError', message: 'x', field: 'password' })).toEqual({
      field: 'password',
      text: { id: 'login.error.passwordFormat' },
    });
    expect(loginError({ type: 'RateLimitedError', message: 'Slow down' })).toEqual({
      field: 'form',
      text: { text: 'Slow down' },
    });
    expect(loginError({ type: '%other' })).toEqual({ field: 'form', text: { id: 'error.title' } });
  });

  it('words a network failure the same way everywhere', () => {
    expect(loginError(NETWORK_ERROR)).toEqual({ field: 'form', text: { id: 'login.error.network' } });
  });

  it('tells an outage the BFF reported from a request that got no answer, and never blames the connection for it', () => {
    // As Relay raises an answer without data: the answer on the error's `source`.
    const answered = Object.assign(new Error('No data returned'), {
      source: {
        data: null,
        errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true } }],
      },
    });
    expect(requestFailure(answered)).toBe(SERVICE_UNAVAILABLE);
    expect(requestFailure(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR);
    expect(loginError(SERVICE_UNAVAILABLE)).toEqual({ field: 'form', text: { id: 'login.error.unavailable' } });
    // Answered, but with a fault of ours: the generic words, not the connection either.
    const fault = Object.assign(new Error('No data returned'), {
      source: { data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    });
    expect(requestFailure(fault)).toBe(UNEXPECTED_ERROR);
    expect(loginError(UNEXPECTED_ERROR)).toEqual({ field: 'form', text: { id: 'error.title' } });
  });
});
