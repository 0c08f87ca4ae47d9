import { graphql } from 'react-relay';
import type { useStaffOrderFulfilmentMutation as Mutation } from '../../../__generated__/useStaffOrderFulfilmentMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

/** Admins: a confirmed order marked shipped, then delivered; the order's new fulfilment merges into the list. */
const mutation = graphql`
  mutation useStaffOrderFulfilmentMutation($input: OrderFulfilmentSetInput!) {
    orderFulfilmentSet(input: $input) {
      __typename
      ... on OrderFulfilmentSetPayload {
        order {
          id
          fulfilment
          updatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStaffOrderFulfilmentMutation() {
  return useResultMutation<Mutation, 'orderFulfilmentSet'>(mutation, 'orderFulfilmentSet');
}
