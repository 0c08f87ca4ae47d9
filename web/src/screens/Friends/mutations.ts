import { graphql, useMutation } from 'react-relay';
import type { mutationsFriendRemarkMutation } from '../../__generated__/mutationsFriendRemarkMutation.graphql';
import type { mutationsFriendRequestAcceptMutation } from '../../__generated__/mutationsFriendRequestAcceptMutation.graphql';
import type { mutationsFriendRequestRejectMutation } from '../../__generated__/mutationsFriendRequestRejectMutation.graphql';

/** Deciding a request answers the request and the viewer (its pending count and friends). */

export function useAcceptMutation() {
  return useMutation<mutationsFriendRequestAcceptMutation>(graphql`
    mutation mutationsFriendRequestAcceptMutation($input: FriendRequestAcceptInput!) {
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
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}

export function useRejectMutation() {
  return useMutation<mutationsFriendRequestRejectMutation>(graphql`
    mutation mutationsFriendRequestRejectMutation($input: FriendRequestRejectInput!) {
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
  `);
}

export function useRemarkMutation() {
  return useMutation<mutationsFriendRemarkMutation>(graphql`
    mutation mutationsFriendRemarkMutation($input: FriendRemarkUpdateInput!) {
      friendRemarkUpdate(input: $input) {
        __typename
        ... on FriendRemarkUpdatePayload {
          user {
            id
            friendRemarkName
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
}
