import {
  GENDER_OPTIONS,
  HOBBIES_MAX,
  MINIMUM_AGE,
  NICKNAME_MAX,
  SIGNATURE_MAX,
  SPOKEN_LANGUAGES_MAX,
  UI_LANGUAGES,
  type UiLanguage,
} from '../constants';
import { validationError } from '../errors';
import { textField } from '../fields';
import { HEIGHT_RANGE_CM, HOBBIES, LANGUAGE_CODES, OCCUPATIONS, REGION_CODES, WEIGHT_RANGE_KG } from '../system/lists';
import { ageOn } from './presenter';

/** The profile fields of spec §5, each checked the same way wherever it appears (registration takes a nickname too). */

// biome-ignore lint/suspicious/noControlCharactersInRegex: a nickname holding a control character is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function nickname(body: Record<string, unknown>) {
  const value = textField(body, 'nickname', { requiredKey: 'nickname.required' });
  if ([...value].length > NICKNAME_MAX || CONTROL_CHARACTERS.test(value))
    throw validationError('nickname', 'nickname.length');
  return value;
}

/** Adults only (spec: a dating product); a real calendar date. */
export function birthday(value: unknown, today = new Date()) {
  const { year, month, day } = (value ?? {}) as Record<string, unknown>;
  if (![year, month, day].every((part) => Number.isInteger(part)))
    throw validationError('birthday', 'birthday.invalid');
  const [y, m, d] = [year, month, day] as number[];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (
    y < 1900 ||
    date.getUTCFullYear() !== y ||
    date.getUTCMonth() !== m - 1 ||
    date.getUTCDate() !== d ||
    date > today
  ) {
    throw validationError('birthday', 'birthday.invalid');
  }
  if (ageOn(today, y, m, d) < MINIMUM_AGE) throw validationError('birthday', 'birthday.adult');
  return { year: y, month: m, day: d };
}

export function language(value: unknown, field = 'language') {
  if (typeof value !== 'string' || !LANGUAGE_CODES.includes(value)) throw validationError(field, 'language.invalid');
  return value;
}

/** One of the eight languages Across is shown in. */
export function interfaceLanguage(value: unknown): UiLanguage {
  const found = UI_LANGUAGES.find((code) => code === value);
  if (!found) throw validationError('language', 'interfaceLanguage.invalid');
  return found;
}

/**
 * The other languages a member speaks: a list of language codes, each once (a repeat is taken
 * once), at most 5; empty says none. The common language is left out where it is saved.
 */
export function spokenLanguages(value: unknown) {
  if (!Array.isArray(value) || !value.every((code) => typeof code === 'string' && LANGUAGE_CODES.includes(code))) {
    throw validationError('spokenLanguages', 'spokenLanguages.invalid');
  }
  const codes = [...new Set(value as string[])];
  if (codes.length > SPOKEN_LANGUAGES_MAX) throw validationError('spokenLanguages', 'spokenLanguages.count');
  return codes;
}

export function region(value: unknown) {
  if (typeof value !== 'string' || !REGION_CODES.includes(value)) throw validationError('region', 'region.invalid');
  return value;
}

export function gender(value: unknown) {
  if (!GENDER_OPTIONS.includes(value as 0 | 1 | 2)) throw validationError('gender', 'gender.invalid');
  return value as number;
}

const inRange =
  (field: string, key: 'height.invalid' | 'weight.invalid', range: { min: number; max: number }) =>
  (value: unknown) => {
    if (!Number.isInteger(value) || (value as number) < range.min || (value as number) > range.max)
      throw validationError(field, key);
    return value as number;
  };
export const height = inRange('height', 'height.invalid', HEIGHT_RANGE_CM);
export const weight = inRange('weight', 'weight.invalid', WEIGHT_RANGE_KG);

/** Whether the member shows a private fact (height, weight) to other members. */
export function shown(value: unknown, field: string) {
  if (typeof value !== 'boolean') throw validationError(field, 'shown.invalid');
  return value;
}

export function signature(value: unknown) {
  if (typeof value !== 'string') throw validationError('signature', 'field.notText', { field: 'signature' });
  const text = value.trim();
  if ([...text].length > SIGNATURE_MAX || CONTROL_CHARACTERS.test(text.replace(/\n/g, '')))
    throw validationError('signature', 'signature.length');
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
  if (!list.every((item) => typeof item === 'string' && item in HOBBIES))
    throw validationError('interest', 'hobbies.count');
  return list.join(',');
}
