import { graphql } from 'react-relay';
import type { useFriendRequestAcceptMutation as Mutation } from '../../../../__generated__/useFriendRequestAcceptMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';
import { decideOptimistically, type OnDecided } from './decideOptimistically';

/**
 * Accepts a request: it shows as accepted and the pending count drops at once; the answer
 * carries the request, the count, and the address book's first page (`...AddressBook_viewer`),
 * where the new friend now is in their place.
 */
const mutation = graphql`
  mutation useFriendRequestAcceptMutation($input: FriendRequestAcceptInput!) {
    friendRequestAccept(input: $input) {
      __typename
      ... on FriendRequestAcceptPayload {
        request {
          id
          status
          applicant {
            id
            isFriend
          }
        }
        viewer {
          id
          pendingFriendRequestCount
          ...AddressBook_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useFriendRequestAcceptMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'friendRequestAccept'>(mutation, 'friendRequestAccept');
  const accept = (requestId: string, onResult: OnDecided) =>
    commit({
      variables: { input: { requestId } },
      optimisticUpdater: decideOptimistically(requestId, 'ACCEPTED'),
      onResult,
    });
  return [accept, inFlight] as const;
}
