import { graphql } from 'react-relay';
import type { usePayNoticeDismissMutation as Mutation } from '../../../../__generated__/usePayNoticeDismissMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Dismisses the pay notice for good: gone at once (optimistic), back only if the server refuses. */
const mutation = graphql`
  mutation usePayNoticeDismissMutation @raw_response_type {
    payNoticeDismiss {
      __typename
      ... on PayNoticeDismissPayload {
        viewer {
          id
          payNoticeShown
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function usePayNoticeDismissMutation() {
  return useResultMutation<Mutation, 'payNoticeDismiss'>(mutation, 'payNoticeDismiss');
}
