import { Suspense } from 'react';
import type { ForgotPasswordStepsQuery } from '../../../__generated__/ForgotPasswordStepsQuery.graphql';
import { Loading } from '../../../components/Loading';
import type { RouteScreenProps } from '../../../routing/screens';
import { AccountFrame } from '../components/AccountFrame';
import { ForgotPasswordSteps } from './ForgotPasswordSteps';

/** Spec §2 forgot password: e-mail, code (RESET_PASSWORD), new password, then back to log in. */
export function ForgotPasswordScreen({ queryRef }: RouteScreenProps<ForgotPasswordStepsQuery>) {
  return (
    <AccountFrame title="screen.forgotPassword" testId="screen-forgotPassword">
      <Suspense fallback={<Loading />}>
        <ForgotPasswordSteps queryRef={queryRef} />
      </Suspense>
    </AccountFrame>
  );
}
