import { graphql } from 'react-relay';
import type { useFriendAddByShareCodeMutation as Mutation } from '../../../../__generated__/useFriendAddByShareCodeMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Accepts an invitation link: friends at once (the screen then opens the address book, loaded afresh). */
const mutation = graphql`
  mutation useFriendAddByShareCodeMutation($input: FriendAddByShareCodeInput!) {
    friendAddByShareCode(input: $input) {
      __typename
      ... on FriendAddPayload {
        user {
          ...ShareInvite_owner
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useFriendAddByShareCodeMutation() {
  return useResultMutation<Mutation, 'friendAddByShareCode'>(mutation, 'friendAddByShareCode');
}
