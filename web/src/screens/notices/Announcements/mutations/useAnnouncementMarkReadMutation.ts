import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAnnouncementMarkReadMutation as Mutation } from '../../../../__generated__/useAnnouncementMarkReadMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';
import { ANNOUNCEMENTS_CONNECTION } from '../../components/noticeListUpdater';

/**
 * An announcement opened (or all of them) is read: the count comes back with the answer, and the list's marks are set
 * here (the answer carries the viewer only).
 */
const mutation = graphql`
  mutation useAnnouncementMarkReadMutation($input: AnnouncementMarkReadInput!) {
    announcementMarkRead(input: $input) {
      __typename
      ... on AnnouncementMarkReadPayload {
        viewer {
          id
          unreadNoticeCount
          unreadAnnouncementCount
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

/** The one read (`id`), or every listed one, loses its mark once the server has it. */
function markListed(store: RecordSourceSelectorProxy, id: string | null) {
  if (id) {
    store.get(id)?.setValue(false, 'unread');
    return;
  }
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const connection = viewer && ConnectionHandler.getConnection(viewer, ANNOUNCEMENTS_CONNECTION);
  for (const edge of connection?.getLinkedRecords('edges') ?? [])
    edge?.getLinkedRecord('node')?.setValue(false, 'unread');
}

/** `markRead(id)`: one announcement (an Announcement global ID) is read; `markRead(null)`: all of them. */
export function useAnnouncementMarkReadMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'announcementMarkRead'>(mutation, 'announcementMarkRead');
  const markRead = useCallback(
    (id: string | null, onResult?: OnResult) =>
      commit({
        variables: { input: id ? { announcementId: id } : {} },
        updater: (store, response) => {
          if (response?.announcementMarkRead.__typename === 'AnnouncementMarkReadPayload') markListed(store, id);
        },
        onResult,
      }),
    [commit],
  );
  return [markRead, inFlight] as const;
}
