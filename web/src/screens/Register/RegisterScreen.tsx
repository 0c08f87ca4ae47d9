import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { accountOpsRegisterMutation } from '../../__generated__/accountOpsRegisterMutation.graphql';
import type { accountOpsSystemListsQuery } from '../../__generated__/accountOpsSystemListsQuery.graphql';
import { registerMutation, systemListsQuery } from '../../account/accountOps';
import { CodeStep, EmailStep, PasswordStep } from '../../account/CredentialSteps';
import { resultError, type ErrorText } from '../../account/errors';
import { draftFromViewer, PersonalStep, SetupStep, type ProfileDraft } from '../../account/ProfileSteps';
import { Loading } from '../../components/Loading';
import type { MessageId } from '../../i18n/messages';
import { resetSubscriptions } from '../../relay/environment';
import { HOME_PATH } from '../../routing/guards';
import { LanguageSelect } from '../Shell/LanguageSelect';

const STEPS = ['email', 'code', 'password', 'personal', 'setup'] as const;
type Step = (typeof STEPS)[number] | 'done';
const STEP_LABELS: Record<(typeof STEPS)[number], MessageId> = {
  email: 'register.step.email',
  code: 'register.step.code',
  password: 'register.step.password',
  personal: 'register.step.personal',
  setup: 'register.step.setup',
};

function Progress({ step }: { step: Step }) {
  const current = step === 'done' ? STEPS.length : STEPS.indexOf(step);
  return (
    <ol className="progress" data-testid="register-progress" data-step={step}>
      {STEPS.map((name, index) => (
        <li key={name} className={index < current ? 'done' : index === current ? 'current' : undefined} aria-current={index === current ? 'step' : undefined}>
          <span className="progress-dot">{index < current ? '✓' : index + 1}</span>
          <span className="progress-label">
            <FormattedMessage id={STEP_LABELS[name]} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The standalone frame of the registration and password pages. */
export function AccountFrame({ title, testId, children }: { title: MessageId; testId: string; children: React.ReactNode }) {
  return (
    <main className="account-page" data-testid={testId}>
      <div className="login-language">
        <LanguageSelect />
      </div>
      <section className="account-card">
        <Link to="/market" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <FormattedMessage id="app.name" />
        </Link>
        <h1>
          <FormattedMessage id={title} />
        </h1>
        {children}
      </section>
    </main>
  );
}

/**
 * /register: visitors only when they arrive (a member who is already in goes home), but the
 * page stays once the account exists mid-way, for the two optional profile steps.
 */
export function RegisterRoute({ loggedIn }: { loggedIn: boolean }) {
  const [arrivedLoggedIn] = useState(loggedIn);
  if (arrivedLoggedIn) return <Navigate to={HOME_PATH} replace />;
  return (
    <AccountFrame title="screen.register" testId="screen-register">
      <Suspense fallback={<Loading />}>
        <RegisterWizard first="email" />
      </Suspense>
    </AccountFrame>
  );
}

/** /profileSetup: the optional steps again, for a member who skipped them ("Complete your profile"). */
export function ProfileSetupRoute() {
  return (
    <AccountFrame title="profile.complete.title" testId="screen-profileSetup">
      <Suspense fallback={<Loading />}>
        <RegisterWizard first="personal" />
      </Suspense>
    </AccountFrame>
  );
}

function RegisterWizard({ first }: { first: 'email' | 'personal' }) {
  const data = useLazyLoadQuery<accountOpsSystemListsQuery>(systemListsQuery, {}, { fetchPolicy: first === 'email' ? 'store-or-network' : 'network-only' });
  const navigate = useNavigate();
  const intl = useIntl();
  const [step, setStep] = useState<Step>(first);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [resendUntil, setResendUntil] = useState(0);
  const [registerError, setRegisterError] = useState<{ field?: string; error: ErrorText }>();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromViewer(first === 'personal' ? data.viewer : null));
  const [register, registering] = useMutation<accountOpsRegisterMutation>(registerMutation);
  const change = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const sent = (seconds: number) => setResendUntil(Date.now() + seconds * 1000);

  const createAccount = () => {
    setRegisterError(undefined);
    register({
      variables: { input: { email: email.trim(), code: code.trim(), password } },
      updater: (store) => {
        const result = store.getRootField('accountRegister');
        const viewer = result?.getValue('__typename') === 'AccountRegisterPayload' ? result.getLinkedRecord('viewer') : null;
        if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
      },
      onCompleted: ({ accountRegister: result }) => {
        const failure = resultError(result);
        if (failure) {
          setRegisterError(failure);
          return;
        }
        resetSubscriptions();
        setStep('personal');
      },
      onError: () => setRegisterError({ error: { id: 'login.error.network' } }),
    });
  };

  return (
    <>
      <Progress step={step} />
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
            <Link className="link" to="/login" data-testid="register-login">
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
          mailboxUrl={data.developmentMailboxUrl}
        />
      )}
      {step === 'password' && (
        <PasswordStep
          prefix="register"
          password={password}
          setPassword={setPassword}
          confirmation={confirmation}
          setConfirmation={setConfirmation}
          submitting={registering}
          serverError={registerError}
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
          <PersonalStep lists={data.systemLists} draft={draft} change={change} onDone={() => setStep('setup')} />
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
            hasAvatar={Boolean(data.viewer?.avatarUrl)}
            change={change}
            onBack={() => setStep('personal')}
            onDone={() => setStep('done')}
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
          <button type="button" className="button primary wide" data-testid="register-finish" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {intl.formatMessage({ id: 'register.finish' })}
          </button>
        </div>
      )}
    </>
  );
}
