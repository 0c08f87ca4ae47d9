import { graphql } from 'react-relay';
import type { useNoticesMarkReadMutation as Mutation } from '../../../../__generated__/useNoticesMarkReadMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** The notices shown are read up to the newest: the badges (sidebar, bottom bar, tab title) come back updated. */
const mutation = graphql`
  mutation useNoticesMarkReadMutation($input: NoticesMarkReadInput!) {
    noticesMarkRead(input: $input) {
      __typename
      ... on NoticesMarkReadPayload {
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

export function useNoticesMarkReadMutation() {
  return useResultMutation<Mutation, 'noticesMarkRead'>(mutation, 'noticesMarkRead');
}
