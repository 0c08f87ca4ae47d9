import type { MessageId } from '../../i18n/messages';

export interface LoginErrors {
  email?: MessageId;
  password?: MessageId;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: account and password not empty and well-formed. The server checks again. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const account = email.trim();
  if (!account) errors.email = 'login.error.accountRequired';
  else if (account.length > 254 || !EMAIL.test(account)) errors.email = 'login.error.accountFormat';
  if (!password) errors.password = 'login.error.passwordRequired';
  else if (password.length < 8 || password.length > 128) errors.password = 'login.error.passwordFormat';
  return errors;
}
