import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { CONVERSATIONS_CONNECTION } from './components/connectionKeys';

const isPinned = (edge: RecordProxy | null | undefined) => edge?.getLinkedRecord('node')?.getValue('isCustomerService') === true;

/**
 * What a chat event changes in my conversation list (the record fields themselves are merged
 * by Relay): a new message puts its conversation first, after customer service, which stays
 * pinned, and adds it if it was not listed; a deletion in another tab takes it out.
 */
export function updateConversationList(store: RecordSourceSelectorProxy, event: RecordProxy | null | undefined) {
  const viewer = event?.getLinkedRecord('viewer');
  const connection = viewer && ConnectionHandler.getConnection(viewer, CONVERSATIONS_CONNECTION);
  if (!event || !connection) return;
  const type = event.getValue('__typename');
  const deleted = event.getValue('deletedConversationId');
  if (type === 'ConversationChangedEvent' && typeof deleted === 'string') {
    ConnectionHandler.deleteNode(connection, deleted);
    return;
  }
  if (type !== 'MessageAddedEvent') return;
  const conversation = event.getLinkedRecord('conversation');
  if (!conversation) return;
  const id = conversation.getDataID();
  const edges = (connection.getLinkedRecords('edges') ?? []).filter((edge) => edge?.getLinkedRecord('node')?.getDataID() !== id);
  const edge = ConnectionHandler.createEdge(store, connection, conversation, 'ViewerConversationsConnectionEdge');
  const pinned = edges.filter(isPinned);
  const others = edges.filter((other) => !isPinned(other));
  connection.setLinkedRecords(conversation.getValue('isCustomerService') === true ? [edge, ...pinned, ...others] : [...pinned, edge, ...others], 'edges');
}
