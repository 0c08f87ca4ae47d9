import { graphql } from 'react-relay';
import type { useProductPriceSetMutation as Mutation } from '../../../__generated__/useProductPriceSetMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

/** Admins: The price of one from now on (orders placed keep theirs). Relay merges the goods' new fields into the list. */
const mutation = graphql`
  mutation useProductPriceSetMutation($input: ProductPriceSetInput!) {
    productPriceSet(input: $input) {
      __typename
      ... on ProductChangePayload {
        product {
          id
          goldCoins
          stock
          onSale
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

export function useProductPriceSetMutation() {
  return useResultMutation<Mutation, 'productPriceSet'>(mutation, 'productPriceSet');
}
