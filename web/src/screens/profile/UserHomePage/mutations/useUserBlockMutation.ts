import { graphql } from 'react-relay';
import type { useUserBlockMutation as Mutation } from '../../../../__generated__/useUserBlockMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/**
 * Blocks a member both ways. `@deleteRecord` takes them out of the store: every list that
 * showed them (members to meet, followers, search) drops them (relay/presentNodes).
 */
const mutation = graphql`
  mutation useUserBlockMutation($input: UserBlockInput!) {
    userBlock(input: $input) {
      __typename
      ... on UserBlockPayload {
        blockedUserId @deleteRecord
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useUserBlockMutation() {
  return useResultMutation<Mutation, 'userBlock'>(mutation, 'userBlock');
}
