import { graphql } from 'react-relay';
import type { usePushUnsubscribeMutation as Mutation } from '../../../../__generated__/usePushUnsubscribeMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** This browser gets no more pushes for the member (its endpoint is forgotten). */
const mutation = graphql`
  mutation usePushUnsubscribeMutation($input: PushUnsubscribeInput!) {
    pushUnsubscribe(input: $input) {
      __typename
      ... on PushUnsubscribePayload {
        viewer {
          id
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

export function usePushUnsubscribeMutation() {
  return useResultMutation<Mutation, 'pushUnsubscribe'>(mutation, 'pushUnsubscribe');
}
