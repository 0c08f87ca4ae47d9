import type { MessageId } from '../../../i18n/messages';

/** Spec §5 account rules, checked in the page before anything is sent (the server checks again). */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): MessageId | undefined {
  const value = email.trim();
  if (!value) return 'login.error.accountRequired';
  if (value.length > 254 || !EMAIL.test(value)) return 'login.error.accountFormat';
  return undefined;
}

export function validateCode(code: string): MessageId | undefined {
  const value = code.trim();
  if (!value) return 'account.error.codeRequired';
  if (!/^\d{6}$/.test(value)) return 'account.error.codeFormat';
  return undefined;
}

export function validatePassword(password: string): MessageId | undefined {
  if (!password) return 'login.error.passwordRequired';
  if (password.length < 8 || password.length > 128) return 'login.error.passwordFormat';
  return undefined;
}

export function validateConfirmation(password: string, confirmation: string): MessageId | undefined {
  if (!confirmation) return 'account.error.confirmRequired';
  if (confirmation !== password) return 'account.error.confirmMismatch';
  return undefined;
}

/** The rules of a new password and its confirmation, for useFormErrors (the confirmation reads the password). */
export const NEW_PASSWORD_RULES = {
  password: ({ password }: { password: string }) => validatePassword(password),
  confirmation: ({ password, confirmation }: { password: string; confirmation: string }) =>
    validateConfirmation(password, confirmation),
};
