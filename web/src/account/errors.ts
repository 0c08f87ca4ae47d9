import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** An error kept as a catalogue id (so it follows a language switch) or as the server's words. */
export type ErrorText = { id: MessageId } | { text: string };

export function useSay() {
  const intl = useIntl();
  return (error?: ErrorText) => (error ? ('id' in error ? intl.formatMessage({ id: error.id }) : error.text) : undefined);
}

export const idText = (id: MessageId | undefined): ErrorText | undefined => (id ? { id } : undefined);

interface TypedResult {
  readonly __typename: string;
  readonly message?: string;
  readonly field?: string;
}

/**
 * The catalogue text for each typed error of the account mutations; the server's message
 * (already in the member's language) for the rest. Null when the result is a success.
 */
export function resultError(result: TypedResult, wrongPassword: MessageId = 'login.error.invalidCredentials'): { field?: string; error: ErrorText } | null {
  switch (result.__typename) {
    case 'CodeInvalidError':
      return { field: 'code', error: { id: 'account.error.codeInvalid' } };
    case 'CodeExpiredError':
      return { field: 'code', error: { id: 'account.error.codeExpired' } };
    case 'TooManyAttemptsError':
      return { error: { id: 'login.error.tooManyAttempts' } };
    case 'AccountExistsError':
      return { error: { id: 'account.error.exists' } };
    case 'RegistrationClosedError':
      return { error: { id: 'account.error.closed' } };
    case 'InvalidCredentialsError':
      return { field: 'password', error: { id: wrongPassword } };
    case 'ValidationError':
      return { field: result.field, error: result.message ? { text: result.message } : { id: 'error.title' } };
    case '%other':
      return { error: result.message ? { text: result.message } : { id: 'error.title' } };
    default:
      if (result.__typename.endsWith('Payload')) return null;
      return { error: result.message ? { text: result.message } : { id: 'error.title' } };
  }
}
