import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useConversationHistoryClearMutation as Mutation } from '../../../../__generated__/useConversationHistoryClearMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';
import { MESSAGES_CONNECTION } from '../connectionKeys';

const mutation = graphql`
  mutation useConversationHistoryClearMutation($input: ConversationHistoryClearInput!) {
    conversationHistoryClear(input: $input) {
      __typename
      ... on ConversationHistoryClearPayload {
        conversation {
          id
          ...ConversationRow_conversation
        }
        viewer {
          id
          unreadMessageCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Empties my copy of the history (the peer keeps theirs): an open window shows it empty at once. */
export function useConversationHistoryClearMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'conversationHistoryClear'>(
    mutation,
    'conversationHistoryClear',
  );
  const clear = useCallback(
    (conversationId: string, onResult: OnResult) =>
      commit({
        variables: { input: { conversationId } },
        updater: (store, data) => {
          if (data?.conversationHistoryClear.__typename !== 'ConversationHistoryClearPayload') return;
          const conversation = store.get(conversationId);
          const messages = conversation && ConnectionHandler.getConnection(conversation, MESSAGES_CONNECTION);
          messages?.setLinkedRecords([], 'edges');
        },
        onResult,
      }),
    [commit],
  );
  return [clear, inFlight] as const;
}
