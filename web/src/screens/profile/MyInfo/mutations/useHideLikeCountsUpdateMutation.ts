import { graphql } from 'react-relay';
import type { useHideLikeCountsUpdateMutation as Mutation } from '../../../../__generated__/useHideLikeCountsUpdateMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

const mutation = graphql`
  mutation useHideLikeCountsUpdateMutation($input: HideLikeCountsUpdateInput!) @raw_response_type {
    hideLikeCountsUpdate(input: $input) {
      __typename
      ... on HideLikeCountsUpdatePayload {
        viewer {
          id
          hideLikeCounts
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Hides like counts on every moment I read (or shows them again): the switch flips at once, the answer confirms. */
export function useHideLikeCountsUpdateMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'hideLikeCountsUpdate'>(mutation, 'hideLikeCountsUpdate');
  const save = (viewerId: string, hide: boolean, onResult: OnResult) =>
    commit({
      variables: { input: { hide } },
      onResult,
      optimisticResponse: {
        hideLikeCountsUpdate: {
          __typename: 'HideLikeCountsUpdatePayload',
          viewer: { id: viewerId, hideLikeCounts: hide },
        },
      },
    });
  return [save, inFlight] as const;
}
