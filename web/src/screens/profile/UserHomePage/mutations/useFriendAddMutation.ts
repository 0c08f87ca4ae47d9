import { graphql } from 'react-relay';
import type { useFriendAddMutation as Mutation } from '../../../../__generated__/useFriendAddMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Asks to be friends; the answer is the friend button's fragment (friends now, or request sent). */
const mutation = graphql`
  mutation useFriendAddMutation($input: FriendAddInput!) {
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
`;

export function useFriendAddMutation() {
  return useResultMutation<Mutation, 'friendAdd'>(mutation, 'friendAdd');
}
