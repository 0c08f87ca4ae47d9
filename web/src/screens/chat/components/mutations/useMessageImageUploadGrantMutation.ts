import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMessageImageUploadGrantMutation as Mutation } from '../../../../__generated__/useMessageImageUploadGrantMutation.graphql';
import { requestFailure, type MutationError } from '../../../../relay/mutationResult';

/** Where to send one message photo's bytes (no typed errors: it fails only on the way). */
const mutation = graphql`
  mutation useMessageImageUploadGrantMutation {
    messageImageUploadGrant {
      uploadUrl
    }
  }
`;

export function useMessageImageUploadGrantMutation() {
  const [commit] = useMutation<Mutation>(mutation);
  return useCallback(
    (
      onResult: (
        result: { ok: { uploadUrl: string }; error?: undefined } | { ok?: undefined; error: MutationError },
      ) => void,
    ) =>
      commit({
        variables: {},
        onCompleted: ({ messageImageUploadGrant }) => onResult({ ok: messageImageUploadGrant }),
        onError: (error) => onResult({ error: requestFailure(error) }),
      }),
    [commit],
  );
}
