import { graphql } from 'react-relay';
import type { useRedPacketSendMutation as Mutation } from '../../../../__generated__/useRedPacketSendMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Sends gold coins in a red packet: into the chat (`@appendEdge`), out of the balance. */
const mutation = graphql`
  mutation useRedPacketSendMutation($input: RedPacketSendInput!, $connections: [ID!]!) {
    redPacketSend(input: $input) {
      __typename
      ... on RedPacketSendPayload {
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

export function useRedPacketSendMutation() {
  return useResultMutation<Mutation, 'redPacketSend'>(mutation, 'redPacketSend');
}
