import { graphql } from 'react-relay';
import type { useProductShelfSetMutation as Mutation } from '../../../__generated__/useProductShelfSetMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

/** Admins: Off the shelf or back on. Relay merges the goods' new fields into the list. */
const mutation = graphql`
  mutation useProductShelfSetMutation($input: ProductShelfSetInput!) {
    productShelfSet(input: $input) {
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

export function useProductShelfSetMutation() {
  return useResultMutation<Mutation, 'productShelfSet'>(mutation, 'productShelfSet');
}
