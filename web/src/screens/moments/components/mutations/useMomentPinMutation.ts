import { graphql } from 'react-relay';
import type { useMomentPinMutation as Mutation } from '../../../../__generated__/useMomentPinMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/**
 * Pins my moment to the top of my space, or unpins it (`pinned: false`); pinning another unpins the first, so the
 * list the card is in reads itself again after the answer.
 */
const mutation = graphql`
  mutation useMomentPinMutation($input: MomentPinInput!) {
    momentPin(input: $input) {
      __typename
      ... on MomentPinPayload {
        moment {
          id
          pinned
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMomentPinMutation() {
  return useResultMutation<Mutation, 'momentPin'>(mutation, 'momentPin');
}
