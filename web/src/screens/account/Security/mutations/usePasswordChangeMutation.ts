import { graphql } from 'react-relay';
import type { usePasswordChangeMutation as Mutation } from '../../../../__generated__/usePasswordChangeMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Changes the password of the logged-in member; their other sessions end. */
const mutation = graphql`
  mutation usePasswordChangeMutation($input: PasswordChangeInput!) {
    passwordChange(input: $input) {
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

export function usePasswordChangeMutation() {
  return useResultMutation<Mutation, 'passwordChange'>(mutation, 'passwordChange');
}
