import { graphql } from 'react-relay';
import type { useMomentLikeMutation as Mutation } from '../../../../__generated__/useMomentLikeMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Likes a moment: the heart and the count change at once; the answer brings the count as it is. */
const mutation = graphql`
  mutation useMomentLikeMutation($input: MomentLikeInput!) @raw_response_type {
    momentLike(input: $input) {
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

export function useMomentLikeMutation() {
  return useResultMutation<Mutation, 'momentLike'>(mutation, 'momentLike');
}
