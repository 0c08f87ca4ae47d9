import { graphql } from 'react-relay';
import type { useAlbumPhotoDeleteMutation as Mutation } from '../../../../__generated__/useAlbumPhotoDeleteMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Deletes a photo: gone from the album at once (`@deleteEdge`), back if the server refuses. */
const mutation = graphql`
  mutation useAlbumPhotoDeleteMutation($input: AlbumPhotoDeleteInput!, $connections: [ID!]!) @raw_response_type {
    albumPhotoDelete(input: $input) {
      __typename
      ... on AlbumPhotoDeletePayload {
        deletedPhotoId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useAlbumPhotoDeleteMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'albumPhotoDelete'>(mutation, 'albumPhotoDelete');
  const remove = (photoId: string, connections: ReadonlyArray<string>, onResult: OnResult) =>
    commit({
      variables: { input: { photoId }, connections: [...connections] },
      onResult,
      optimisticResponse: { albumPhotoDelete: { __typename: 'AlbumPhotoDeletePayload', deletedPhotoId: photoId } },
    });
  return [remove, inFlight] as const;
}
