import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useAlbumUploadGrantMutation as Mutation,
  useAlbumUploadGrantMutation$data,
} from '../../../../__generated__/useAlbumUploadGrantMutation.graphql';
import { requestFailure, type MutationError } from '../../../../relay/mutationResult';

/** Where to send one photo's bytes (the grant has no typed errors: it fails only on the way). */
const mutation = graphql`
  mutation useAlbumUploadGrantMutation {
    albumUploadGrant {
      uploadUrl
    }
  }
`;

type Grant = useAlbumUploadGrantMutation$data['albumUploadGrant'];

export function useAlbumUploadGrantMutation() {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const grant = useCallback(
    (onResult: (result: { ok: Grant; error?: undefined } | { ok?: undefined; error: MutationError }) => void) =>
      commit({
        variables: {},
        onCompleted: ({ albumUploadGrant }) => onResult({ ok: albumUploadGrant }),
        onError: (error) => onResult({ error: requestFailure(error) }),
      }),
    [commit],
  );
  return [grant, inFlight] as const;
}
