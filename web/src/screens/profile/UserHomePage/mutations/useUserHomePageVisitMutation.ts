import { graphql } from 'react-relay';
import type { useUserHomePageVisitMutation as Mutation } from '../../../../__generated__/useUserHomePageVisitMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Counts the visit in the member's visitors (the server counts once a day; nothing to show). */
const mutation = graphql`
  mutation useUserHomePageVisitMutation($input: UserHomePageVisitInput!) {
    userHomePageVisit(input: $input) {
      __typename
    }
  }
`;

export function useUserHomePageVisitMutation() {
  return useResultMutation<Mutation, 'userHomePageVisit'>(mutation, 'userHomePageVisit');
}
