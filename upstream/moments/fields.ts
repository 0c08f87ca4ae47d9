import {
  MOMENT_AUDIENCE_MAX,
  MOMENT_COMMENT_MAX,
  MOMENT_PAGE,
  MOMENT_PAGE_MAX,
  MOMENT_PICTURES_MAX,
  MOMENT_TEXT_MAX,
} from '../constants';
import { validationError } from '../errors';
import { idField, isId } from '../fields';
import type { MessageKey } from '../i18n';

export const MOMENT_TYPES = ['normal', 'burn'] as const;
export type MomentType = (typeof MOMENT_TYPES)[number];
export const AUDIENCES = ['everyone', 'friends', 'me'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const SCOPES = ['all', 'following', 'friends', 'nearby', 'random', 'user', 'mine'] as const;
export type Scope = (typeof SCOPES)[number];
/** The square's scopes a new moment is announced in (`/dynamic/audience`, `/dynamic/new-count`). */
export const LIVE_SCOPES = ['all', 'following', 'friends', 'nearby'] as const;
export type LiveScope = (typeof LIVE_SCOPES)[number];

const codePoints = (text: string) => [...text].length;

/** A text of 1 to `max` characters (code points), trimmed; else VALIDATION naming `field`. */
function boundedText(value: unknown, field: string, max: number, key: MessageKey): string {
  if (typeof value !== 'string') throw validationError(field, key, { max: String(max) });
  const text = value.trim();
  if (text.length === 0 || codePoints(text) > max) throw validationError(field, key, { max: String(max) });
  return text;
}

export const momentText = (value: unknown) => boundedText(value, 'content', MOMENT_TEXT_MAX, 'moment.content');
export const commentText = (value: unknown) => boundedText(value, 'content', MOMENT_COMMENT_MAX, 'moment.comment');

/** 1 to 9 distinct upload keys, as the upload answered them. */
export function uploadKeys(value: unknown): string[] {
  const max = { max: String(MOMENT_PICTURES_MAX) };
  if (!Array.isArray(value) || value.length === 0 || value.length > MOMENT_PICTURES_MAX)
    throw validationError('keys', 'moment.pictures', max);
  if (!value.every((key) => typeof key === 'string' && key.length > 0 && key.length <= 100))
    throw validationError('keys', 'moment.pictureUnknown');
  if (new Set(value).size !== value.length) throw validationError('keys', 'moment.pictureUnknown');
  return value as string[];
}

/** One of `options`, `fallback` when absent. */
function choice<T extends string>(value: unknown, options: readonly T[], fallback: T, field: string, key: MessageKey) {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !options.includes(value as T)) throw validationError(field, key);
  return value as T;
}

export const momentType = (value: unknown) => choice(value, MOMENT_TYPES, 'normal', 'type', 'moment.type');
export const audience = (value: unknown, field: 'visibility' | 'interactions') =>
  choice(value, AUDIENCES, 'everyone', field, 'moment.audience');
export const scope = (value: unknown) => {
  if (value === undefined) throw validationError('scope', 'moment.scope');
  return choice(value, SCOPES, 'all', 'scope', 'moment.scope');
};

/** A boolean flag, `fallback` when absent. */
export function flag(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw validationError(field, 'moment.flag');
  return value;
}

export const momentId = (value: unknown) => idField(value, 'dynamicId', 'moment.id');
export const commentId = (value: unknown, field = 'commentId') => idField(value, field, 'moment.commentId');

/** The page size of a moment list: 20 unless given, at most 50. */
export function pageSize(value: unknown): number {
  if (value === undefined) return MOMENT_PAGE;
  const size = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(size) || size < 1 || size > MOMENT_PAGE_MAX) throw validationError('size', 'page.invalid');
  return size;
}

/** The random order's seed: the client's per browsing session. */
export function seed(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw validationError('seed', 'moment.seed');
  return value;
}

/** `/dynamic/audience`'s members: 1 to 1000 ids. */
export function audienceIds(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MOMENT_AUDIENCE_MAX || !value.every(isId))
    throw validationError('userIds', 'moment.userIds', { max: String(MOMENT_AUDIENCE_MAX) });
  return [...new Set(value as number[])];
}

/**
 * Where a list goes on from: newest-first lists carry (pinned, time, id) of their last row,
 * the random order (its hash, id). Opaque to clients: base64url of the parts.
 */
export type Cursor =
  | { kind: 'time'; pinned: boolean; time: number; id: number }
  | { kind: 'random'; hash: string; id: number }
  | { kind: 'thread'; thread: number; id: number };

export function encodeCursor(cursor: Cursor): string {
  const text =
    cursor.kind === 'time'
      ? `t.${cursor.pinned ? 1 : 0}.${cursor.time}.${cursor.id}`
      : cursor.kind === 'random'
        ? `r.${cursor.hash}.${cursor.id}`
        : `c.${cursor.thread}.${cursor.id}`;
  return Buffer.from(text).toString('base64url');
}

export function decodeCursor(value: unknown, field = 'cursor'): Cursor {
  const text = typeof value === 'string' && value.length <= 100 ? Buffer.from(value, 'base64url').toString() : '';
  const time = /^t\.([01])\.(\d{1,15})\.(\d{1,10})$/.exec(text);
  if (time && isId(Number(time[3])))
    return { kind: 'time', pinned: time[1] === '1', time: Number(time[2]), id: Number(time[3]) };
  const random = /^r\.([0-9a-f]{32})\.(\d{1,10})$/.exec(text);
  if (random && isId(Number(random[2]))) return { kind: 'random', hash: random[1], id: Number(random[2]) };
  const thread = /^c\.(\d{1,10})\.(\d{1,10})$/.exec(text);
  if (thread && isId(Number(thread[1])) && isId(Number(thread[2])))
    return { kind: 'thread', thread: Number(thread[1]), id: Number(thread[2]) };
  throw validationError(field, 'moment.cursor');
}
