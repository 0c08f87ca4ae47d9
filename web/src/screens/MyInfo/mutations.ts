import { graphql, useMutation } from 'react-relay';
import type { mutationsAlbumAddMutation } from '../../__generated__/mutationsAlbumAddMutation.graphql';
import type { mutationsAlbumDeleteMutation } from '../../__generated__/mutationsAlbumDeleteMutation.graphql';
import type { mutationsAlbumGrantMutation } from '../../__generated__/mutationsAlbumGrantMutation.graphql';
import type { mutationsPrivacyMutation } from '../../__generated__/mutationsPrivacyMutation.graphql';

export function usePrivacyMutation() {
  return useMutation<mutationsPrivacyMutation>(graphql`
    mutation mutationsPrivacyMutation($input: PrivacySettingsUpdateInput!) {
      privacySettingsUpdate(input: $input) {
        __typename
        ... on PrivacySettingsUpdatePayload {
          viewer {
            id
            privacySettings {
              friendRequestsNeedApproval
              likesPublic
              commentsPublic
              hiddenFromSearch
              onlineStatusHidden
            }
          }
        }
      }
    }
  `);
}

export function useAlbumGrantMutation() {
  return useMutation<mutationsAlbumGrantMutation>(graphql`
    mutation mutationsAlbumGrantMutation {
      albumUploadGrant {
        uploadUrl
      }
    }
  `);
}

export function useAlbumAddMutation() {
  return useMutation<mutationsAlbumAddMutation>(graphql`
    mutation mutationsAlbumAddMutation($input: AlbumPhotoAddInput!) {
      albumPhotoAdd(input: $input) {
        __typename
      }
    }
  `);
}

export function useAlbumDeleteMutation() {
  return useMutation<mutationsAlbumDeleteMutation>(graphql`
    mutation mutationsAlbumDeleteMutation($input: AlbumPhotoDeleteInput!) {
      albumPhotoDelete(input: $input) {
        __typename
        ... on AlbumPhotoDeletePayload {
          deletedPhotoId @deleteRecord
        }
      }
    }
  `);
}

/** Sends the bytes to the grant's upload URL, reporting progress; resolves with the upload key. */
export function uploadWithProgress(url: string, file: Blob, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      try {
        const envelope = JSON.parse(request.responseText) as { code: number; data: { key?: string } };
        if (envelope.code === 200 && envelope.data.key) resolve(envelope.data.key);
        else reject(new Error(String(envelope.code)));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.send(file);
  });
}
