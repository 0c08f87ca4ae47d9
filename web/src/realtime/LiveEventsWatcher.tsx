import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { liveEventsSubscription as LiveEventsSubscription } from '../__generated__/liveEventsSubscription.graphql';
import { LIVE_EVENT_HANDLERS, liveEventsMissedQuery, liveEventsSubscription } from './liveEvents';
import { useLiveSubscription } from './useLiveSubscription';

const TOAST_MS = 6000;

/**
 * The member's one `viewerEvents` subscription, while they are logged in: what other members
 * did that concerns them. Relay merges the records each event carries (the badges' counts, a
 * profile's friend state, the balances); each domain's handler (realtime/liveEvents.ts) does
 * the rest: a list's new order, a short notice, shown here for a few seconds.
 */
export function LiveEventsWatcher() {
  const [notice, setNotice] = useState<{ content: ReactNode; key: number } | null>(null);
  const shown = useRef(0);
  const dismiss = useCallback(() => setNotice(null), []);
  const config = useMemo<GraphQLSubscriptionConfig<LiveEventsSubscription>>(
    () => ({
      subscription: liveEventsSubscription,
      variables: {},
      updater: (store) => {
        const event = store.getRootField('viewerEvents');
        if (event) for (const handler of LIVE_EVENT_HANDLERS) handler.update?.(store, event);
      },
      onNext: (response) => {
        const event = response?.viewerEvents;
        if (!event) return;
        for (const handler of LIVE_EVENT_HANDLERS) {
          const content = handler.notice?.(event, dismiss);
          // A new key each time: the status is announced again.
          if (content) setNotice({ content, key: ++shown.current });
        }
      },
    }),
    [dismiss],
  );
  const environment = useRelayEnvironment();
  const refetchMissed = useCallback(() => {
    fetchQuery(environment, liveEventsMissedQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  useLiveSubscription(config, refetchMissed);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);

  if (!notice) return null;
  return (
    <div className="toast" role="status" data-testid="member-event-toast" key={notice.key}>
      {notice.content}
    </div>
  );
}
