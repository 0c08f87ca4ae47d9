import { graphql } from 'react-relay';
import type { useMaintenanceSetMutation as Mutation } from '../../../../__generated__/useMaintenanceSetMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Sets the one window (replacing any) or clears it; the screen reads the window again after it. */
export function useMaintenanceSetMutation() {
  return useResultMutation<Mutation, 'maintenanceSet'>(
    graphql`
      mutation useMaintenanceSetMutation($input: MaintenanceSetInput!) {
        maintenanceSet(input: $input) {
          __typename
          ... on MaintenanceSetPayload {
            maintenanceDesk {
              window {
                startsAt
              }
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
    'maintenanceSet',
  );
}
