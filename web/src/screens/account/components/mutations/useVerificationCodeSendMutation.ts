import { graphql } from 'react-relay';
import type { useVerificationCodeSendMutation as Mutation } from '../../../../__generated__/useVerificationCodeSendMutation.graphql';
import { useResultMutation } from '../../../../relay/useResultMutation';

/** E-mails a code; the answer says when another may be asked for. */
const mutation = graphql`
  mutation useVerificationCodeSendMutation($input: VerificationCodeSendInput!) {
    verificationCodeSend(input: $input) {
      __typename
      ... on VerificationCodeSendPayload {
        resendAfterSeconds
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;

export function useVerificationCodeSendMutation() {
  return useResultMutation<Mutation, 'verificationCodeSend'>(mutation, 'verificationCodeSend');
}
