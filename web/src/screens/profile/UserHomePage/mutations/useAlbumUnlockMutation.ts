import { graphql } from 'react-relay';
import type { useAlbumUnlockMutation as Mutation } from '../../../../__generated__/useAlbumUnlockMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Unlocks a member's photos with gold coins: the album shows them, the balances change. */
const mutation = graphql`
  mutation useAlbumUnlockMutation($input: AlbumUnlockInput!) {
    albumUnlock(input: $input) {
      __typename
      ... on AlbumUnlockPayload {
        user {
          id
          ...UserAlbum_user
        }
        viewer {
          id
          ...WalletSummary_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useAlbumUnlockMutation() {
  return useResultMutation<Mutation, 'albumUnlock'>(mutation, 'albumUnlock');
}
