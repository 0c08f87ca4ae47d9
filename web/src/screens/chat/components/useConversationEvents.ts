import { useCallback, useEffect, useMemo, useRef, useTransition } from 'react';
import { graphql } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useConversationEventsSubscription } from '../../../__generated__/useConversationEventsSubscription.graphql';
import { useLiveSubscription } from '../../../realtime/useLiveSubscription';
import { useConversationMarkReadMutation } from './mutations/useConversationMarkReadMutation';

const subscription = graphql`
  subscription useConversationEventsSubscription($conversationId: ID!, $connections: [ID!]!) {
    conversationEvents(conversationId: $conversationId) {
      __typename
      conversationId
      ... on MessageAddedEvent {
        messageEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            isMine
            ...MessageBubble_message
          }
        }
        conversation {
          id
          ...ConversationRow_conversation
        }
        viewer {
          id
          unreadMessageCount
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
      }
      ... on TypingEvent {
        typing
      }
      ... on MessageCorrectedEvent {
        message {
          id
          ...MessageBubble_message
        }
      }
      ... on MessageTranslatedEvent {
        message {
          id
          ...MessageBubble_message
        }
      }
      ... on MessageBurnedEvent {
        burnedMessage: message {
          id
          ...MessageBubble_message
        }
      }
    }
  }
`;

/**
 * An open conversation, live (`conversationEvents`): new messages join the history
 * (`connectionId`), recalls leave it, corrections, translations and burns change their
 * bubble; a read by the peer or a history cleared in another tab reads the history again
 * (`refetch`), and so does a reconnect. The conversation is marked read on opening, and on
 * each message that arrives while the tab is visible. The peer's typing goes to `onPeerTyping`.
 */
export function useConversationEvents(
  conversationId: string,
  connectionId: string,
  refetch: (
    variables: Record<string, never>,
    options: { fetchPolicy: 'network-only'; onComplete: () => void },
  ) => unknown,
  onPeerTyping: (typing: boolean) => void,
) {
  const [, startTransition] = useTransition();
  const [markRead] = useConversationMarkReadMutation();
  const read = useCallback(() => markRead({ variables: { input: { conversationId } } }), [conversationId, markRead]);
  useEffect(() => {
    read();
  }, [read]);
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [read]);

  // A history read while an event changes a message (a burn, a correction) may have been read before that change, and
  // its answer would put the old bubble back: the latest read, when an event overtook it, is followed by one more.
  const refetches = useRef({ latest: 0, done: 0, overtaken: false });
  const refetchMessages = useCallback(() => {
    // Offline, a read can only fail, and its failure would put the maintenance notice in place of the window (and its
    // outbox): the read after the reconnect (`refetchMissed`) brings the history up to date.
    if (!navigator.onLine) return;
    const generation = ++refetches.current.latest;
    refetches.current.overtaken = false;
    startTransition(() => {
      refetch(
        {},
        {
          fetchPolicy: 'network-only',
          onComplete: () => {
            if (generation !== refetches.current.latest) return;
            refetches.current.done = generation;
            // Once Relay is done with this answer: a refetch started inside its callback reads no network.
            if (refetches.current.overtaken) setTimeout(refetchMessages, 0);
          },
        },
      );
    });
  }, [refetch]);
  const config = useMemo<GraphQLSubscriptionConfig<useConversationEventsSubscription>>(
    () => ({
      subscription,
      variables: { conversationId, connections: [connectionId] },
      onNext: (response) => {
        const event = response?.conversationEvents;
        if (!event) return;
        const { latest, done } = refetches.current;
        if (latest !== done && event.__typename !== 'TypingEvent') refetches.current.overtaken = true;
        if (event.__typename === 'MessageAddedEvent' && !event.messageEdge?.node.isMine) {
          onPeerTyping(false);
          if (document.visibilityState === 'visible') read();
        }
        if (event.__typename === 'TypingEvent') onPeerTyping(event.typing === true);
        // Read by the peer (an SVIP sees "Read"), or the history cleared in another tab.
        if (event.__typename === 'ConversationReadEvent' || event.__typename === 'ConversationChangedEvent')
          refetchMessages();
      },
    }),
    [conversationId, connectionId, onPeerTyping, read, refetchMessages],
  );
  // After a reconnect: what was sent meanwhile, and read it.
  const refetchMissed = useCallback(() => {
    refetchMessages();
    read();
  }, [read, refetchMessages]);
  useLiveSubscription(config, refetchMissed);
}
