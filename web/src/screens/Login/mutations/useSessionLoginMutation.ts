import { graphql, useMutation } from 'react-relay';
import type {
  useSessionLoginMutation as Mutation,
  useSessionLoginMutation$data,
} from '../../../__generated__/useSessionLoginMutation.graphql';
import { resetSubscriptions } from '../../../relay/environment';

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

export type SessionLoginResult = useSessionLoginMutation$data['sessionLogin'];

/** Logs in; on success the store's root `viewer` becomes the member, which opens the guarded routes. */
export function useSessionLoginMutation() {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const login = (input: { email: string; password: string }, handlers: { onResult(result: SessionLoginResult): void; onError(): void }) =>
    commit({
      variables: { input },
      updater: (store) => {
        const result = store.getRootField('sessionLogin');
        const viewer = result?.getValue('__typename') === 'SessionLoginPayload' ? result.getLinkedRecord('viewer') : null;
        if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
      },
      onCompleted: (response) => {
        if (response.sessionLogin.__typename === 'SessionLoginPayload') resetSubscriptions();
        handlers.onResult(response.sessionLogin);
      },
      onError: handlers.onError,
    });
  return [login, inFlight] as const;
}
