import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { NETWORK_ERROR, SERVICE_UNAVAILABLE, type MutationError, type OnResult } from '../relay/mutationResult';
import type { MessageId } from './messages';

/** An error kept as a catalogue id (so it follows a language switch) or as the server's words. */
export type ErrorText = { id: MessageId; values?: Record<string, string | number> } | { text: string };

/** The network failure's words, wherever a mutation or a fetch fails on the way. */
export const NETWORK_ERROR_TEXT: ErrorText = { id: 'login.error.network' };

/** When the BFF answered that the service is down: not the member's connection. */
export const SERVICE_UNAVAILABLE_TEXT: ErrorText = { id: 'error.unavailable' };

/**
 * What to show for a mutation error: the catalogue's words for the error types the screen
 * names in `known` (and for a network failure or an outage), else the server's message, else the
 * generic "something went wrong".
 */
export function errorText(error: MutationError, known: Partial<Record<string, MessageId>> = {}): ErrorText {
  const id = known[error.type];
  if (id) return { id };
  if (error.type === NETWORK_ERROR.type) return NETWORK_ERROR_TEXT;
  if (error.type === SERVICE_UNAVAILABLE.type) return SERVICE_UNAVAILABLE_TEXT;
  return error.message ? { text: error.message } : { id: 'error.title' };
}

/** Renders an ErrorText in the current language. */
export function useSay() {
  const intl = useIntl();
  return (error?: ErrorText | null) =>
    error ? ('id' in error ? intl.formatMessage({ id: error.id }, error.values) : error.text) : undefined;
}

/**
 * Why an action failed, to show where it was taken (a FormError by its button): set by
 * `report`, which fits a mutation's `onResult`, and gone once the action succeeds. Nothing
 * fails without a word, a network failure included.
 */
export function useFailure(): readonly [ErrorText | null, OnResult] {
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const report = useCallback<OnResult>(({ error }) => setFailure(error ? errorText(error) : null), []);
  return [failure, report];
}
