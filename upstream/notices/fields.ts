import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  MAINTENANCE_MESSAGE_MAX,
  PUSH_ENDPOINT_MAX,
  PUSH_KEY_MAX,
  UI_LANGUAGES,
} from '../constants';
import type { AnnouncementText } from '../db/schema';
import { validationError } from '../errors';
import { idField } from '../fields';
import type { MessageKey } from '../i18n';
import type { MaintenanceInput } from './maintenance';
import type { PushSubscriptionInput } from './push';
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

/** An announcement's id. */
export const announcementId = (value: unknown, field = 'id') => idField(value, field, 'announcement.id');

/** The version of an announcement the admin read (a positive integer), else VALIDATION naming `version`. */
export function announcementVersion(value: unknown): number {
  if (!Number.isSafeInteger(value) || (value as number) < 1) throw validationError('version', 'announcement.version');
  return value as number;
}

const isUiLanguage = (value: string) => (UI_LANGUAGES as readonly string[]).includes(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max ? value.trim() : undefined;

/** `{ en: { title, body }, <lang>: … }`: English always, only UI languages, each title and body given and not too long. */
export function announcementTexts(value: unknown): Record<string, AnnouncementText> {
  const refused = () => validationError('texts', 'announcement.texts');
  if (!isObject(value) || !isObject(value.en)) throw refused();
  const texts: Record<string, AnnouncementText> = {};
  for (const [language, entry] of Object.entries(value)) {
    if (!isUiLanguage(language) || !isObject(entry)) throw refused();
    const title = text(entry.title, ANNOUNCEMENT_TITLE_MAX);
    const body = text(entry.body, ANNOUNCEMENT_BODY_MAX);
    if (title === undefined || body === undefined) throw refused();
    texts[language] = { title, body };
  }
  return texts;
}

/** `{ en: message, <lang>: … }`: English always, only UI languages. */
export function maintenanceTexts(value: unknown): Record<string, string> {
  const refused = () => validationError('texts', 'maintenance.texts');
  if (!isObject(value)) throw refused();
  const texts: Record<string, string> = {};
  for (const [language, entry] of Object.entries(value)) {
    const message = text(entry, MAINTENANCE_MESSAGE_MAX);
    if (!isUiLanguage(language) || message === undefined) throw refused();
    texts[language] = message;
  }
  if (!texts.en) throw refused();
  return texts;
}

/** An ISO 8601 time (with its zone), else VALIDATION naming `field`. */
export function time(value: unknown, field: string, key: MessageKey): Date {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value))
    throw validationError(field, key);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw validationError(field, key);
  return date;
}

/** `{ texts, startsAt, endsAt }` (the end after the start, and in the future) or `{ clear: true }`. */
export function maintenanceInput(body: Record<string, unknown>): MaintenanceInput {
  if (body.clear === true) return { clear: true };
  const texts = maintenanceTexts(body.texts);
  const startsAt = time(body.startsAt, 'startsAt', 'maintenance.times');
  const endsAt = time(body.endsAt, 'endsAt', 'maintenance.times');
  if (endsAt <= startsAt || endsAt.getTime() <= Date.now()) throw validationError('endsAt', 'maintenance.times');
  return { texts, startsAt, endsAt };
}

const base64url = (value: unknown, bytes: number) =>
  typeof value === 'string' && value.length <= PUSH_KEY_MAX && /^[A-Za-z0-9_-]+={0,2}$/.test(value)
    ? Buffer.from(value, 'base64url').length === bytes
    : false;

/** A push endpoint: an http(s) URL (https only in production: the upstream posts to it). */
export function pushEndpoint(value: unknown, production: boolean): string {
  const refused = () => validationError('endpoint', 'push.subscription');
  if (typeof value !== 'string' || value.length > PUSH_ENDPOINT_MAX) throw refused();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refused();
  }
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) throw refused();
  return value;
}

/** `{ endpoint, keys: { p256dh, auth } }` as a browser's `PushSubscription.toJSON()` gives it. */
export function pushSubscription(body: Record<string, unknown>, production: boolean): PushSubscriptionInput {
  const endpoint = pushEndpoint(body.endpoint, production);
  const keys = body.keys as Record<string, unknown> | undefined;
  // The browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret.
  if (typeof keys !== 'object' || keys === null || !base64url(keys.p256dh, 65) || !base64url(keys.auth, 16))
    throw validationError('keys', 'push.subscription');
  return { endpoint, keys: { p256dh: keys.p256dh as string, auth: keys.auth as string } };
}
