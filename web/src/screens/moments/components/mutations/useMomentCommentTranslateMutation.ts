import { graphql } from 'react-relay';
import type { useMomentCommentTranslateMutation as Mutation } from '../../../../__generated__/useMomentCommentTranslateMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Translates a comment into my language: the panel shows it (and my balances drop). */
const mutation = graphql`
  mutation useMomentCommentTranslateMutation($input: MomentCommentTranslateInput!) {
    momentCommentTranslate(input: $input) {
      __typename
      ... on MomentCommentTranslatePayload {
        comment {
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

export function useMomentCommentTranslateMutation() {
  return useResultMutation<Mutation, 'momentCommentTranslate'>(mutation, 'momentCommentTranslate');
}
