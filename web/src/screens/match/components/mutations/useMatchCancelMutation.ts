import { graphql } from 'react-relay';
import type { useMatchCancelMutation as Mutation } from '../../../../__generated__/useMatchCancelMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';
import { addToMatchHistory } from '../matchHistoryUpdater';

const mutation = graphql`
  mutation useMatchCancelMutation($input: MatchCancelInput!) {
    matchCancel(input: $input) {
      __typename
      ... on MatchCancelPayload {
        attempt {
          id
          status
          ...MatchHistoryRow_attempt
        }
        viewer {
          id
          ...EncounterPanel_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Stops searching. The answer is the one outcome: cancelled (the panel is idle again), or the match that was made
 * first (the partner's card shows, and they go first in "people you met").
 */
export function useMatchCancelMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'matchCancel'>(mutation, 'matchCancel');
  const cancel = (attemptId: string, onResult: OnResult) =>
    commit({
      variables: { input: { attemptId } },
      onResult,
      updater: (store) => {
        const result = store.getRootField('matchCancel');
        if (result?.getType() === 'MatchCancelPayload')
          addToMatchHistory(store, result.getLinkedRecord('viewer'), result.getLinkedRecord('attempt'));
      },
    });
  return [cancel, inFlight] as const;
}
