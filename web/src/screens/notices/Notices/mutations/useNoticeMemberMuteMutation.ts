import { graphql } from 'react-relay';
import type { useNoticeMemberMuteMutation as Mutation } from '../../../../__generated__/useNoticeMemberMuteMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';
import { removeNotice } from '../../components/noticeListUpdater';

/**
 * Mutes a member's notices: the lines they were alone in go, those they shared come back one fewer (in place), the
 * badge follows, the settings' list of muted members gains them. The member's other tabs hear the same as events.
 */
const mutation = graphql`
  mutation useNoticeMemberMuteMutation($input: NoticeMemberMuteInput!) {
    noticeMemberMute(input: $input) {
      __typename
      ... on NoticeMemberMutePayload {
        removedNoticeIds
        notices {
          id
          ...NoticeLine_notice
        }
        viewer {
          id
          unreadNoticeCount
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

export function useNoticeMemberMuteMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'noticeMemberMute'>(mutation, 'noticeMemberMute');
  const mute = (userId: string, onResult: OnResult) =>
    commit({
      variables: { input: { userId } },
      onResult,
      updater: (store) => {
        const result = store.getRootField('noticeMemberMute');
        if (result?.getType() !== 'NoticeMemberMutePayload') return;
        const viewer = result.getLinkedRecord('viewer');
        for (const id of (result.getValue('removedNoticeIds') as readonly string[] | null) ?? [])
          removeNotice(viewer, id);
      },
    });
  return [mute, inFlight] as const;
}
