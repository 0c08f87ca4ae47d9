import { graphql } from 'react-relay';
import type { useProductStockChangeMutation as Mutation } from '../../../__generated__/useProductStockChangeMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

/** Admins: The stock moved by a difference, never below zero. Relay merges the goods' new fields into the list. */
const mutation = graphql`
  mutation useProductStockChangeMutation($input: ProductStockChangeInput!) {
    productStockChange(input: $input) {
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

export function useProductStockChangeMutation() {
  return useResultMutation<Mutation, 'productStockChange'>(mutation, 'productStockChange');
}
