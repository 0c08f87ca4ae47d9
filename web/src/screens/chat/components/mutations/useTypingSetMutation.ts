import { graphql } from 'react-relay';
import type { useTypingSetMutation as Mutation } from '../../../../__generated__/useTypingSetMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Tells the peer I am typing, or stopped (nothing in the store changes). */
const mutation = graphql`
  mutation useTypingSetMutation($input: TypingSetInput!) {
    typingSet(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export function useTypingSetMutation() {
  return useResultMutation<Mutation, 'typingSet'>(mutation, 'typingSet');
}
