import { errorText, type ErrorText } from '../../../i18n/errorText';
import type { MessageId } from '../../../i18n/messages';
import type { MutationError } from '../../../relay/mutationResult';

/** The catalogue's words for the account mutations' typed errors (the rest say the server's). */
const ACCOUNT_ERRORS: Partial<Record<string, MessageId>> = {
  CodeInvalidError: 'account.error.codeInvalid',
  CodeExpiredError: 'account.error.codeExpired',
  TooManyAttemptsError: 'login.error.tooManyAttempts',
  AccountExistsError: 'account.error.exists',
  RegistrationClosedError: 'account.error.closed',
  InvalidCredentialsError: 'login.error.invalidCredentials',
};

/** The form field a typed error belongs to, when it names none itself. */
const ERROR_FIELDS: Partial<Record<string, string>> = {
  CodeInvalidError: 'code',
  CodeExpiredError: 'code',
  InvalidCredentialsError: 'password',
};

/** An error and the form field it belongs to (none: the form's own error line). */
export interface FieldError {
  field?: string;
  error: ErrorText;
}

/** Where and how an account form shows a mutation error; `wrongPassword` words a wrong current password. */
export function accountError(
  error: MutationError,
  wrongPassword: MessageId = 'login.error.invalidCredentials',
): FieldError {
  return {
    field: error.field ?? ERROR_FIELDS[error.type],
    error: errorText(error, { ...ACCOUNT_ERRORS, InvalidCredentialsError: wrongPassword }),
  };
}
