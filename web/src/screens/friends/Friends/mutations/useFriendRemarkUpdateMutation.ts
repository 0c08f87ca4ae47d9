import { graphql } from 'react-relay';
import type { useFriendRemarkUpdateMutation as Mutation } from '../../../../__generated__/useFriendRemarkUpdateMutation.graphql';
import type { MutationResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Spec §5: a remark name has at most 32 characters. */
export const REMARK_MAX = 32;

const mutation = graphql`
  mutation useFriendRemarkUpdateMutation($input: FriendRemarkUpdateInput!) @raw_response_type {
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
`;

type Result = MutationResult<Mutation['response']['friendRemarkUpdate']>;

/**
 * Names a friend in my address book: the row shows the new name at once. The server clears
 * the remark when it is empty or the friend's nickname, and so does the optimistic answer.
 */
export function useFriendRemarkUpdateMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'friendRemarkUpdate'>(mutation, 'friendRemarkUpdate');
  const save = (friend: { id: string; nickname: string }, remark: string, onResult: (result: Result) => void) =>
    commit({
      variables: { input: { userId: friend.id, remarkName: remark } },
      optimisticResponse: {
        friendRemarkUpdate: {
          __typename: 'FriendRemarkUpdatePayload',
          user: { id: friend.id, friendRemarkName: remark === '' || remark === friend.nickname ? null : remark },
        },
      },
      onResult,
    });
  return [save, inFlight] as const;
}
