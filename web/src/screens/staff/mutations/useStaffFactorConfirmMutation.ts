import { graphql } from 'react-relay';
import type { useStaffFactorConfirmMutation as Mutation } from '../../../__generated__/useStaffFactorConfirmMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

/** The first code from the app: the factor is set up; answers the recovery codes, shown once. */
const mutation = graphql`
  mutation useStaffFactorConfirmMutation($input: StaffFactorConfirmInput!) {
    staffFactorConfirm(input: $input) {
      __typename
      ... on StaffFactorConfirmPayload {
        recoveryCodes
        viewer {
          staff {
            secondFactor
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStaffFactorConfirmMutation() {
  return useResultMutation<Mutation, 'staffFactorConfirm'>(mutation, 'staffFactorConfirm');
}
