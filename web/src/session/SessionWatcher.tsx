import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { SessionWatcherSubscription } from '../__generated__/SessionWatcherSubscription.graphql';

const subscription = graphql`
  subscription SessionWatcherSubscription {
    sessionEvents {
      kind
      occurredAt
    }
  }
`;

/** Listens to the viewer's own session events while logged in (spec §4 "logged in elsewhere"). */
export function SessionWatcher({ onLoggedInElsewhere }: { onLoggedInElsewhere(): void }) {
  const config = useMemo<GraphQLSubscriptionConfig<SessionWatcherSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (response?.sessionEvents.kind === 'LOGGED_IN_ELSEWHERE') onLoggedInElsewhere();
      },
    }),
    [onLoggedInElsewhere],
  );
  useSubscription(config);
  return null;
}
