import { graphql } from 'react-relay';
import type { useBurnPhotoViewMutation as Mutation } from '../../../../__generated__/useBurnPhotoViewMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Opens a burn-after-read photo once: the address for its seconds, and the message, now VIEWED. */
const mutation = graphql`
  mutation useBurnPhotoViewMutation($input: BurnPhotoViewInput!) {
    burnPhotoView(input: $input) {
      __typename
      ... on BurnPhotoViewPayload {
        url
        seconds
        viewedMessage {
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

export function useBurnPhotoViewMutation() {
  return useResultMutation<Mutation, 'burnPhotoView'>(mutation, 'burnPhotoView');
}
