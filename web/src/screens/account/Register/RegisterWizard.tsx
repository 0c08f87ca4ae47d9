import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { RegisterWizardQuery } from '../../../__generated__/RegisterWizardQuery.graphql';
import { useListNamesFragment } from '../../../components/useListNamesFragment';
import { paths } from '../../../routing/paths';
import { PersonalStep } from '../../profile/components/PersonalStep';
import { SetupStep } from '../../profile/components/SetupStep';
import { useProfileDraft } from '../../profile/components/useProfileDraft';
import { accountError, type FieldError } from '../components/accountErrors';
import { CodeStep } from '../components/CodeStep';
import { EmailStep } from '../components/EmailStep';
import { PasswordStep } from '../components/PasswordStep';
import { useAccountRegisterMutation } from './mutations/useAccountRegisterMutation';
import { RegisterProgress, type Step } from './RegisterProgress';

/** The query of /register and /profileSetup (each route loads it with its own fetch policy). */
const query = graphql`
  query RegisterWizardQuery @preloadable {
    ...CodeStep_query
    systemLists {
      ...PersonalFields_lists
      ...SetupFields_lists
    }
    ...useListNamesFragment_query
    viewer {
      ...useProfileDraft_viewer
      ...SetupStep_viewer
    }
  }
`;

/**
 * The registration steps: e-mail, code, password (the account exists from here on, logged
 * in), then the two optional profile steps. /profileSetup starts at the profile steps.
 */
export function RegisterWizard({
  queryRef,
  first,
}: {
  queryRef: PreloadedQuery<RegisterWizardQuery>;
  first: 'email' | 'personal';
}) {
  const data = usePreloadedQuery<RegisterWizardQuery>(query, queryRef);
  const navigate = useNavigate();
  const intl = useIntl();
  // The lists' names follow a switch of language (the selects read the same records).
  useListNamesFragment(data);
  const [step, setStep] = useState<Step>(first);
  // The optional steps the member skipped (the progress shows them as skipped, not done).
  const [skipped, setSkipped] = useState<ReadonlySet<Step>>(new Set());
  const leave = (from: Step, to: Step, skip: boolean) => {
    setSkipped((before) => {
      const next = new Set(before);
      if (skip) next.add(from);
      else next.delete(from);
      return next;
    });
    setStep(to);
  };
  // Each step starts with the focus in its first field (or the finish button), not on the page.
  const stepRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new step, which is what it is for
  useEffect(() => {
    stepRef.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([hidden]), select, textarea, button')
      ?.focus();
  }, [step]);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [resendUntil, setResendUntil] = useState(0);
  const [draft, change, saved] = useProfileDraft(first === 'personal' ? data.viewer : null);
  const [register, registering] = useAccountRegisterMutation();
  const sent = (seconds: number) => setResendUntil(Date.now() + seconds * 1000);

  const createAccount = (refused: (failure: FieldError) => void) =>
    register({ email: email.trim(), code: code.trim(), password, nickname: nickname.trim() }, ({ error }) => {
      if (error) return refused(accountError(error));
      // The setup step shows the nickname just chosen.
      change({ nickname: nickname.trim() });
      setStep('personal');
    });

  return (
    <>
      <RegisterProgress step={step} skipped={skipped} />
      <div ref={stepRef}>
        {step === 'email' && (
          <>
            <p className="muted">
              <FormattedMessage id="register.intro" />
            </p>
            <EmailStep
              prefix="register"
              purpose="REGISTER"
              email={email}
              setEmail={setEmail}
              onSent={(seconds) => {
                sent(seconds);
                setStep('code');
              }}
            />
            <p className="account-switch">
              <FormattedMessage id="register.haveAccount" />{' '}
              <Link className="link" to={paths.login()} data-testid="register-login">
                <FormattedMessage id="login.submit" />
              </Link>
            </p>
          </>
        )}
        {step === 'code' && (
          <CodeStep
            prefix="register"
            purpose="REGISTER"
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
            prefix="register"
            nickname={{ value: nickname, set: setNickname }}
            password={password}
            setPassword={setPassword}
            confirmation={confirmation}
            setConfirmation={setConfirmation}
            submitting={registering}
            submitLabel="account.password.create"
            onBack={() => setStep('code')}
            onSubmit={createAccount}
          />
        )}
        {step === 'personal' && (
          <>
            <p className="muted">
              <FormattedMessage id="register.personal.intro" />
            </p>
            <PersonalStep
              lists={data.systemLists}
              draft={draft}
              change={change}
              onDone={() => leave('personal', 'setup', false)}
              onSkip={() => leave('personal', 'setup', true)}
            />
          </>
        )}
        {step === 'setup' && (
          <>
            <p className="muted">
              <FormattedMessage id="register.setup.intro" />
            </p>
            <SetupStep
              lists={data.systemLists}
              draft={draft}
              saved={saved}
              viewer={data.viewer}
              change={change}
              onBack={() => setStep('personal')}
              onDone={() => leave('setup', 'done', false)}
              onSkip={() => leave('setup', 'done', true)}
            />
          </>
        )}
        {step === 'done' && (
          <div className="centered" data-testid="register-done">
            <div className="success-mark" aria-hidden="true">
              ✓
            </div>
            <p>
              <FormattedMessage id={first === 'email' ? 'register.done' : 'profile.complete.done'} />
            </p>
            <button
              type="button"
              className="button primary wide"
              data-testid="register-finish"
              onClick={() => void navigate(paths.home(), { replace: true })}
            >
              {intl.formatMessage({ id: 'register.finish' })}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
