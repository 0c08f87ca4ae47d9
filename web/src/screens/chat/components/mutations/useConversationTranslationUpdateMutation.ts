import { graphql } from 'react-relay';
import type { useConversationTranslationUpdateMutation as Mutation } from '../../../../__generated__/useConversationTranslationUpdateMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/**
 * Changes how a conversation is translated (my messages' language, the peer's automatically); the bar shows it at once.
 */
const mutation = graphql`
  mutation useConversationTranslationUpdateMutation($input: ConversationTranslationUpdateInput!) {
    conversationTranslationUpdate(input: $input) {
      __typename
      ... on ConversationTranslationUpdatePayload {
        conversation {
          id
          translation {
            outgoing
            outgoingLanguage
            peerLanguage
            autoTranslateIncoming
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useConversationTranslationUpdateMutation() {
  return useResultMutation<Mutation, 'conversationTranslationUpdate'>(mutation, 'conversationTranslationUpdate');
}
