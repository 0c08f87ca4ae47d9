import { graphql } from 'react-relay';
import type { useAnnouncementUpdateMutation as Mutation } from '../../../../__generated__/useAnnouncementUpdateMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** A scheduled announcement's texts, time and pin, or a published one's pin, at the version read; the row updates. */
export function useAnnouncementUpdateMutation() {
  return useResultMutation<Mutation, 'announcementUpdate'>(
    graphql`
      mutation useAnnouncementUpdateMutation($input: AnnouncementUpdateInput!) {
        announcementUpdate(input: $input) {
          __typename
          ... on StaffAnnouncementPayload {
            announcement {
              id
              ...StaffAnnouncementRow_announcement
              ...AnnouncementEditor_announcement
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
    `,
    'announcementUpdate',
  );
}
