import { graphql } from 'react-relay';
import type { useMembershipPurchaseMutation as Mutation } from '../../../../__generated__/useMembershipPurchaseMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Buys a membership with gold coins, for me or another member; levels and balances change at once. */
const mutation = graphql`
  mutation useMembershipPurchaseMutation($input: MembershipPurchaseInput!) {
    membershipPurchase(input: $input) {
      __typename
      ... on MembershipPurchasePayload {
        level
        expiresAt
        member {
          id
          vipLevel
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

export function useMembershipPurchaseMutation() {
  return useResultMutation<Mutation, 'membershipPurchase'>(mutation, 'membershipPurchase');
}
