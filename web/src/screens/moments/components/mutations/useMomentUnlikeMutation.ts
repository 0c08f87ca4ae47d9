import { graphql } from 'react-relay';
import type { useMomentUnlikeMutation as Mutation } from '../../../../__generated__/useMomentUnlikeMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Takes my like back: the heart and the count change at once; the answer brings the count as it is. */
const mutation = graphql`
  mutation useMomentUnlikeMutation($input: MomentUnlikeInput!) @raw_response_type {
    momentUnlike(input: $input) {
      __typename
      ... on MomentLikePayload {
        moment {
          id
          viewerHasLiked
          likeCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMomentUnlikeMutation() {
  return useResultMutation<Mutation, 'momentUnlike'>(mutation, 'momentUnlike');
}
