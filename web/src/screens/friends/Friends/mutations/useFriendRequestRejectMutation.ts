import { graphql } from 'react-relay';
import type { useFriendRequestRejectMutation as Mutation } from '../../../../__generated__/useFriendRequestRejectMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';
import { decideOptimistically, type OnDecided } from './decideOptimistically';

/** Rejects a request: it shows as rejected and the pending count drops at once. */
const mutation = graphql`
  mutation useFriendRequestRejectMutation($input: FriendRequestRejectInput!) {
    friendRequestReject(input: $input) {
      __typename
      ... on FriendRequestRejectPayload {
        request {
          id
          status
        }
        viewer {
          id
          pendingFriendRequestCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useFriendRequestRejectMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'friendRequestReject'>(mutation, 'friendRequestReject');
  const reject = (requestId: string, onResult: OnDecided) =>
    commit({
      variables: { input: { requestId } },
      optimisticUpdater: decideOptimistically(requestId, 'REJECTED'),
      onResult,
    });
  return [reject, inFlight] as const;
}
