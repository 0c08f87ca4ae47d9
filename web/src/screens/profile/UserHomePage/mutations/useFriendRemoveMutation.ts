import { graphql } from 'react-relay';
import type { useFriendRemoveMutation as Mutation } from '../../../../__generated__/useFriendRemoveMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Ends a friendship; the answer is the page's actions (the friend button, the menu). */
const mutation = graphql`
  mutation useFriendRemoveMutation($input: FriendRemoveInput!) {
    friendRemove(input: $input) {
      __typename
      ... on FriendRemovePayload {
        user {
          ...UserActions_user
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useFriendRemoveMutation() {
  return useResultMutation<Mutation, 'friendRemove'>(mutation, 'friendRemove');
}
