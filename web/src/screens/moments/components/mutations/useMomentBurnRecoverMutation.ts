import { graphql } from 'react-relay';
import type { useMomentBurnRecoverMutation as Mutation } from '../../../../__generated__/useMomentBurnRecoverMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Gives every viewer of my burn-after-reading moment their one view back (free; docs/decisions.md, moments). */
const mutation = graphql`
  mutation useMomentBurnRecoverMutation($input: MomentBurnRecoverInput!) {
    momentBurnRecover(input: $input) {
      __typename
      ... on MomentBurnRecoverPayload {
        moment {
          id
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMomentBurnRecoverMutation() {
  return useResultMutation<Mutation, 'momentBurnRecover'>(mutation, 'momentBurnRecover');
}
