import { graphql } from 'react-relay';
import type { useStaffVerifyMutation as Mutation } from '../../../__generated__/useStaffVerifyMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

/** This session passes the second factor (a code from the app, or a recovery code). */
const mutation = graphql`
  mutation useStaffVerifyMutation($input: StaffVerifyInput!) {
    staffVerify(input: $input) {
      __typename
      ... on StaffVerifyPayload {
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

export function useStaffVerifyMutation() {
  return useResultMutation<Mutation, 'staffVerify'>(mutation, 'staffVerify');
}
