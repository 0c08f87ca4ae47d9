import { graphql } from 'react-relay';
import type { useRedPacketOpenMutation as Mutation } from '../../../../__generated__/useRedPacketOpenMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Opens a red packet I received: the packet shows opened, my balance grows. */
const mutation = graphql`
  mutation useRedPacketOpenMutation($input: RedPacketOpenInput!) {
    redPacketOpen(input: $input) {
      __typename
      ... on RedPacketOpenPayload {
        viewer {
          id
          ...WalletSummary_viewer
        }
        redPacketMessage {
          id
          ...MessageBubble_message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useRedPacketOpenMutation() {
  return useResultMutation<Mutation, 'redPacketOpen'>(mutation, 'redPacketOpen');
}
