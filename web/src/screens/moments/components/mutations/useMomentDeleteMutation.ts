import { graphql } from 'react-relay';
import type { useMomentDeleteMutation as Mutation } from '../../../../__generated__/useMomentDeleteMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Deletes my moment: `@deleteRecord` takes it out of every list that shows it (presentNodes drops it). */
const mutation = graphql`
  mutation useMomentDeleteMutation($input: MomentDeleteInput!) {
    momentDelete(input: $input) {
      __typename
      ... on MomentDeletePayload {
        deletedMomentId @deleteRecord
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMomentDeleteMutation() {
  return useResultMutation<Mutation, 'momentDelete'>(mutation, 'momentDelete');
}
