import { graphql } from 'react-relay';
import type { useAnnouncementPublishMutation as Mutation } from '../../../../__generated__/useAnnouncementPublishMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** A new announcement, now or at `publishAt`; the list is read again after it (it lands by its time). */
export function useAnnouncementPublishMutation() {
  return useResultMutation<Mutation, 'announcementPublish'>(
    graphql`
      mutation useAnnouncementPublishMutation($input: AnnouncementPublishInput!) {
        announcementPublish(input: $input) {
          __typename
          ... on AnnouncementPublishPayload {
            staffAnnouncement {
              id
              ...StaffAnnouncementRow_announcement
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
    'announcementPublish',
  );
}
