import { graphql } from 'react-relay';
import type { useStaffFactorEnrolMutation as Mutation } from '../../../__generated__/useStaffFactorEnrolMutation.graphql';
import { useResultMutation } from '../../../relay/useResultMutation';

/** A new second-factor secret for an authenticator app (replacing one not confirmed yet). */
const mutation = graphql`
  mutation useStaffFactorEnrolMutation {
    staffFactorEnrol {
      __typename
      ... on StaffFactorEnrolPayload {
        otpauthUri
        secret
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useStaffFactorEnrolMutation() {
  return useResultMutation<Mutation, 'staffFactorEnrol'>(mutation, 'staffFactorEnrol');
}
