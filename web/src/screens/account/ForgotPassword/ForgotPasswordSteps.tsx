import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ForgotPasswordStepsQuery } from '../../../__generated__/ForgotPasswordStepsQuery.graphql';
import { paths } from '../../../routing/paths';
import type { RouteScreenProps } from '../../../routing/screens';
import { accountError, type FieldError } from '../components/accountErrors';
import { CodeStep } from '../components/CodeStep';
import { EmailStep } from '../components/EmailStep';
import { PasswordStep } from '../components/PasswordStep';
import { usePasswordResetMutation } from './mutations/usePasswordResetMutation';

const query = graphql`
  query ForgotPasswordStepsQuery @preloadable {
    ...CodeStep_query
  }
`;

/** E-mail, code, new password, done: each step in turn. */
export function ForgotPasswordSteps({ queryRef }: RouteScreenProps<ForgotPasswordStepsQuery>) {
  const data = usePreloadedQuery<ForgotPasswordStepsQuery>(query, queryRef);
  const [step, setStep] = useState<'email' | 'code' | 'password' | 'done'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [resendUntil, setResendUntil] = useState(0);
  const [reset, resetting] = usePasswordResetMutation();
  const sent = (seconds: number) => setResendUntil(Date.now() + seconds * 1000);

  const submit = (refused: (failure: FieldError) => void) =>
    reset({
      variables: { input: { email: email.trim(), code: code.trim(), password } },
      onResult: ({ error }) => (error ? refused(accountError(error)) : setStep('done')),
    });

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
          query={data}
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
          <Link className="button primary wide" to={paths.login()} replace data-testid="forgot-back-login">
            <FormattedMessage id="comingSoon.backToLogin" />
          </Link>
        </div>
      )}
      {step !== 'done' && (
        <p className="account-switch">
          <Link className="link" to={paths.login()} data-testid="forgot-login">
            <FormattedMessage id="comingSoon.backToLogin" />
          </Link>
        </p>
      )}
    </>
  );
}
