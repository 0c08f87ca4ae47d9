import { graphql } from 'react-relay';
import type {
  AccountRegisterInput,
  useAccountRegisterMutation as Mutation,
} from '../../../../__generated__/useAccountRegisterMutation.graphql';
import { resetSubscriptions } from '../../../../relay/environment';
import type { MutationResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

/**
 * Creates the account and logs in: the store's root `viewer` becomes the new member (the
 * guarded routes open), and the socket reconnects with the new cookie.
 */
const mutation = graphql`
  mutation useAccountRegisterMutation($input: AccountRegisterInput!) {
    accountRegister(input: $input) {
      __typename
      ... on AccountRegisterPayload {
        viewer {
          id
          profileComplete
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

export function useAccountRegisterMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'accountRegister'>(mutation, 'accountRegister');
  const register = (
    input: AccountRegisterInput,
    onResult: (result: MutationResult<Mutation['response']['accountRegister']>) => void,
  ) =>
    commit({
      variables: { input },
      updater: (store) => {
        const result = store.getRootField('accountRegister');
        const viewer =
          result?.getValue('__typename') === 'AccountRegisterPayload' ? result.getLinkedRecord('viewer') : null;
        if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
      },
      onResult: (result) => {
        if (result.ok) resetSubscriptions();
        onResult(result);
      },
    });
  return [register, inFlight] as const;
}
