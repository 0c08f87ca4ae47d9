import { validationError } from './envelope';
import type { MessageKey } from '../i18n';

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
