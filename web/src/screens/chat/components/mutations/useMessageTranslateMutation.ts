import { graphql } from 'react-relay';
import type { useMessageTranslateMutation as Mutation } from '../../../../__generated__/useMessageTranslateMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/**
 * Translates a message I received (into my language, or read as the language I name): the bubble shows it, my balances
 * drop.
 */
const mutation = graphql`
  mutation useMessageTranslateMutation($input: MessageTranslateInput!) {
    messageTranslate(input: $input) {
      __typename
      ... on MessageTranslatePayload {
        translatedMessage {
          id
          ...MessageTranslation_message
        }
        viewer {
          id
          ...WalletSummary_viewer
        }
      }
      ... on ValidationError {
        field
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

export function useMessageTranslateMutation() {
  return useResultMutation<Mutation, 'messageTranslate'>(mutation, 'messageTranslate');
}
