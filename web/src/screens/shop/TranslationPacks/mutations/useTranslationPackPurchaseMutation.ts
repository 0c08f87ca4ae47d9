import { graphql } from 'react-relay';
import type { useTranslationPackPurchaseMutation as Mutation } from '../../../../__generated__/useTranslationPackPurchaseMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Buys a translation pack with gold coins; the balances change everywhere they show. */
const mutation = graphql`
  mutation useTranslationPackPurchaseMutation($input: TranslationPackPurchaseInput!) {
    translationPackPurchase(input: $input) {
      __typename
      ... on TranslationPackPurchasePayload {
        viewer {
          id
          ...WalletSummary_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useTranslationPackPurchaseMutation() {
  return useResultMutation<Mutation, 'translationPackPurchase'>(mutation, 'translationPackPurchase');
}
