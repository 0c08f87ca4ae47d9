import { graphql } from 'react-relay';
import type { useAvatarUploadMutation as Mutation } from '../../../../__generated__/useAvatarUploadMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Uploads the avatar (a GraphQL multipart request); the answer updates the shell's picture. */
const mutation = graphql`
  mutation useAvatarUploadMutation($file: File!) {
    avatarUpload(file: $file) {
      __typename
      ... on AvatarUploadPayload {
        viewer {
          id
          user {
            id
            avatarUrl
          }
          ...Shell_viewer
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export function useAvatarUploadMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'avatarUpload'>(mutation, 'avatarUpload');
  const upload = (photo: Blob, onResult: Parameters<typeof commit>[0]['onResult']) =>
    commit({ variables: { file: null }, uploadables: { file: photo }, onResult });
  return [upload, inFlight] as const;
}
