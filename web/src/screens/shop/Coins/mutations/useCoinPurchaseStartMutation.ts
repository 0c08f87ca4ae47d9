import { graphql } from 'react-relay';
import type { useCoinPurchaseStartMutation as Mutation } from '../../../../__generated__/useCoinPurchaseStartMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Starts a coin purchase: the answer is the provider's page, where the member pays. */
const mutation = graphql`
  mutation useCoinPurchaseStartMutation($input: CoinPurchaseStartInput!) {
    coinPurchaseStart(input: $input) {
      __typename
      ... on CoinPurchaseStartPayload {
        approveUrl
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useCoinPurchaseStartMutation() {
  return useResultMutation<Mutation, 'coinPurchaseStart'>(mutation, 'coinPurchaseStart');
}
