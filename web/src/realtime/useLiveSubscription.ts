import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, OperationType } from 'relay-runtime';
import { connectionStore, onReconnected } from './connection';

/**
 * The one way a screen listens live: the subscription, plus `refetchMissed`, run after each
 * reconnect because events sent while the socket was down are not replayed. After the
 * member's "try again" the subscription starts afresh.
 */
export function useLiveSubscription<T extends OperationType>(
  config: GraphQLSubscriptionConfig<T>,
  refetchMissed: () => void,
) {
  const generation = useSyncExternalStore(connectionStore.subscribe, connectionStore.getGeneration);
  // A new config object makes Relay subscribe again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation ("try again") resubscribes
  const current = useMemo(() => ({ ...config }), [config, generation]);
  useSubscription(current);
  useEffect(() => onReconnected(refetchMissed), [refetchMissed]);
}

/** What the connection notice shows. */
export function useConnectionState() {
  return useSyncExternalStore(connectionStore.subscribe, connectionStore.getState);
}
