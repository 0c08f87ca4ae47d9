import { validationError } from './errors';
import type { MessageKey } from './i18n';

/** Validators every domain uses; a domain's own fields live in its `fields.ts`. */

/** The largest id a PostgreSQL `integer` (serial) column holds: anything above is no row's id. */
const ID_MAX = 2_147_483_647;
/** The most ids one batch lookup takes. */
const ID_LIST_MAX = 100;

/** A row id: a positive integer that fits the database's `integer` columns. */
export const isId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= ID_MAX;

/**
 * The one validator for an id in a body (a number or digits) or a query string (digits):
 * positive and at most ID_MAX, else VALIDATION naming the field, so a huge id is refused
 * here and never overflows a query.
 */
export function idField(value: unknown, field: string, key: MessageKey = 'userId.invalid'): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (!isId(id)) throw validationError(field, key);
  return id;
}

/**
 * A comma-separated list of 1 to 100 items (a batch lookup), each an id (`idField`) unless
 * `parse` reads it otherwise; else VALIDATION naming `field`.
 */
export function idList(
  value: unknown,
  field: string,
  key: MessageKey = 'userId.invalid',
  parse = (item: string) => idField(item, field, key),
): number[] {
  const items = (typeof value === 'string' ? value : '').split(',').filter(Boolean);
  if (items.length === 0 || items.length > ID_LIST_MAX) throw validationError(field, key);
  return items.map((item) => parse(item));
}

/** The request body as a plain object; anything else is refused before a route runs. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationError('body', 'body.invalid');
  return body as Record<string, unknown>;
}

/**
 * A text field: must be a string (a number or an array is refused, not coerced), trimmed
 * unless told otherwise, and not empty when required.
 */
export function textField(
  body: Record<string, unknown>,
  field: string,
  options: { requiredKey: MessageKey; trim?: boolean },
): string {
  const value = body[field];
  if (value === undefined || value === null) throw validationError(field, options.requiredKey);
  if (typeof value !== 'string') throw validationError(field, 'field.notText', { field });
  const text = options.trim === false ? value : value.trim();
  if (text.length === 0) throw validationError(field, options.requiredKey);
  return text;
}

/**
 * Optional text: absent or null is '', anything but a string is refused; trimmed; at most `max` (else `tooLongKey`).
 */
export function optionalTextField(
  body: Record<string, unknown>,
  field: string,
  max: number,
  tooLongKey: MessageKey,
): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw validationError(field, 'field.notText', { field });
  const text = value.trim();
  if (text.length > max) throw validationError(field, tooLongKey);
  return text;
}
