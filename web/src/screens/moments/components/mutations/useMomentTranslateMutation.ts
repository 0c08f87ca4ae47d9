import { graphql } from 'react-relay';
import type { useMomentTranslateMutation as Mutation } from '../../../../__generated__/useMomentTranslateMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Translates a moment's text into my language: the card shows it (and my balances drop). */
const mutation = graphql`
  mutation useMomentTranslateMutation($input: MomentTranslateInput!) {
    momentTranslate(input: $input) {
      __typename
      ... on MomentTranslatePayload {
        moment {
          id
          translation {
            sourceLanguage
            targetLanguage
            text
            engineName
          }
        }
        viewer {
          id
          ...WalletSummary_viewer
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

export function useMomentTranslateMutation() {
  return useResultMutation<Mutation, 'momentTranslate'>(mutation, 'momentTranslate');
}
