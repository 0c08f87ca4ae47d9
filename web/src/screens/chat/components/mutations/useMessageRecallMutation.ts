import { graphql } from 'react-relay';
import type { useMessageRecallMutation as Mutation } from '../../../../__generated__/useMessageRecallMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Takes a message back (two minutes): `@deleteRecord` removes it from the history and the list's preview follows. */
const mutation = graphql`
  mutation useMessageRecallMutation($input: MessageRecallInput!) {
    messageRecall(input: $input) {
      __typename
      ... on MessageRecallPayload {
        deletedMessageId @deleteRecord
        conversation {
          id
          ...ConversationRow_conversation
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useMessageRecallMutation() {
  return useResultMutation<Mutation, 'messageRecall'>(mutation, 'messageRecall');
}
