import { graphql } from 'react-relay';
import type { usePushSubscribeMutation as Mutation } from '../../../../__generated__/usePushSubscribeMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** This browser's push subscription (its endpoint and keys) is kept for the member: pushes reach it. */
const mutation = graphql`
  mutation usePushSubscribeMutation($input: PushSubscribeInput!) {
    pushSubscribe(input: $input) {
      __typename
      ... on PushSubscribePayload {
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

export function usePushSubscribeMutation() {
  return useResultMutation<Mutation, 'pushSubscribe'>(mutation, 'pushSubscribe');
}
