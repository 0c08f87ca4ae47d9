import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { MomentFeedScope } from '../../../__generated__/SquareFeedPaginationQuery.graphql';
import type { NewMomentsPillCountQuery } from '../../../__generated__/NewMomentsPillCountQuery.graphql';
import type { NewMomentsPillSubscription } from '../../../__generated__/NewMomentsPillSubscription.graphql';
import { useLiveSubscription } from '../../../realtime/useLiveSubscription';

const subscription = graphql`
  subscription NewMomentsPillSubscription($scope: MomentFeedScope!) {
    momentFeedEvents(scope: $scope) {
      __typename
    }
  }
`;

const countQuery = graphql`
  query NewMomentsPillCountQuery($scope: MomentFeedScope!, $since: String!) {
    viewer {
      momentFeedNewCount(scope: $scope, since: $since)
    }
  }
`;

/**
 * "3 new moments" over the square's list (the list does not move under the reader): live from `momentFeedEvents`,
 * each event asking how many moments newer than the list's first I may see in this scope (so a deleted one is not
 * counted, nor mine, already at the top); asked again on coming back to the screen and after a reconnect. A tap shows
 * them (`onShow` reads the list again).
 */
export function NewMomentsPill({
  scope,
  since,
  onShow,
}: {
  scope: MomentFeedScope;
  since: string | null;
  onShow(): void;
}) {
  const environment = useRelayEnvironment();
  const [count, setCount] = useState(0);
  const ask = useCallback(() => {
    // An empty list: every event is one more.
    if (!since) return setCount((current) => current + 1);
    fetchQuery<NewMomentsPillCountQuery>(environment, countQuery, { scope, since }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((answer) => setCount(answer?.viewer?.momentFeedNewCount ?? 0))
      .catch(() => {}); // the next event or reconnect asks again
  }, [environment, scope, since]);
  // The subscription lasts while the scope does; each event asks with the list's first moment as it is then.
  const latestAsk = useRef(ask);
  latestAsk.current = ask;
  const config = useMemo<GraphQLSubscriptionConfig<NewMomentsPillSubscription>>(
    () => ({ subscription, variables: { scope }, onNext: () => latestAsk.current() }),
    [scope],
  );
  useLiveSubscription(config, ask);
  // Shown again (the shell kept the screen while the member was away), or a new first moment: how many wait now.
  useEffect(() => {
    if (since) ask();
    else setCount(0);
  }, [since, ask]);

  // The live region is there before the pill, so its arrival is announced.
  return (
    <div className="moment-new-pill-row" aria-live="polite">
      {count > 0 && (
        <button
          type="button"
          className="moment-new-pill"
          data-testid="moments-new-pill"
          onClick={() => {
            setCount(0);
            onShow();
          }}
        >
          <FormattedMessage id="moments.newMoments" values={{ count }} />
        </button>
      )}
    </div>
  );
}
