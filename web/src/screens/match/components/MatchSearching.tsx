import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { MatchSearching_attempt$key } from '../../../__generated__/MatchSearching_attempt.graphql';
import type { OnResult } from '../../../relay/mutationResult';
import { CountdownRing } from './CountdownRing';
import { useCountdown } from './useCountdown';
import { useMatchCancelMutation } from './mutations/useMatchCancelMutation';

const refreshQuery = graphql`
  query MatchSearchingRefreshQuery {
    viewer {
      ...matchLiveEvents_viewer
    }
  }
`;

/** How long after the countdown's end the panel asks for the outcome itself, had its event not come. */
const OUTCOME_GRACE_MS = 4000;

/**
 * Searching: the countdown from the server's seconds left, what happens meanwhile, and stopping. The outcome comes
 * live (a partner, or nobody); should it not have come a few seconds after the end (an event lost on the way), the
 * panel reads the status once.
 */
export function MatchSearching({
  attempt,
  onCancelled,
}: {
  attempt: MatchSearching_attempt$key;
  onCancelled: OnResult;
}) {
  const data = useFragment(
    graphql`
      fragment MatchSearching_attempt on MatchAttempt {
        id
        secondsLeft
        startedAt
        deadline
      }
    `,
    attempt,
  );
  const environment = useRelayEnvironment();
  const [cancel, cancelling] = useMatchCancelMutation();
  const left = useCountdown(data.id, data.secondsLeft);
  const total = Math.max(1, Math.round((Date.parse(data.deadline) - Date.parse(data.startedAt)) / 1000));

  useEffect(() => {
    if (left > 0) return;
    const timer = setTimeout(
      () => fetchQuery(environment, refreshQuery, {}, { fetchPolicy: 'network-only' }).subscribe({}),
      OUTCOME_GRACE_MS,
    );
    return () => clearTimeout(timer);
  }, [left, environment]);

  return (
    <div className="match-state match-searching" data-testid="match-searching">
      <CountdownRing left={left} total={total} />
      <div className="match-state-text">
        <h3>
          <FormattedMessage id="match.searching.title" />
        </h3>
        <p className="muted">
          <FormattedMessage id="match.searching.hint" />
        </p>
        <div className="match-actions">
          <button
            type="button"
            className="button ghost"
            data-testid="match-cancel"
            data-autofocus
            disabled={cancelling}
            onClick={() => cancel(data.id, onCancelled)}
          >
            <FormattedMessage id="match.cancel" />
          </button>
        </div>
      </div>
    </div>
  );
}
