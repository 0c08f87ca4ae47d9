import { graphql } from 'react-relay';
import type { useOrderCancelMutation as Mutation } from '../../../../__generated__/useOrderCancelMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** The buyer withdraws an order awaiting the address: the coins come back (the balance changes). */
const mutation = graphql`
  mutation useOrderCancelMutation($input: OrderCancelInput!) {
    orderCancel(input: $input) {
      __typename
      ... on OrderCancelPayload {
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

export function useOrderCancelMutation() {
  return useResultMutation<Mutation, 'orderCancel'>(mutation, 'orderCancel');
}
