import { useEffect, useMemo, useRef } from 'react';
import { graphql } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMomentEventsSubscription } from '../../../__generated__/useMomentEventsSubscription.graphql';
import { useLiveSubscription } from '../../../realtime/useLiveSubscription';

const subscription = graphql`
  subscription useMomentEventsSubscription($momentId: ID!) {
    momentEvents(momentId: $momentId) {
      __typename
      ... on MomentCountsChangedEvent {
        moment {
          id
          likeCount
          commentCount
        }
      }
      ... on MomentDeletedEvent {
        deletedMomentId @deleteRecord
      }
    }
  }
`;

/**
 * An open moment, live (`momentEvents`): its like and comment counts follow others' likes and comments (merged into
 * the store), a changed comment count reads the comments again (`reload`), and so does a reconnect; a deleted moment
 * leaves every list.
 */
export function useMomentEvents(momentId: string, commentCount: number | null | undefined, reload: () => void) {
  const config = useMemo<GraphQLSubscriptionConfig<useMomentEventsSubscription>>(
    () => ({ subscription, variables: { momentId } }),
    [momentId],
  );
  useLiveSubscription(config, reload);
  // The count moved (an event, another tab's comment): the list follows it.
  const seen = useRef(commentCount);
  useEffect(() => {
    if (seen.current === commentCount) return;
    seen.current = commentCount;
    reload();
  }, [commentCount, reload]);
}
