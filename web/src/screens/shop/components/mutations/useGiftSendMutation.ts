import { graphql } from 'react-relay';
import type { useGiftSendMutation as Mutation } from '../../../../__generated__/useGiftSendMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Sends a gift: the chat shows it (`@appendEdge` where the window is open) and the balances change. */
const mutation = graphql`
  mutation useGiftSendMutation($input: GiftSendInput!, $connections: [ID!]!) {
    giftSend(input: $input) {
      __typename
      ... on GiftSendPayload {
        free
        goldCoinsSpent
        viewer {
          id
          ...WalletSummary_viewer
        }
        messageEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...MessageBubble_message
          }
        }
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

export function useGiftSendMutation() {
  return useResultMutation<Mutation, 'giftSend'>(mutation, 'giftSend');
}
