import { graphql, useMutation } from 'react-relay';
import type { useSessionLogoutMutation as Mutation } from '../../../__generated__/useSessionLogoutMutation.graphql';
import { resetSubscriptions } from '../../../relay/environment';

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
  const logout = () =>
    commit({
      variables: {},
      updater: (store) => {
        store.getRoot().setValue(null, 'viewer');
      },
      onCompleted: resetSubscriptions,
    });
  return [logout, inFlight] as const;
}
