import type { MessageId } from '../../i18n/messages';
import type { SessionLoginResult } from './mutations/useSessionLoginMutation';

/** Which part of the form an error belongs to, and its text: a catalogue id, or the server's words. */
export interface LoginResultError {
  field?: 'email' | 'password';
  id?: MessageId;
  serverMessage?: string;
}

/**
 * The catalogue text for each typed error of `sessionLogin`; the server's message (already in
 * the member's language) is the fallback for anything the catalogue does not know.
 */
export function loginResultError(result: SessionLoginResult): LoginResultError | null {
  switch (result.__typename) {
    case 'SessionLoginPayload':
      return null;
    case 'InvalidCredentialsError':
      return { id: 'login.error.invalidCredentials' };
    case 'TooManyAttemptsError':
      return { id: 'login.error.tooManyAttempts' };
    case 'ValidationError':
      if (result.field === 'email') return { field: 'email', id: 'login.error.accountFormat' };
      if (result.field === 'password') return { field: 'password', id: 'login.error.passwordFormat' };
      return { serverMessage: result.message };
    default:
      return { serverMessage: 'message' in result ? result.message : undefined };
  }
}
