import { graphql } from 'react-relay';
import type { useMomentCommentReportMutation as Mutation } from '../../../../__generated__/useMomentCommentReportMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Reports a comment the viewer may see for review: type, reason, notes. */
const mutation = graphql`
  mutation useMomentCommentReportMutation($input: MomentCommentReportInput!) {
    momentCommentReport(input: $input) {
      __typename
      ... on ContentReportPayload {
        reported
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMomentCommentReportMutation() {
  return useResultMutation<Mutation, 'momentCommentReport'>(mutation, 'momentCommentReport');
}
