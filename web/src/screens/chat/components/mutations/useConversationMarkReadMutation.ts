import { graphql } from 'react-relay';
import type { useConversationMarkReadMutation as Mutation } from '../../../../__generated__/useConversationMarkReadMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** The open conversation is read: its badge and the total (sidebar, bottom bar, tab title) come back updated. */
const mutation = graphql`
  mutation useConversationMarkReadMutation($input: ConversationMarkReadInput!) {
    conversationMarkRead(input: $input) {
      __typename
      ... on ConversationMarkReadPayload {
        conversation {
          id
          unreadCount
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

export function useConversationMarkReadMutation() {
  return useResultMutation<Mutation, 'conversationMarkRead'>(mutation, 'conversationMarkRead');
}
