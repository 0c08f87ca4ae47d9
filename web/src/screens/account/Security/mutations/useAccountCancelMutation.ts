import { graphql } from 'react-relay';
import type { useAccountCancelMutation as Mutation } from '../../../../__generated__/useAccountCancelMutation.graphql';
import { resetSubscriptions } from '../../../../relay/environment';
import type { MutationResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Closes the account for good: the store forgets the viewer (the guard leaves) and the socket closes. */
const mutation = graphql`
  mutation useAccountCancelMutation($input: AccountCancelInput!) {
    accountCancel(input: $input) {
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

export function useAccountCancelMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'accountCancel'>(mutation, 'accountCancel');
  const cancel = (
    password: string,
    onResult: (result: MutationResult<Mutation['response']['accountCancel']>) => void,
  ) =>
    commit({
      variables: { input: { password } },
      updater: (store) => {
        if (store.getRootField('accountCancel')?.getValue('__typename') === 'AccountCancelPayload')
          store.getRoot().setValue(null, 'viewer');
      },
      onResult: (result) => {
        if (result.ok) resetSubscriptions();
        onResult(result);
      },
    });
  return [cancel, inFlight] as const;
}
