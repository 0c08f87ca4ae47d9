import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { SessionWatcherSubscription } from '../../__generated__/SessionWatcherSubscription.graphql';
import { clearViewer, resetSubscriptions } from '../../relay/environment';

const subscription = graphql`
  subscription SessionWatcherSubscription {
    sessionEvents {
      kind
      occurredAt
    }
  }
`;

/**
 * Spec §4 "logged in elsewhere": when the member logs in on another device this session has
 * already ended on the server; say so, then leave for /login.
 */
export function SessionWatcher() {
  const environment = useRelayEnvironment();
  const [endedElsewhere, setEndedElsewhere] = useState(false);
  const config = useMemo<GraphQLSubscriptionConfig<SessionWatcherSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (response?.sessionEvents.kind === 'LOGGED_IN_ELSEWHERE') {
          setEndedElsewhere(true);
          resetSubscriptions();
        }
      },
    }),
    [],
  );
  useSubscription(config);

  if (!endedElsewhere) return null;
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="session-ended-title" aria-describedby="session-ended-body">
        <h2 id="session-ended-title">
          <FormattedMessage id="session.elsewhere.title" />
        </h2>
        <p id="session-ended-body">
          <FormattedMessage id="session.elsewhere.body" />
        </p>
        <button type="button" className="button primary" autoFocus onClick={() => clearViewer(environment)}>
          <FormattedMessage id="session.elsewhere.ok" />
        </button>
      </div>
    </div>
  );
}
