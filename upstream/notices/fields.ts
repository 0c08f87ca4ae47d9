import { validationError } from '../errors';
import { idField } from '../fields';
import type { NoticeKinds } from './kinds';
import { AUDIENCES, type Audience } from './settings';

/** A registered notice kind, else VALIDATION naming `kind`. */
export function noticeKind(value: unknown, kinds: NoticeKinds): string {
  if (typeof value !== 'string' || !kinds.get(value)) throw validationError('kind', 'notice.kind');
  return value;
}

/** Who may notify: absent is unchanged, else one of the audiences (VALIDATION naming `who`). */
export function audience(value: unknown): Audience | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(AUDIENCES as readonly string[]).includes(value))
    throw validationError('who', 'notice.who');
  return value as Audience;
}

/** A boolean when given (absent: undefined), else VALIDATION naming `field`. */
export function optionalFlag(value: unknown, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw validationError(field, 'notice.flag', { field });
  return value;
}

/** A sequence number to mark read up to (absent or null: the newest). */
export function upTo(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const seq = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (!Number.isSafeInteger(seq) || (seq as number) < 0) throw validationError('upTo', 'notice.upTo');
  return seq as number;
}

/** A notice group's id. */
export const noticeId = (value: unknown, field = 'ids') => idField(value, field, 'notice.id');
