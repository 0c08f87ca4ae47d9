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

/** The tab forgets what the member left in it (chat drafts), whoever uses it next. */
function forgetTab() {
  try {
    sessionStorage.clear();
  } catch {
    // storage refused: there is nothing in it
  }
}

/** Logs out: the BFF revokes the token and clears the cookie; the store forgets the viewer and the tab its drafts. */
export function useSessionLogoutMutation() {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const environment = useRelayEnvironment();
  const logout = (onDone: () => void) => {
    forgetTab();
    return commit({
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
  };
  return [logout, inFlight] as const;
}
