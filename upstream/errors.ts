import type { MessageKey } from './i18n';

/**
 * A handled failure: answered as HTTP 200 with a non-200 body code (spec §8), nothing changed.
 * Services throw it; the envelope (http/envelope.ts) turns it into `{ code, msg, data }`.
 */
export class ApiError extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503,
    readonly reason: string,
    readonly messageKey: MessageKey,
    readonly field?: string,
    readonly values: Record<string, string> = {},
    /** Refusals by a rate limit: when trying again can succeed. */
    readonly retryAfterSeconds?: number,
    /** Values a client acts on, answered in the envelope's `data` (what a translation needs, when matches are back). */
    readonly details?: Record<string, number | string>,
  ) {
    super(messageKey);
  }
}

export const validationError = (field: string, key: MessageKey, values?: Record<string, string>) =>
  new ApiError(400, 'VALIDATION', key, field, values);
export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'auth.required');
