import type { VerificationPurpose } from '../../../__generated__/useVerificationCodeSendMutation.graphql';
import { accountError, type FieldError } from './accountErrors';
import { useVerificationCodeSendMutation } from './mutations/useVerificationCodeSendMutation';

/** Asks for a code by e-mail (first time and resend alike); `onSent` learns when another may be asked for. */
export function useSendCode(purpose: VerificationPurpose) {
  const [commit, inFlight] = useVerificationCodeSendMutation();
  const send = (email: string, onSent: (resendAfterSeconds: number) => void, onError: (failure: FieldError) => void) =>
    commit({
      variables: { input: { email: email.trim(), purpose } },
      onResult: ({ ok, error }) => (ok ? onSent(ok.resendAfterSeconds ?? 60) : onError(accountError(error))),
    });
  return [send, inFlight] as const;
}
