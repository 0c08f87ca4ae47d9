import { useCallback, useRef } from 'react';

/**
 * The key of one purchase: the same for every retry of it (a network failure, a double
 * click), a new one once it went through, so the server never charges twice for one intent.
 */
export function useIdempotencyKey() {
  const key = useRef(crypto.randomUUID());
  const renew = useCallback(() => {
    key.current = crypto.randomUUID();
  }, []);
  return { current: () => key.current, renew };
}
