import { graphql } from 'react-relay';
import type { useMomentBurnPhotoViewMutation as Mutation } from '../../../../__generated__/useMomentBurnPhotoViewMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Opens a burn-after-reading moment's photos once: their addresses for their seconds, and the moment, now VIEWED. */
const mutation = graphql`
  mutation useMomentBurnPhotoViewMutation($input: MomentBurnPhotoViewInput!) {
    momentBurnPhotoView(input: $input) {
      __typename
      ... on MomentBurnPhotoViewPayload {
        pictures {
          id
          url
        }
        seconds
        moment {
          id
          burnState
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMomentBurnPhotoViewMutation() {
  return useResultMutation<Mutation, 'momentBurnPhotoView'>(mutation, 'momentBurnPhotoView');
}
