import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import type { accountOpsPasswordResetMutation } from '../../__generated__/accountOpsPasswordResetMutation.graphql';
import type { accountOpsSystemListsQuery } from '../../__generated__/accountOpsSystemListsQuery.graphql';
import { passwordResetMutation, systemListsQuery } from '../../account/accountOps';
import { CodeStep, EmailStep, PasswordStep } from '../../account/CredentialSteps';
import { resultError, type ErrorText } from '../../account/errors';
import { Loading } from '../../components/Loading';
import { AccountFrame } from '../Register/RegisterScreen';

/** Spec §2 forgot password: e-mail, code (RESET_PASSWORD), new password, then back to log in. */
export function ForgotPasswordScreen() {
  return (
    <AccountFrame title="screen.forgotPassword" testId="screen-forgotPassword">
      <Suspense fallback={<Loading />}>
        <ForgotPasswordSteps />
      </Suspense>
    </AccountFrame>
  );
}

function ForgotPasswordSteps() {
  const data = useLazyLoadQuery<accountOpsSystemListsQuery>(systemListsQuery, {}, { fetchPolicy: 'store-or-network' });
  const [step, setStep] = useState<'email' | 'code' | 'password' | 'done'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [resendUntil, setResendUntil] = useState(0);
  const [serverError, setServerError] = useState<{ field?: string; error: ErrorText }>();
  const [reset, resetting] = useMutation<accountOpsPasswordResetMutation>(passwordResetMutation);
  const sent = (seconds: number) => setResendUntil(Date.now() + seconds * 1000);

  const submit = () => {
    setServerError(undefined);
    reset({
      variables: { input: { email: email.trim(), code: code.trim(), password } },
      onCompleted: ({ passwordReset: result }) => {
        const failure = resultError(result);
        if (failure) setServerError(failure);
        else setStep('done');
      },
      onError: () => setServerError({ error: { id: 'login.error.network' } }),
    });
  };

  return (
    <>
      {step === 'email' && (
        <>
          <p className="muted">
            <FormattedMessage id="forgot.intro" />
          </p>
          <EmailStep
            prefix="forgot"
            purpose="RESET_PASSWORD"
            email={email}
            setEmail={setEmail}
            onSent={(seconds) => {
              sent(seconds);
              setStep('code');
            }}
          />
        </>
      )}
      {step === 'code' && (
        <CodeStep
          prefix="forgot"
          purpose="RESET_PASSWORD"
          email={email}
          code={code}
          setCode={setCode}
          resendUntil={resendUntil}
          onResent={sent}
          onBack={() => setStep('email')}
          onVerified={() => setStep('password')}
          mailboxUrl={data.developmentMailboxUrl}
        />
      )}
      {step === 'password' && (
        <PasswordStep
          prefix="forgot"
          password={password}
          setPassword={setPassword}
          confirmation={confirmation}
          setConfirmation={setConfirmation}
          submitting={resetting}
          serverError={serverError}
          submitLabel="forgot.submit"
          onBack={() => setStep('code')}
          onSubmit={submit}
        />
      )}
      {step === 'done' && (
        <div className="centered" data-testid="forgot-done">
          <div className="success-mark" aria-hidden="true">
            ✓
          </div>
          <p>
            <FormattedMessage id="forgot.done" />
          </p>
          <Link className="button primary wide" to="/login" replace data-testid="forgot-back-login">
            <FormattedMessage id="comingSoon.backToLogin" />
          </Link>
        </div>
      )}
      {step !== 'done' && (
        <p className="account-switch">
          <Link className="link" to="/login" data-testid="forgot-login">
            <FormattedMessage id="comingSoon.backToLogin" />
          </Link>
        </p>
      )}
    </>
  );
}
