import { graphql } from 'react-relay';
import type { useUserFollowMutation as Mutation } from '../../../../__generated__/useUserFollowMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

const mutation = graphql`
  mutation useUserFollowMutation($input: UserFollowInput!) @raw_response_type {
    userFollow(input: $input) {
      __typename
      ... on UserFollowPayload {
        user {
          id
          followerCount
          viewerIsFollowing
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Follows a member: the button and the count change at once; the answer confirms or rolls back. */
export function useUserFollowMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'userFollow'>(mutation, 'userFollow');
  const follow = (user: { id: string; followerCount: number }, onResult: OnResult) =>
    commit({
      variables: { input: { userId: user.id } },
      onResult,
      optimisticResponse: {
        userFollow: {
          __typename: 'UserFollowPayload',
          user: { id: user.id, followerCount: user.followerCount + 1, viewerIsFollowing: true },
        },
      },
    });
  return [follow, inFlight] as const;
}
