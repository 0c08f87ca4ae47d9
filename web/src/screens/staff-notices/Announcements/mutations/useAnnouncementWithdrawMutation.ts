import { graphql } from 'react-relay';
import type { useAnnouncementWithdrawMutation as Mutation } from '../../../../__generated__/useAnnouncementWithdrawMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Withdraws an announcement at the version read; the row shows it withdrawn (members' apps drop it live). */
export function useAnnouncementWithdrawMutation() {
  return useResultMutation<Mutation, 'announcementWithdraw'>(
    graphql`
      mutation useAnnouncementWithdrawMutation($input: AnnouncementWithdrawInput!) {
        announcementWithdraw(input: $input) {
          __typename
          ... on StaffAnnouncementPayload {
            announcement {
              id
              ...StaffAnnouncementRow_announcement
              ...AnnouncementEditor_announcement
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    'announcementWithdraw',
  );
}
