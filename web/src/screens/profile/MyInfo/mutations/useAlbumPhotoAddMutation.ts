import { graphql } from 'react-relay';
import type { useAlbumPhotoAddMutation as Mutation } from '../../../../__generated__/useAlbumPhotoAddMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Adds an uploaded photo to my album: `@prependNode` puts it first in the album's connection. */
const mutation = graphql`
  mutation useAlbumPhotoAddMutation($input: AlbumPhotoAddInput!, $connections: [ID!]!) {
    albumPhotoAdd(input: $input) {
      __typename
      ... on AlbumPhotoAddPayload {
        photo @prependNode(connections: $connections, edgeTypeName: "AlbumPhotoConnectionEdge") {
          id
          url
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useAlbumPhotoAddMutation() {
  return useResultMutation<Mutation, 'albumPhotoAdd'>(mutation, 'albumPhotoAdd');
}
