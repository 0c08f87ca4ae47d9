import { graphql } from 'react-relay';
import type {
  OrderPlaceInput,
  useOrderPlaceMutation as Mutation,
} from '../../../../__generated__/useOrderPlaceMutation.graphql';
import type { MutationResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';
import { putOrderFirst } from '../../components/orderListUpdater';

/** Buys a gift for a friend: the balance changes and the order goes first in /myOrder's list (if it was read). */
const mutation = graphql`
  mutation useOrderPlaceMutation($input: OrderPlaceInput!) {
    orderPlace(input: $input) {
      __typename
      ... on OrderPlacePayload {
        order {
          id
          role
          goldCoins
          ...OrderCard_order
        }
        viewer {
          id
          goldCoins
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

type Result = MutationResult<Mutation['response']['orderPlace']>;

export function useOrderPlaceMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'orderPlace'>(mutation, 'orderPlace');
  const place = (input: OrderPlaceInput, onResult: (result: Result) => void) =>
    commit({
      variables: { input },
      onResult,
      updater: (store) => {
        const payload = store.getRootField('orderPlace');
        if (payload?.getType() === 'OrderPlacePayload')
          putOrderFirst(store, payload.getLinkedRecord('viewer'), payload.getLinkedRecord('order'));
      },
    });
  return [place, inFlight] as const;
}
