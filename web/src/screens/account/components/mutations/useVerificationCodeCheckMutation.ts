import { graphql } from 'react-relay';
import type { useVerificationCodeCheckMutation as Mutation } from '../../../../__generated__/useVerificationCodeCheckMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Checks a code before the next step, without using it up. */
const mutation = graphql`
  mutation useVerificationCodeCheckMutation($input: VerificationCodeCheckInput!) {
    verificationCodeCheck(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export function useVerificationCodeCheckMutation() {
  return useResultMutation<Mutation, 'verificationCodeCheck'>(mutation, 'verificationCodeCheck');
}
