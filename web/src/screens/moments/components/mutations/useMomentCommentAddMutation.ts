import { graphql } from 'react-relay';
import type { useMomentCommentAddMutation as Mutation } from '../../../../__generated__/useMomentCommentAddMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/**
 * Comments on a moment, or replies to a comment (`replyToCommentId`): the moment's count comes back; the panel reads
 * its list again, since a reply goes under its comment, not at the end.
 */
const mutation = graphql`
  mutation useMomentCommentAddMutation($input: MomentCommentAddInput!) {
    momentCommentAdd(input: $input) {
      __typename
      ... on MomentCommentAddPayload {
        moment {
          id
          commentCount
        }
      }
      ... on ValidationError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMomentCommentAddMutation() {
  return useResultMutation<Mutation, 'momentCommentAdd'>(mutation, 'momentCommentAdd');
}
