import {
  EMAIL_MAX,
  GENDER_OPTIONS,
  HOBBIES_MAX,
  MINIMUM_AGE,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGNATURE_MAX,
} from '../constants';
import { ageOn } from '../account/service';
import type { CodePurpose } from '../mail/mailer';
import { HEIGHT_RANGE_CM, HOBBIES, LANGUAGE_CODES, OCCUPATIONS, REGION_CODES, WEIGHT_RANGE_KG } from '../system/lists';
import { validationError } from './envelope';
import { textField } from './validate';

/** The request fields of spec §5, each checked the same way wherever it appears. */

// Deliberately simple: one @, no spaces, a dot in the domain. Delivery of the code proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

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

export function nickname(body: Body) {
  const value = textField(body, 'nickname', { requiredKey: 'nickname.required' });
  if ([...value].length > NICKNAME_MAX || CONTROL_CHARACTERS.test(value)) throw validationError('nickname', 'nickname.length');
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

/** Adults only (spec: a dating product); a real calendar date. */
export function birthday(value: unknown, today = new Date()) {
  const { year, month, day } = (value ?? {}) as Record<string, unknown>;
  if (![year, month, day].every((part) => Number.isInteger(part))) throw validationError('birthday', 'birthday.invalid');
  const [y, m, d] = [year, month, day] as number[];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || date > today) {
    throw validationError('birthday', 'birthday.invalid');
  }
  if (ageOn(today, y, m, d) < MINIMUM_AGE) throw validationError('birthday', 'birthday.adult');
  return { year: y, month: m, day: d };
}

export function language(value: unknown, field = 'language') {
  if (typeof value !== 'string' || !LANGUAGE_CODES.includes(value)) throw validationError(field, 'language.invalid');
  return value;
}

export function region(value: unknown) {
  if (typeof value !== 'string' || !REGION_CODES.includes(value)) throw validationError('region', 'region.invalid');
  return value;
}

export function gender(value: unknown) {
  if (!GENDER_OPTIONS.includes(value as 0 | 1 | 2)) throw validationError('gender', 'gender.invalid');
  return value as number;
}

const inRange = (field: string, key: 'height.invalid' | 'weight.invalid', range: { min: number; max: number }) => (value: unknown) => {
  if (!Number.isInteger(value) || (value as number) < range.min || (value as number) > range.max) throw validationError(field, key);
  return value as number;
};
export const height = inRange('height', 'height.invalid', HEIGHT_RANGE_CM);
export const weight = inRange('weight', 'weight.invalid', WEIGHT_RANGE_KG);

export function signature(value: unknown) {
  if (typeof value !== 'string') throw validationError('signature', 'field.notText', { field: 'signature' });
  const text = value.trim();
  if ([...text].length > SIGNATURE_MAX || CONTROL_CHARACTERS.test(text.replace(/\n/g, ''))) throw validationError('signature', 'signature.length');
  return text;
}

export function occupation(value: unknown) {
  if (typeof value !== 'string' || !(value in OCCUPATIONS)) throw validationError('occupation', 'occupation.invalid');
  return value;
}

/** 1 to 3 distinct hobby codes, as a list or the spec's comma-separated text. */
export function hobbies(value: unknown) {
  const list = typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value;
  if (!Array.isArray(list) || list.length < 1 || list.length > HOBBIES_MAX || new Set(list).size !== list.length) {
    throw validationError('interest', 'hobbies.count');
  }
  if (!list.every((item) => typeof item === 'string' && item in HOBBIES)) throw validationError('interest', 'hobbies.count');
  return list.join(',');
}
