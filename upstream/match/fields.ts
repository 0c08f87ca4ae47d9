import type { MatchPreferences } from '../db/schema';
import { validationError } from '../errors';
import { idField } from '../fields';
import type { MessageKey } from '../i18n';
import { meetFilter } from '../social/fields';

/** What each preference is, and the message its own bad type is refused with (the meet list's). */
const PREFERENCE_FIELDS: Record<keyof MatchPreferences, { whole: boolean; key: MessageKey }> = {
  gender: { whole: true, key: 'gender.invalid' },
  ageMin: { whole: true, key: 'meet.age' },
  ageMax: { whole: true, key: 'meet.age' },
  language: { whole: false, key: 'language.invalid' },
  region: { whole: false, key: 'region.invalid' },
};

/** A match attempt's id (`/bump/cancel`'s `id`, `/bump/attempts`' `ids`). */
export const attemptId = (value: unknown, field = 'id') => idField(value, field, 'match.id');

/**
 * `/bump/matching`'s `preferences`: absent, null or choosing nothing is null (anyone); else an
 * object of gender (1 or 2), ageMin and ageMax (18–99, in order), language and region (codes of
 * the system lists), each optional, a null part not chosen. The values are the meet list's
 * filters (social's `meetFilter` checks them, naming the field); any other key is refused.
 */
export function matchPreferences(value: unknown): MatchPreferences | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw validationError('preferences', 'match.preferences');
  const given = value as Record<string, unknown>;
  if (Object.keys(given).some((key) => !Object.hasOwn(PREFERENCE_FIELDS, key)))
    throw validationError('preferences', 'match.preferences');
  // The meet filter reads a query string: whole numbers go to it as digits, codes as they are.
  const query: Record<string, string | undefined> = {};
  for (const [field, { whole, key }] of Object.entries(PREFERENCE_FIELDS)) {
    const part = given[field];
    if (part === undefined || part === null) continue;
    if (whole ? !Number.isInteger(part) : typeof part !== 'string') throw validationError(field, key);
    query[field] = String(part);
  }
  const filter = meetFilter(query);
  const chosen: MatchPreferences = {};
  if (filter.gender) chosen.gender = filter.gender as 1 | 2;
  if (filter.ageMin !== undefined) chosen.ageMin = filter.ageMin;
  if (filter.ageMax !== undefined) chosen.ageMax = filter.ageMax;
  if (filter.language) chosen.language = filter.language;
  if (filter.region) chosen.region = filter.region;
  return Object.keys(chosen).length > 0 ? chosen : null;
}
