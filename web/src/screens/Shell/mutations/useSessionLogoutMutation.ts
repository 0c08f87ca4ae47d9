import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useSessionLogoutMutation as Mutation } from '../../../__generated__/useSessionLogoutMutation.graphql';
import { clearViewer, resetSubscriptions } from '../../../relay/environment';

const mutation = graphql`
  mutation useSessionLogoutMutation {
    sessionLogout {
      viewer {
        id
      }
    }
  }
`;

/** Logs out: the BFF revokes the token and clears the cookie; the store forgets the viewer. */
export function useSessionLogoutMutation() {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const environment = useRelayEnvironment();
  const logout = (onDone: () => void) =>
    commit({
      variables: {},
      updater: (store) => {
        store.getRoot().setValue(null, 'viewer');
      },
      onCompleted: () => {
        resetSubscriptions(); // the socket was opened with the old cookie
        onDone();
      },
      // Unreachable server: still leave; the next page load tells whether the session lives on.
      onError: () => {
        clearViewer(environment);
        onDone();
      },
    });
  return [logout, inFlight] as const;
}
