import { graphql } from 'react-relay';
import type { useUserUnblockMutation as Mutation } from '../../../../__generated__/useUserUnblockMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Unblocks a member: out of my blocked list at once (`@deleteEdge`), back if the server refuses. */
const mutation = graphql`
  mutation useUserUnblockMutation($input: UserUnblockInput!, $connections: [ID!]!) @raw_response_type {
    userUnblock(input: $input) {
      __typename
      ... on UserUnblockPayload {
        user {
          id @deleteEdge(connections: $connections)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUserUnblockMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'userUnblock'>(mutation, 'userUnblock');
  const unblock = (userId: string, connections: ReadonlyArray<string>, onResult: OnResult) =>
    commit({
      variables: { input: { userId }, connections: [...connections] },
      onResult,
      optimisticResponse: { userUnblock: { __typename: 'UserUnblockPayload', user: { id: userId } } },
    });
  return [unblock, inFlight] as const;
}
