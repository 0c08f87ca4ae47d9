import { graphql } from 'react-relay';
import type {
  ProfileUpdateInput,
  useProfileUpdateMutation as Mutation,
} from '../../../../__generated__/useProfileUpdateMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';
import { accountError, type FieldError } from '../../../account/components/accountErrors';

/** Saves the given profile fields; the answer is the viewer as the shell and the profile editor show it. */
const mutation = graphql`
  mutation useProfileUpdateMutation($input: ProfileUpdateInput!) {
    profileUpdate(input: $input) {
      __typename
      ... on ProfileUpdatePayload {
        viewer {
          id
          profileComplete
          ...useProfileDraft_viewer
          ...Shell_viewer
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export function useProfileUpdateMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'profileUpdate'>(mutation, 'profileUpdate');
  const update = (input: ProfileUpdateInput, onDone: () => void, onFailure: (failure: FieldError) => void) =>
    commit({ variables: { input }, onResult: ({ error }) => (error ? onFailure(accountError(error)) : onDone()) });
  return [update, inFlight] as const;
}
