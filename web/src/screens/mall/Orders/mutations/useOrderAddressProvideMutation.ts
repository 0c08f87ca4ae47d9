import { graphql } from 'react-relay';
import type { useOrderAddressProvideMutation as Mutation } from '../../../../__generated__/useOrderAddressProvideMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** The recipient enters where their gift goes (the buyer never reads it): the order is confirmed in place. */
const mutation = graphql`
  mutation useOrderAddressProvideMutation($input: OrderAddressProvideInput!) {
    orderAddressProvide(input: $input) {
      __typename
      ... on OrderAddressProvidePayload {
        order {
          id
          ...OrderCard_order
        }
      }
      ... on ValidationError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useOrderAddressProvideMutation() {
  return useResultMutation<Mutation, 'orderAddressProvide'>(mutation, 'orderAddressProvide');
}
