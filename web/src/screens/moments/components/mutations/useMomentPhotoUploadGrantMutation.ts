import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useMomentPhotoUploadGrantMutation as Mutation,
  useMomentPhotoUploadGrantMutation$data,
} from '../../../../__generated__/useMomentPhotoUploadGrantMutation.graphql';
import { requestFailure, type MutationError } from '../../../../relay/mutationResult';

/** Where to send one photo of a moment being written (no typed errors: it fails only on the way). */
const mutation = graphql`
  mutation useMomentPhotoUploadGrantMutation {
    momentPhotoUploadGrant {
      uploadUrl
    }
  }
`;

type Grant = useMomentPhotoUploadGrantMutation$data['momentPhotoUploadGrant'];

export function useMomentPhotoUploadGrantMutation() {
  const [commit] = useMutation<Mutation>(mutation);
  return useCallback(
    () =>
      new Promise<Grant>((resolve, reject: (error: MutationError) => void) =>
        commit({
          variables: {},
          onCompleted: ({ momentPhotoUploadGrant }) => resolve(momentPhotoUploadGrant),
          onError: (error) => reject(requestFailure(error)),
        }),
      ),
    [commit],
  );
}
