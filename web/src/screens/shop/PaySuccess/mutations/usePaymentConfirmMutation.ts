import { graphql } from 'react-relay';
import type { usePaymentConfirmMutation as Mutation } from '../../../../__generated__/usePaymentConfirmMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Back from the provider: settles the payment if its notice has not come yet, and answers where it stands. */
const mutation = graphql`
  mutation usePaymentConfirmMutation($input: PaymentConfirmInput!) {
    paymentConfirm(input: $input) {
      __typename
      ... on PaymentConfirmPayload {
        payment {
          status
          goldCoins
        }
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

export function usePaymentConfirmMutation() {
  return useResultMutation<Mutation, 'paymentConfirm'>(mutation, 'paymentConfirm');
}
