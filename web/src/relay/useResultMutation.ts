import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { mutationResult, requestFailure, type MutationResult } from './mutationResult';

/** `commit`'s config, with one `onResult` for the typed result and a network failure alike. */
export type ResultMutationConfig<M extends MutationParameters, R extends { readonly __typename: string }> = Omit<
  UseMutationConfig<M>,
  'onCompleted' | 'onError'
> & {
  onResult?(result: MutationResult<R>): void;
};

/**
 * `useMutation` for a mutation whose root `field` answers a typed-errors union: `commit`
 * calls `onResult` with `{ ok: payload }` or `{ error }` (a typed error, SERVICE_UNAVAILABLE
 * when the BFF said the service behind it is down, else NETWORK_ERROR).
 * Every mutation hook under a screen's `mutations/` is built on it.
 */
export function useResultMutation<M extends MutationParameters, K extends keyof M['response'] & string>(
  mutation: GraphQLTaggedNode,
  field: K,
) {
  type R = M['response'][K] & { readonly __typename: string };
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = useCallback(
    ({ onResult, ...config }: ResultMutationConfig<M, R>) =>
      commit({
        ...config,
        onCompleted: (response) => onResult?.(mutationResult((response as M['response'])[field] as R)),
        onError: (error) => onResult?.({ error: requestFailure(error) }),
      }),
    [commit, field],
  );
  return [run, inFlight] as const;
}
