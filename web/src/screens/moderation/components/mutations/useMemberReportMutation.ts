import { graphql } from 'react-relay';
import type { useMemberReportMutation as Mutation } from '../../../../__generated__/useMemberReportMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Reports the peer for review (spec §3 Complaint): type, reason, notes. */
const mutation = graphql`
  mutation useMemberReportMutation($input: MemberReportInput!) {
    memberReport(input: $input) {
      __typename
      ... on MemberReportPayload {
        reported
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMemberReportMutation() {
  return useResultMutation<Mutation, 'memberReport'>(mutation, 'memberReport');
}
