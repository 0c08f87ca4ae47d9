import { graphql } from 'react-relay';
import type { usePasswordResetMutation as Mutation } from '../../../../__generated__/usePasswordResetMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Sets a new password with a RESET_PASSWORD code; every session of the account ends. */
const mutation = graphql`
  mutation usePasswordResetMutation($input: PasswordResetInput!) {
    passwordReset(input: $input) {
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

export function usePasswordResetMutation() {
  return useResultMutation<Mutation, 'passwordReset'>(mutation, 'passwordReset');
}
