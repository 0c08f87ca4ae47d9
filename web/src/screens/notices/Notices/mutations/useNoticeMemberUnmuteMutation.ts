import { graphql } from 'react-relay';
import type { useNoticeMemberUnmuteMutation as Mutation } from '../../../../__generated__/useNoticeMemberUnmuteMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Lets a muted member notify me again: the settings' list comes back without them (nothing earlier returns). */
const mutation = graphql`
  mutation useNoticeMemberUnmuteMutation($input: NoticeMemberUnmuteInput!) {
    noticeMemberUnmute(input: $input) {
      __typename
      ... on NoticeMemberUnmutePayload {
        viewer {
          id
          ...NoticeSettingsDialog_viewer
        }
      }
      ... on MaintenanceError {
        endsAt
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useNoticeMemberUnmuteMutation() {
  return useResultMutation<Mutation, 'noticeMemberUnmute'>(mutation, 'noticeMemberUnmute');
}
