import type { MessageId } from '../../../i18n/messages';
import { validateEmail, validatePassword } from '../components/validateAccount';

export interface LoginErrors {
  email?: MessageId;
  password?: MessageId;
}

/** Spec §5: account and password not empty and well-formed. The server checks again. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const emailError = validateEmail(email);
  const passwordError = validatePassword(password);
  if (emailError) errors.email = emailError;
  if (passwordError) errors.password = passwordError;
  return errors;
}
