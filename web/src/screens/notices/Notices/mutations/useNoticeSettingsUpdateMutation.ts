import { graphql } from 'react-relay';
import type { useNoticeSettingsUpdateMutation as Mutation } from '../../../../__generated__/useNoticeSettingsUpdateMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Who may notify me of one kind, and its push: the settings come back as saved (a refusal leaves them as they were). */
const mutation = graphql`
  mutation useNoticeSettingsUpdateMutation($input: NoticeSettingsUpdateInput!) {
    noticeSettingsUpdate(input: $input) {
      __typename
      ... on NoticeSettingsUpdatePayload {
        viewer {
          id
          ...NoticeSettingsDialog_viewer
        }
      }
      ... on MaintenanceError {
        endsAt
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

export function useNoticeSettingsUpdateMutation() {
  return useResultMutation<Mutation, 'noticeSettingsUpdate'>(mutation, 'noticeSettingsUpdate');
}
