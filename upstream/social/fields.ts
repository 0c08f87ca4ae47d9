import { ACCOUNT_OFFSET, MINIMUM_AGE } from '../constants';
import { validationError } from '../errors';
import { idField, textField } from '../fields';
import { language, region } from '../user/fields';
import type { ReportedConnection } from './presence';
import type { MeetFilter, PrivacySettings } from './service';

const PRIVACY_FIELDS = [
  'friendRequestsNeedApproval',
  'likesPublic',
  'commentsPublic',
  'hiddenFromSearch',
  'onlineStatusHidden',
  'typingHidden',
  'hideLikeCounts',
] as const;

/** A chat account name (`u` + account number) as the member's id; `field` names it in a refusal. */
export function imAccountId(account: string, field = 'imAccounts'): number {
  if (!/^u\d{6,12}$/.test(account)) throw validationError(field, 'userId.invalid');
  return idField(Number(account.slice(1)) - ACCOUNT_OFFSET, field);
}

/** The BFF's id for a live subscription connection: a random secret. */
export function connectionId(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(value))
    throw validationError('connectionId', 'userId.invalid');
  return value;
}

/** The most connections one presence refresh carries (the BFF sends those due each second). */
export const MAX_REFRESHED_CONNECTIONS = 1_000;

/** `/presence/refresh`'s list: `{ connectionId, token }` each, at most MAX_REFRESHED_CONNECTIONS. */
export function reportedConnections(value: unknown): ReportedConnection[] {
  if (!Array.isArray(value) || value.length > MAX_REFRESHED_CONNECTIONS)
    throw validationError('connections', 'userId.invalid');
  return value.map((entry) => {
    const { connectionId: id, token } = (entry ?? {}) as Record<string, unknown>;
    if (typeof token !== 'string' || token.length === 0 || token.length > 100)
      throw validationError('connections', 'userId.invalid');
    return { connectionId: connectionId(id), token };
  });
}

/** The privacy settings present in the body, each a boolean. */
export function privacyChanges(body: Record<string, unknown>): PrivacySettings {
  const changes: PrivacySettings = {};
  for (const field of PRIVACY_FIELDS) {
    if (body[field] === undefined) continue;
    if (typeof body[field] !== 'boolean') throw validationError(field, 'privacy.invalid');
    changes[field] = body[field] as boolean;
  }
  return changes;
}

/** Spec §7 /bump/list: 1 or 2, or absent for everyone. */
export function genderFilter(value: string | undefined): number | undefined {
  if (value !== undefined && value !== '1' && value !== '2') throw validationError('gender', 'gender.invalid');
  return value ? Number(value) : undefined;
}

/** The oldest age the meet filter offers. */
export const MEET_AGE_MAX = 99;

function age(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,3}$/.test(value) || Number(value) < MINIMUM_AGE || Number(value) > MEET_AGE_MAX)
    throw validationError(field, 'meet.age');
  return Number(value);
}

/** /bump/list's filters (gender, language, region, ageMin, ageMax, online=1), each optional. */
export function meetFilter(query: Record<string, string | undefined>): MeetFilter {
  const filter: MeetFilter = {
    gender: genderFilter(query.gender),
    language: query.language ? language(query.language) : undefined,
    region: query.region ? region(query.region) : undefined,
    ageMin: age(query.ageMin, 'ageMin'),
    ageMax: age(query.ageMax, 'ageMax'),
  };
  if (filter.ageMin !== undefined && filter.ageMax !== undefined && filter.ageMin > filter.ageMax)
    throw validationError('ageMax', 'meet.age');
  if (query.online !== undefined && query.online !== '1' && query.online !== '0')
    throw validationError('online', 'meet.online');
  filter.online = query.online === '1';
  return filter;
}

/** What members are searched by: 1 to 64 characters. */
export function searchContent(query: Record<string, unknown>): string {
  const content = textField(query, 'content', { requiredKey: 'search.required' });
  if (content.length > 64) throw validationError('content', 'search.required');
  return content;
}
