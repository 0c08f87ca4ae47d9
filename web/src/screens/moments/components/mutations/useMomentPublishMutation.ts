import { graphql } from 'react-relay';
import type { useMomentPublishMutation as Mutation } from '../../../../__generated__/useMomentPublishMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/**
 * Publishes a moment from uploaded photos. The list it was written from reads itself again rather than taking the edge:
 * the pinned moment stays first in a space, and the square's "new moments" count starts from the new top.
 */
const mutation = graphql`
  mutation useMomentPublishMutation($input: MomentPublishInput!) {
    momentPublish(input: $input) {
      __typename
      ... on MomentPublishPayload {
        momentEdge {
          cursor
          node {
            id
            ...MomentCard_moment
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
`;

export function useMomentPublishMutation() {
  return useResultMutation<Mutation, 'momentPublish'>(mutation, 'momentPublish');
}
