import { graphql } from 'react-relay';
import type { useMessageCorrectionProposeMutation as Mutation } from '../../../../__generated__/useMessageCorrectionProposeMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** Proposes my wording of a message I received translated: the bubble shows it, its writer sees it live. */
const mutation = graphql`
  mutation useMessageCorrectionProposeMutation($input: MessageCorrectionProposeInput!) {
    messageCorrectionPropose(input: $input) {
      __typename
      ... on MessageCorrectionProposePayload {
        correctedMessage {
          id
          ...MessageCorrection_message
        }
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

export function useMessageCorrectionProposeMutation() {
  return useResultMutation<Mutation, 'messageCorrectionPropose'>(mutation, 'messageCorrectionPropose');
}
