import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { MemberEventsWatcherSubscription } from '../__generated__/MemberEventsWatcherSubscription.graphql';
import { useLiveSubscription } from '../realtime/useLiveSubscription';
import { paths } from '../routing/paths';

const subscription = graphql`
  subscription MemberEventsWatcherSubscription {
    viewerEvents {
      __typename
      occurredAt
      viewer {
        id
        pendingFriendRequestCount
      }
      ... on FriendRequestReceivedEvent {
        applicant {
          id
          nickname
          isFriend
          friendRequestSent
        }
      }
      ... on FriendRequestAcceptedEvent {
        friend {
          id
          nickname
          isFriend
          friendRequestSent
        }
      }
    }
  }
`;

/** What the events keep current, read again after a reconnect (events sent meanwhile are lost). */
const missedQuery = graphql`
  query MemberEventsWatcherMissedQuery {
    viewer {
      id
      pendingFriendRequestCount
    }
  }
`;

const TOAST_MS = 6000;

/**
 * Other members' actions that concern the viewer, live: the store takes the fresh counts
 * (the sidebar's friend-request badge, a profile's friend state) and a short notice says
 * what happened.
 */
export function MemberEventsWatcher() {
  const [toast, setToast] = useState<{ received: boolean; name: string; key: string } | null>(null);
  const config = useMemo<GraphQLSubscriptionConfig<MemberEventsWatcherSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const event = response?.viewerEvents;
        if (event?.__typename === 'FriendRequestReceivedEvent' && event.applicant) setToast({ received: true, name: event.applicant.nickname, key: event.occurredAt });
        if (event?.__typename === 'FriendRequestAcceptedEvent' && event.friend) setToast({ received: false, name: event.friend.nickname, key: event.occurredAt });
      },
    }),
    [],
  );
  const environment = useRelayEnvironment();
  const refetchMissed = useCallback(() => {
    fetchQuery(environment, missedQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  useLiveSubscription(config, refetchMissed);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!toast) return null;
  const { received } = toast;
  return (
    <div className="toast" role="status" data-testid="member-event-toast" key={toast.key}>
      <FormattedMessage id={received ? 'events.friendRequest' : 'events.friendAccepted'} values={{ name: toast.name }} />{' '}
      <Link className="link" to={paths.friends(received ? {} : { tab: 'friends' })} onClick={() => setToast(null)}>
        <FormattedMessage id="events.view" />
      </Link>
    </div>
  );
}
