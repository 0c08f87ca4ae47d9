import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { MemberEventsWatcherSubscription } from '../__generated__/MemberEventsWatcherSubscription.graphql';
import { useLiveSubscription } from '../realtime/useLiveSubscription';
import { paths } from '../routing/paths';
import { updateConversationList } from '../screens/chat/conversationListUpdater';

const subscription = graphql`
  subscription MemberEventsWatcherSubscription {
    viewerEvents {
      __typename
      occurredAt
      viewer {
        id
        pendingFriendRequestCount
        unreadMessageCount
      }
      ... on MessageAddedEvent {
        conversation {
          id
          ...ConversationRow_conversation
        }
      }
      ... on MessageRecalledEvent {
        deletedMessageId @deleteRecord
        conversation {
          id
          ...ConversationRow_conversation
        }
      }
      ... on ConversationReadEvent {
        readConversation: conversation {
          id
          unreadCount
        }
      }
      ... on ConversationChangedEvent {
        deletedConversationId
        changedConversation: conversation {
          id
          ...ConversationRow_conversation
        }
      }
      ... on WalletChangedEvent {
        walletViewer: viewer {
          id
          ...WalletSummary_viewer
        }
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
      unreadMessageCount
      ...WalletSummary_viewer
    }
  }
`;

const TOAST_MS = 6000;

/**
 * Other members' actions that concern the viewer, live: the store takes the fresh counts
 * (the sidebar's friend-request badge, the unread messages in the sidebar, bottom bar and tab
 * title, a profile's friend state), the conversation list its new order, and a short notice
 * says what happened to a friendship.
 */
export function MemberEventsWatcher() {
  const [toast, setToast] = useState<{ received: boolean; name: string; key: string } | null>(null);
  const config = useMemo<GraphQLSubscriptionConfig<MemberEventsWatcherSubscription>>(
    () => ({
      subscription,
      variables: {},
      // Chat: the list's order and membership (the records merge by themselves).
      updater: (store) => updateConversationList(store, store.getRootField('viewerEvents')),
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
