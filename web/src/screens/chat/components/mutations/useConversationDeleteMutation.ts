import { graphql } from 'react-relay';
import type { useConversationDeleteMutation as Mutation } from '../../../../__generated__/useConversationDeleteMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Removes a conversation from my list (`@deleteEdge`); it comes back with the next message. */
const mutation = graphql`
  mutation useConversationDeleteMutation($input: ConversationDeleteInput!, $connections: [ID!]!) {
    conversationDelete(input: $input) {
      __typename
      ... on ConversationDeletePayload {
        deletedConversationId @deleteEdge(connections: $connections)
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

export function useConversationDeleteMutation() {
  return useResultMutation<Mutation, 'conversationDelete'>(mutation, 'conversationDelete');
}
