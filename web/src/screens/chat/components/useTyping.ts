import { useCallback, useEffect, useRef, useState } from 'react';
import { useTypingSetMutation } from './mutations/useTypingSetMutation';

/** Tell the peer "typing" at most this often while the member types. */
const TYPING_EVERY_MS = 3000;
/** "typing…" goes after this long without a new typing event. */
const TYPING_SHOWN_MS = 6000;

/**
 * Whether the peer is typing, as their typing events say: shown until they stop, send, or
 * fall silent for a few seconds. `peerTyped(typing)` takes each event.
 */
export function usePeerTyping() {
  // When the last "typing" came: each one keeps it shown a while longer.
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setSince(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [since]);
  const peerTyped = useCallback((typing: boolean) => setSince(typing ? Date.now() : null), []);
  return [since !== null, peerTyped] as const;
}

/**
 * Tells the peer that the member is typing: "typing" at most every 3 s while they write
 * (`typed(text)` on each change), "stopped" on sending and on leaving the field (`stopped()`).
 */
export function useTypingSignal(conversationId: string) {
  const [setTypingRemote] = useTypingSetMutation();
  const sentAt = useRef(0);
  const stopped = useCallback(() => {
    if (sentAt.current === 0) return;
    sentAt.current = 0;
    setTypingRemote({ variables: { input: { conversationId, typing: false } } });
  }, [conversationId, setTypingRemote]);
  const typed = useCallback(
    (text: string) => {
      if (text.trim() === '' || Date.now() - sentAt.current <= TYPING_EVERY_MS) return;
      sentAt.current = Date.now();
      setTypingRemote({ variables: { input: { conversationId, typing: true } } });
    },
    [conversationId, setTypingRemote],
  );
  return { typed, stopped };
}
