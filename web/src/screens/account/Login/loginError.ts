import { errorText, type ErrorText } from '../../../i18n/errorText';
import { SERVICE_UNAVAILABLE, type MutationError } from '../../../relay/mutationResult';

/** Where the login form shows an error: under a field, or on the form's own line. */
export interface LoginError {
  field: 'email' | 'password' | 'form';
  text: ErrorText;
}

/**
 * The catalogue's words for `sessionLogin`'s typed errors, a format error under its field;
 * the server's message (already in the member's language) for anything else.
 */
export function loginError(error: MutationError): LoginError {
  if (error.type === 'ValidationError' && error.field === 'email')
    return { field: 'email', text: { id: 'login.error.accountFormat' } };
  if (error.type === 'ValidationError' && error.field === 'password')
    return { field: 'password', text: { id: 'login.error.passwordFormat' } };
  // A moderator's sanction: until when, in the member's language and time zone.
  if (error.type === 'AccountSuspendedError' && error.until && !Number.isNaN(Date.parse(error.until)))
    return { field: 'form', text: { id: 'session.suspended.body', values: { until: Date.parse(error.until) } } };
  return {
    field: 'form',
    text: errorText(error, {
      InvalidCredentialsError: 'login.error.invalidCredentials',
      TooManyAttemptsError: 'login.error.tooManyAttempts',
      AccountBannedError: 'session.banned.body',
      // The login screen tries again by itself, and says so.
      [SERVICE_UNAVAILABLE.type]: 'login.error.unavailable',
    }),
  };
}
