import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { retryLater } from '../../../realtime/outage';
import { presentNodes } from '../../../relay/presentNodes';
import { PENDING_PREFIX, type Outgoing } from './mutations/useMessageSendMutation';

/** A photo that did not reach storage: the file itself, which lives only as long as the window. */
export type PhotoRetry = { file: File; burn: boolean; preview: string };

/**
 * A message of this window not (yet) in the history:
 * - `uploading`: a photo on its way to storage, with its preview and progress;
 * - `waiting`: a send that failed on the way (an outage, the network, a rate limit); it goes
 *   again by itself with the same client id (the server keeps one message per client id);
 * - `sending`: a waiting one sent again (the history shows it pending meanwhile).
 * `since`: when it first failed, for the backoff of its retries.
 */
export type OutboxItem =
  | { clientId: string; state: 'uploading'; preview: string; burn: boolean; percent: number }
  | {
      clientId: string;
      state: 'waiting' | 'sending';
      retry: Outgoing | PhotoRetry;
      preview?: string;
      text?: string;
      since: number;
    };

export type WaitingItem = Extract<OutboxItem, { state: 'waiting' | 'sending' }>;

/** What the tab keeps of a conversation's outbox: its texts (a photo's file cannot be kept). */
type Kept = { clientId: string; text: string; translate?: false; since: number };

const storageKey = (conversationId: string) => `across.outbox.${conversationId}`;

function restore(conversationId: string): OutboxItem[] {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey(conversationId)) ?? '[]') as Kept[];
    return kept.map(({ clientId, text, translate, since }) => ({
      clientId,
      state: 'waiting',
      retry: { clientId, text, ...(translate === false ? { translate } : {}) },
      text,
      since,
    }));
  } catch {
    return []; // storage refused (private mode) or unreadable: the outbox lives with the window
  }
}

function keep(conversationId: string, items: OutboxItem[]) {
  const kept: Kept[] = items.flatMap((item) =>
    item.state !== 'uploading' && 'text' in item.retry
      ? [
          {
            clientId: item.clientId,
            text: item.retry.text,
            ...(item.retry.translate === false ? { translate: false as const } : {}),
            since: item.since,
          },
        ]
      : [],
  );
  try {
    if (kept.length > 0) sessionStorage.setItem(storageKey(conversationId), JSON.stringify(kept));
    else sessionStorage.removeItem(storageKey(conversationId));
  } catch {
    // as above
  }
}

/**
 * The client ids of my messages the history holds from the server (not those still pending): the outbox lets these go.
 */
export function useSentClientIds(
  edges: ReadonlyArray<{
    readonly node: { readonly id: string; readonly clientId: string | null | undefined } | null | undefined;
  }>,
) {
  return useMemo(
    () =>
      new Set(
        presentNodes(edges).flatMap((node) =>
          node.clientId && !node.id.startsWith(PENDING_PREFIX) ? [node.clientId] : [],
        ),
      ),
    [edges],
  );
}

/**
 * The window's outbox, kept for the tab's life (sessionStorage, like the draft, forgotten at
 * logout): a text that could not be sent survives leaving and reopening the chat. An item
 * the history already holds (`sentClientIds`: its answer came after all, or another window
 * sent it) leaves the outbox. Waiting items go again by themselves, one at a time and in
 * order: at once on opening the window and after a send that went through, else after
 * the outage backoff (realtime/outage.ts), or sooner when the service is back.
 */
export function useOutbox(
  conversationId: string,
  sentClientIds: ReadonlySet<string>,
  resend: (item: WaitingItem) => void,
) {
  const [items, setItems] = useState<OutboxItem[]>(() => restore(conversationId));
  const outbox = useMemo(() => items.filter((item) => !sentClientIds.has(item.clientId)), [items, sentClientIds]);
  const delivered = outbox.length !== items.length;
  useEffect(() => {
    if (delivered) setItems((current) => current.filter((item) => !sentClientIds.has(item.clientId)));
  }, [delivered, sentClientIds]);
  useEffect(() => keep(conversationId, outbox), [conversationId, outbox]);

  /** Adds an item at the end, or changes it where it is (the order is the order of sending). */
  const put = useCallback(
    (item: OutboxItem) =>
      setItems((current) =>
        current.some((other) => other.clientId === item.clientId)
          ? current.map((other) => (other.clientId === item.clientId ? item : other))
          : [...current, item],
      ),
    [],
  );
  const drop = useCallback(
    (clientId: string) => setItems((current) => current.filter((item) => item.clientId !== clientId)),
    [],
  );

  // The next to go again: the first waiting one, once nothing else is on its way.
  const busy = outbox.some((item) => item.state === 'sending');
  const next = busy ? undefined : outbox.find((item): item is WaitingItem => item.state === 'waiting');
  /** Whether the next may go at once: on opening, and after a send that went through. */
  const flowing = useRef(true);
  const resendRef = useRef(resend);
  resendRef.current = resend;
  useEffect(() => {
    if (!next) return;
    const go = () => resendRef.current(next);
    if (flowing.current) {
      flowing.current = false;
      go();
      return;
    }
    return retryLater(go, { since: next.since });
  }, [next]);

  /** After each send: whether it went through (then the next waiting one goes at once). */
  const settled = useCallback((ok: boolean) => {
    flowing.current = ok;
  }, []);

  return { outbox, put, drop, settled };
}
