import { commitMutation, graphql } from 'react-relay';
import type { useSessionLoginMutation as Mutation } from '../../../../__generated__/useSessionLoginMutation.graphql';
import { environment, resetSubscriptions } from '../../../../relay/environment';
import { mutationResult, requestFailure, type MutationResult } from '../../../../relay/mutationResult';

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
      ... on AccountSuspendedError {
        until
      }
    }
  }
`;

export type SessionLoginResult = MutationResult<Mutation['response']['sessionLogin']>;

/**
 * Logs in; on success the store's root `viewer` becomes the member, which opens the guarded routes.
 * Relay's side of `useSessionLogin`, which downloads it when the form needs it.
 */
export function commitSessionLogin(
  input: { email: string; password: string },
  onResult: (result: SessionLoginResult) => void,
) {
  commitMutation<Mutation>(environment, {
    mutation,
    variables: { input },
    updater: (store) => {
      const result = store.getRootField('sessionLogin');
      const viewer = result?.getValue('__typename') === 'SessionLoginPayload' ? result.getLinkedRecord('viewer') : null;
      if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
    },
    onCompleted: (response) => {
      const result = mutationResult(response.sessionLogin);
      if (result.ok) resetSubscriptions(); // the socket was opened without the cookie
      onResult(result);
    },
    onError: (error) => onResult({ error: requestFailure(error) }),
  });
}
