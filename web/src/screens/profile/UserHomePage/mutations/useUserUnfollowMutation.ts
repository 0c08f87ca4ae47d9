import { graphql } from 'react-relay';
import type { useUserUnfollowMutation as Mutation } from '../../../../__generated__/useUserUnfollowMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

const mutation = graphql`
  mutation useUserUnfollowMutation($input: UserUnfollowInput!) @raw_response_type {
    userUnfollow(input: $input) {
      __typename
      ... on UserUnfollowPayload {
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

/** Unfollows a member: the button and the count change at once; the answer confirms or rolls back. */
export function useUserUnfollowMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'userUnfollow'>(mutation, 'userUnfollow');
  const unfollow = (user: { id: string; followerCount: number }, onResult: OnResult) =>
    commit({
      variables: { input: { userId: user.id } },
      onResult,
      optimisticResponse: {
        userUnfollow: {
          __typename: 'UserUnfollowPayload',
          user: { id: user.id, followerCount: Math.max(0, user.followerCount - 1), viewerIsFollowing: false },
        },
      },
    });
  return [unfollow, inFlight] as const;
}
