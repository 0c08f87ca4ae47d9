import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { chatLiveEvents_event$key } from '../../__generated__/chatLiveEvents_event.graphql';
import type { LiveEventHandler } from '../../realtime/liveEventHandler';
import { CONVERSATIONS_CONNECTION } from './components/connectionKeys';

/**
 * The chat's live events for the member (realtime/liveEvents.ts spreads them): the
 * conversation a message came to, was recalled from, was read or deleted in, and the unread
 * total (the sidebar, bottom bar and tab-title badges).
 */
graphql`
  fragment chatLiveEvents_event on ViewerEvent {
    viewer {
      ...chatLiveEvents_viewer
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
  }
`;

/** What the chat's events keep current, read again after a reconnect. */
graphql`
  fragment chatLiveEvents_viewer on Viewer {
    id
    unreadMessageCount
  }
`;

const isPinned = (edge: RecordProxy | null | undefined) =>
  edge?.getLinkedRecord('node')?.getValue('isCustomerService') === true;

/**
 * What a chat event changes in my conversation list (the record fields themselves are merged
 * by Relay): a new message puts its conversation first, after customer service, which stays
 * pinned, and adds it if it was not listed; a deletion in another tab takes it out.
 */
function updateConversationList(store: RecordSourceSelectorProxy, event: RecordProxy) {
  const viewer = event.getLinkedRecord('viewer');
  const connection = viewer && ConnectionHandler.getConnection(viewer, CONVERSATIONS_CONNECTION);
  if (!connection) return;
  const type = event.getType();
  const deleted = event.getValue('deletedConversationId');
  if (type === 'ConversationChangedEvent' && typeof deleted === 'string') {
    ConnectionHandler.deleteNode(connection, deleted);
    return;
  }
  if (type !== 'MessageAddedEvent') return;
  const conversation = event.getLinkedRecord('conversation');
  if (!conversation) return;
  const id = conversation.getDataID();
  const edges = (connection.getLinkedRecords('edges') ?? []).filter(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() !== id,
  );
  const edge = ConnectionHandler.createEdge(store, connection, conversation, 'ViewerConversationsConnectionEdge');
  const pinned = edges.filter(isPinned);
  const others = edges.filter((other) => !isPinned(other));
  connection.setLinkedRecords(
    conversation.getValue('isCustomerService') === true ? [edge, ...pinned, ...others] : [...pinned, edge, ...others],
    'edges',
  );
}

export const chatLiveEvents: LiveEventHandler<chatLiveEvents_event$key> = { update: updateConversationList };
