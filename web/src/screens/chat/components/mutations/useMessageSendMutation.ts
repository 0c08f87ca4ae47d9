import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMessageSendMutation as Mutation } from '../../../../__generated__/useMessageSendMutation.graphql';
import type { MutationResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

const mutation = graphql`
  mutation useMessageSendMutation($input: MessageSendInput!, $connections: [ID!]!) {
    messageSend(input: $input) {
      __typename
      ... on MessageSendPayload {
        messageEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
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
      ... on InsufficientTranslationBalanceError {
        coins
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * What one send carries: text (`translate: false`: as written, this once; `payWithCoins`: its translation may take the
 * coins the prompt named), or an uploaded photo (`preview` shows it while it goes).
 */
export type Outgoing =
  | { clientId: string; text: string; translate?: false; payWithCoins?: true }
  | { clientId: string; imageKey: string; burn: boolean; preview: string };

export type SendResult = MutationResult<Mutation['response']['messageSend']>;

/** The record id of a message still on its way: the bubble shows it as pending. */
export const PENDING_PREFIX = 'client:pending:';

/** The pending message at the end of the history until the answer comes (then the real edge, or nothing). */
function appendPending(store: RecordSourceSelectorProxy, connectionId: string, outgoing: Outgoing) {
  const connection = store.get(connectionId);
  if (!connection) return;
  const id = `${PENDING_PREFIX}${outgoing.clientId}`;
  const node = store.create(id, 'Message');
  node.setValue(id, 'id');
  node.setValue('text' in outgoing ? 'TEXT' : 'IMAGE', 'kind');
  node.setValue('text' in outgoing ? outgoing.text : null, 'text');
  node.setValue('text' in outgoing ? false : outgoing.burn, 'burnAfterReading');
  node.setValue(null, 'burnState');
  node.setValue(true, 'isMine');
  node.setValue(null, 'readByPeer');
  node.setValue(new Date().toISOString(), 'sentAt');
  node.setValue(outgoing.clientId, 'clientId');
  // Its language and translation come with the server's answer.
  node.setValue(null, 'language');
  node.setValue(null, 'translation');
  if ('text' in outgoing) node.setValue(null, 'image');
  else {
    const image = store.create(`${id}:image`, 'MessageImage');
    image.setValue(outgoing.preview, 'url');
    image.setValue(null, 'width');
    image.setValue(null, 'height');
    node.setLinkedRecord(image, 'image');
  }
  const edge = ConnectionHandler.createEdge(store, connection, node, 'MessageEdge');
  edge.setValue(id, 'cursor');
  ConnectionHandler.insertEdgeAfter(connection, edge);
}

/**
 * Sends a message optimistically: it shows at once as pending, then the server's message
 * takes its place (`@appendEdge`; the same message arriving live is not added twice). A
 * retry sends the same `clientId`, so the server never keeps two.
 */
export function useMessageSendMutation() {
  const [commit] = useResultMutation<Mutation, 'messageSend'>(mutation, 'messageSend');
  return useCallback(
    (conversationId: string, connectionId: string, outgoing: Outgoing, onResult: (result: SendResult) => void) =>
      commit({
        variables: {
          input:
            'text' in outgoing
              ? {
                  conversationId,
                  clientId: outgoing.clientId,
                  text: outgoing.text,
                  ...(outgoing.translate === false ? { translate: false } : {}),
                  ...(outgoing.payWithCoins ? { payWithCoins: true } : {}),
                }
              : {
                  conversationId,
                  clientId: outgoing.clientId,
                  imageKey: outgoing.imageKey,
                  burnAfterReading: outgoing.burn,
                },
          connections: [connectionId],
        },
        optimisticUpdater: (store) => appendPending(store, connectionId, outgoing),
        onResult,
      }),
    [commit],
  );
}
