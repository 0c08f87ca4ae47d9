import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useSubscription } from 'react-relay';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { MemberEventsWatcherSubscription, MemberEventKind } from '../__generated__/MemberEventsWatcherSubscription.graphql';

const subscription = graphql`
  subscription MemberEventsWatcherSubscription {
    viewerEvents {
      kind
      occurredAt
      user {
        id
        nickname
        isFriend
        friendRequestSent
      }
      viewer {
        id
        pendingFriendRequestCount
      }
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
  const [toast, setToast] = useState<{ kind: MemberEventKind; name: string; key: string } | null>(null);
  const config = useMemo<GraphQLSubscriptionConfig<MemberEventsWatcherSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const event = response?.viewerEvents;
        if (event?.user) setToast({ kind: event.kind, name: event.user.nickname, key: event.occurredAt });
      },
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!toast) return null;
  const received = toast.kind === 'FRIEND_REQUEST_RECEIVED';
  return (
    <div className="toast" role="status" data-testid="member-event-toast" key={toast.key}>
      <FormattedMessage id={received ? 'events.friendRequest' : 'events.friendAccepted'} values={{ name: toast.name }} />{' '}
      <Link className="link" to={received ? '/apply' : '/apply?tab=friends'} onClick={() => setToast(null)}>
        <FormattedMessage id="events.view" />
      </Link>
    </div>
  );
}
