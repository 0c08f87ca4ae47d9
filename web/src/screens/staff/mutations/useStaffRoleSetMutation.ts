import { graphql } from 'react-relay';
import type { useStaffRoleSetMutation as Mutation } from '../../../__generated__/useStaffRoleSetMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

/** Grants a role to the member with an e-mail address, changes it, or ends it (`role` null): the list read again. */
const mutation = graphql`
  mutation useStaffRoleSetMutation($input: StaffRoleSetInput!) {
    staffRoleSet(input: $input) {
      __typename
      ... on StaffRoleSetPayload {
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

export function useStaffRoleSetMutation() {
  return useResultMutation<Mutation, 'staffRoleSet'>(mutation, 'staffRoleSet');
}
