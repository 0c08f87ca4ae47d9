import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { validationError } from '../errors';
import { textField } from '../fields';
import type { CodePurpose } from './codes';

/** The account fields of spec §5, each checked the same way wherever it appears. */

// Deliberately simple: one @, no spaces, a dot in the domain. Delivery of the code proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Body = Record<string, unknown>;

export function email(body: Body) {
  const value = textField(body, 'email', { requiredKey: 'email.required' }).toLowerCase();
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) throw validationError('email', 'email.invalid');
  return value;
}

/** A new password: 8 to 128 characters, kept exactly as typed. */
export function newPassword(body: Body, field = 'password') {
  const value = textField(body, field, { requiredKey: 'password.required', trim: false });
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) throw validationError(field, 'password.length');
  return value;
}

/** A password to compare: only its shape is checked, a wrong length is just a wrong password. */
export function givenPassword(body: Body, field = 'password') {
  const value = textField(body, field, { requiredKey: 'password.required', trim: false });
  if (value.length > PASSWORD_MAX) throw validationError(field, 'password.length');
  return value;
}

export function code(body: Body) {
  const value = textField(body, 'code', { requiredKey: 'code.required' });
  if (!/^\d{6}$/.test(value)) throw validationError('code', 'code.invalid');
  return value;
}

export function purpose(body: Body): CodePurpose {
  const value = body.purpose;
  if (value === 'register' || value === 'reset') return value;
  throw validationError('purpose', 'purpose.invalid');
}
