import { graphql } from 'react-relay';
import type { useOrderDeclineMutation as Mutation } from '../../../../__generated__/useOrderDeclineMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** The recipient says no thanks to a gift awaiting their address: the buyer's coins go back. */
const mutation = graphql`
  mutation useOrderDeclineMutation($input: OrderDeclineInput!) {
    orderDecline(input: $input) {
      __typename
      ... on OrderDeclinePayload {
        order {
          id
          ...OrderCard_order
        }
        viewer {
          id
          goldCoins
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useOrderDeclineMutation() {
  return useResultMutation<Mutation, 'orderDecline'>(mutation, 'orderDecline');
}
