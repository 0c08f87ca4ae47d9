import { graphql } from 'react-relay';
import type { useMomentReportMutation as Mutation } from '../../../../__generated__/useMomentReportMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Reports a moment the viewer may see for review: type, reason, notes. */
const mutation = graphql`
  mutation useMomentReportMutation($input: MomentReportInput!) {
    momentReport(input: $input) {
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

export function useMomentReportMutation() {
  return useResultMutation<Mutation, 'momentReport'>(mutation, 'momentReport');
}
