import { graphql } from 'react-relay';
import type { useSessionLoginMutation as Mutation } from '../../../../__generated__/useSessionLoginMutation.graphql';
import { resetSubscriptions } from '../../../../relay/environment';
import type { MutationResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

const mutation = graphql`
  mutation useSessionLoginMutation($input: SessionLoginInput!) {
    sessionLogin(input: $input) {
      __typename
      ... on SessionLoginPayload {
        viewer {
          id
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

/** Logs in; on success the store's root `viewer` becomes the member, which opens the guarded routes. */
export function useSessionLoginMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'sessionLogin'>(mutation, 'sessionLogin');
  const login = (
    input: { email: string; password: string },
    onResult: (result: MutationResult<Mutation['response']['sessionLogin']>) => void,
  ) =>
    commit({
      variables: { input },
      updater: (store) => {
        const result = store.getRootField('sessionLogin');
        const viewer =
          result?.getValue('__typename') === 'SessionLoginPayload' ? result.getLinkedRecord('viewer') : null;
        if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
      },
      onResult: (result) => {
        if (result.ok) resetSubscriptions(); // the socket was opened without the cookie
        onResult(result);
      },
    });
  return [login, inFlight] as const;
}
