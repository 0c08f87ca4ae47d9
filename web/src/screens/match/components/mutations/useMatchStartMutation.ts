import { graphql } from 'react-relay';
import type {
  MatchPreferencesInput,
  useMatchStartMutation as Mutation,
} from '../../../../__generated__/useMatchStartMutation.graphql';
import type { MutationResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';
import { addToMatchHistory } from '../matchHistoryUpdater';

const mutation = graphql`
  mutation useMatchStartMutation($input: MatchStartInput!) {
    matchStart(input: $input) {
      __typename
      ... on MatchStartPayload {
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
      ... on MatchAttemptsExhaustedError {
        nextAttemptsAt
      }
      ... on ValidationError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;

type Result = MutationResult<Mutation['response']['matchStart']>;

/**
 * Starts a random match (or "continue", or "try again"): the answer's viewer carries the panel's new state (the
 * countdown, or the partner found at once), which goes first in "people you met". When the day's matches are used,
 * the viewer's status says so at once (another tab may have used the last one): the panel shows when to come back.
 */
export function useMatchStartMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'matchStart'>(mutation, 'matchStart');
  const start = (preferences: MatchPreferencesInput | null, onResult: (result: Result) => void) =>
    commit({
      variables: { input: preferences ? { preferences } : {} },
      onResult,
      updater: (store) => {
        const result = store.getRootField('matchStart');
        if (result?.getType() === 'MatchStartPayload')
          addToMatchHistory(store, result.getLinkedRecord('viewer'), result.getLinkedRecord('attempt'));
        if (result?.getType() === 'MatchAttemptsExhaustedError') {
          const status = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('matchStatus');
          status?.setValue(false, 'canStart');
          status?.setValue(result.getValue('nextAttemptsAt'), 'nextAttemptsAt');
        }
      },
    });
  return [start, inFlight] as const;
}
