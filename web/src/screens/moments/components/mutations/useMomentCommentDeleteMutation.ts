import { graphql } from 'react-relay';
import type { useMomentCommentDeleteMutation as Mutation } from '../../../../__generated__/useMomentCommentDeleteMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/**
 * Deletes my comment, or any on my moment: `@deleteRecord` takes it out of the panel, and the moment's count comes
 * back (a top-level comment's replies go too: the panel reads its list again).
 */
const mutation = graphql`
  mutation useMomentCommentDeleteMutation($input: MomentCommentDeleteInput!) {
    momentCommentDelete(input: $input) {
      __typename
      ... on MomentCommentDeletePayload {
        deletedCommentId @deleteRecord
        moment {
          id
          commentCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMomentCommentDeleteMutation() {
  return useResultMutation<Mutation, 'momentCommentDelete'>(mutation, 'momentCommentDelete');
}
