import { graphql, useMutation } from 'react-relay';
import type { mutationsBlockMutation } from '../../__generated__/mutationsBlockMutation.graphql';
import type { mutationsFriendRemoveMutation } from '../../__generated__/mutationsFriendRemoveMutation.graphql';
import type { mutationsFriendAddMutation } from '../../__generated__/mutationsFriendAddMutation.graphql';
import type { mutationsFollowMutation } from '../../__generated__/mutationsFollowMutation.graphql';
import type { mutationsUnfollowMutation } from '../../__generated__/mutationsUnfollowMutation.graphql';
import type { mutationsVisitMutation } from '../../__generated__/mutationsVisitMutation.graphql';

/** The home page's mutations; each answers the changed member, which Relay merges by id. */

export function useFollowMutation() {
  return useMutation<mutationsFollowMutation>(graphql`
    mutation mutationsFollowMutation($input: UserFollowInput!) {
      userFollow(input: $input) {
        __typename
        ... on UserFollowPayload {
          user {
            id
            followerCount
            viewerIsFollowing
          }
        }
      }
    }
  `);
}

export function useUnfollowMutation() {
  return useMutation<mutationsUnfollowMutation>(graphql`
    mutation mutationsUnfollowMutation($input: UserUnfollowInput!) {
      userUnfollow(input: $input) {
        __typename
        ... on UserUnfollowPayload {
          user {
            id
            followerCount
            viewerIsFollowing
          }
        }
      }
    }
  `);
}

export function useBlockMutation() {
  return useMutation<mutationsBlockMutation>(graphql`
    mutation mutationsBlockMutation($input: UserBlockInput!) {
      userBlock(input: $input) {
        __typename
        ... on UserBlockPayload {
          blockedUserId @deleteRecord
        }
      }
    }
  `);
}

export function useVisitMutation() {
  return useMutation<mutationsVisitMutation>(graphql`
    mutation mutationsVisitMutation($input: UserHomePageVisitInput!) {
      userHomePageVisit(input: $input) {
        __typename
      }
    }
  `);
}

export function useFriendAddMutation() {
  return useMutation<mutationsFriendAddMutation>(graphql`
    mutation mutationsFriendAddMutation($input: FriendAddInput!) {
      friendAdd(input: $input) {
        __typename
        ... on FriendAddPayload {
          status
          user {
            ...FriendButton_user
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}

export function useFriendRemoveMutation() {
  return useMutation<mutationsFriendRemoveMutation>(graphql`
    mutation mutationsFriendRemoveMutation($input: FriendRemoveInput!) {
      friendRemove(input: $input) {
        __typename
        ... on FriendRemovePayload {
          user {
            ...FriendButton_user
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
