import { graphql } from 'react-relay';
import type { useStaffFactorResetMutation as Mutation } from '../../../__generated__/useStaffFactorResetMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

/** Another staff member's lost second factor reset: the list read again. */
const mutation = graphql`
  mutation useStaffFactorResetMutation($input: StaffFactorResetInput!) {
    staffFactorReset(input: $input) {
      __typename
      ... on StaffFactorResetPayload {
        viewer {
          id
          ...StaffTeamList_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStaffFactorResetMutation() {
  return useResultMutation<Mutation, 'staffFactorReset'>(mutation, 'staffFactorReset');
}
