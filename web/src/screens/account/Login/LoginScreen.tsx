import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/FormError';
import { useFormErrors } from '../../../components/useFormErrors';
import { useSay } from '../../../i18n/errorText';
import { retryLater } from '../../../realtime/outage';
import { SERVICE_UNAVAILABLE } from '../../../relay/mutationResult';
import { afterLoginPath } from '../../../routing/afterLogin';
import { paths } from '../../../routing/paths';
import { LanguageSelect } from '../../Shell/LanguageSelect';
import { LoginField } from './LoginField';
import { loginError } from './loginError';
import { useSessionLogin } from './mutations/useSessionLogin';
import { validateLogin } from './validateLogin';

type Values = { email: string; password: string };
const RULES = {
  email: ({ email, password }: Values) => validateLogin(email, password).email,
  password: ({ email, password }: Values) => validateLogin(email, password).password,
};

/** Spec §2 login: account (e-mail) and password, with links to reset the password and to register. */
export function LoginScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { formRef, errors, check, fail, set } = useFormErrors({ email, password }, RULES);
  const { login, inFlight, prepare } = useSessionLogin();
  const say = useSay();
  /** Cancels the login waiting for the service to answer again. */
  const waiting = useRef<(() => void) | null>(null);
  const stopWaiting = () => {
    waiting.current?.();
    waiting.current = null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: on leaving; stopWaiting reads only a ref
  useEffect(() => stopWaiting, []);

  // The service behind the BFF is down: the member is told so (not "check your connection"),
  // and the same login goes again by itself once it answers, unless they change it meanwhile.
  const attempt = (input: { email: string; password: string }, retried = false) =>
    login(input, ({ error }) => {
      if (!error) return void navigate(afterLoginPath(location.state), { replace: true });
      const unavailable = error.type === SERVICE_UNAVAILABLE.type;
      if (unavailable) waiting.current = retryLater(() => attempt(input, true));
      if (unavailable && retried) return; // still down: already said, the focus stays where it is
      const { field, text } = loginError(error);
      fail({ [field]: text });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    stopWaiting();
    if (fail(check())) return;
    attempt({ email: email.trim(), password });
  };
  const edit = (change: (value: string) => void) => (value: string) => {
    if (waiting.current) {
      stopWaiting();
      set('form', undefined);
    }
    change(value);
  };

  return (
    <main className="login-page">
      <div className="login-language">
        <LanguageSelect />
      </div>
      <section className="login-hero" aria-hidden="true">
        <div className="brand big">
          <span className="brand-mark" />
          <FormattedMessage id="app.name" />
        </div>
        <p>
          <FormattedMessage id="app.tagline" />
        </p>
      </section>
      <form
        ref={formRef}
        className="login-card"
        noValidate
        onSubmit={submit}
        onFocus={prepare}
        onPointerDown={prepare}
        data-testid="login-form"
      >
        <h1>
          <FormattedMessage id="login.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="login.subtitle" />
        </p>
        <LoginField
          name="email"
          type="email"
          autoComplete="username"
          label={intl.formatMessage({ id: 'login.account' })}
          placeholder={intl.formatMessage({ id: 'login.accountPlaceholder' })}
          value={email}
          error={say(errors.email)}
          onChange={edit(setEmail)}
        />
        <LoginField
          name="password"
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage({ id: 'login.password' })}
          placeholder={intl.formatMessage({ id: 'login.passwordPlaceholder' })}
          value={password}
          error={say(errors.password)}
          onChange={edit(setPassword)}
        />
        <FormError testId="login-error">{say(errors.form)}</FormError>
        <button type="submit" className="button primary wide" data-testid="login-submit" disabled={inFlight}>
          <FormattedMessage id={inFlight ? 'login.submitting' : 'login.submit'} />
        </button>
        <div className="login-links">
          <Link className="link" to={paths.forgotPassword()} data-testid="login-forgot">
            <FormattedMessage id="login.forgot" />
          </Link>
          <Link className="link" to={paths.register()} data-testid="login-register">
            <FormattedMessage id="login.register" />
          </Link>
        </div>
        <p className="login-new">
          <FormattedMessage id="login.newToAcross" />{' '}
          <Link className="link" to={paths.market()} data-testid="login-landing">
            <FormattedMessage id="login.discover" />
          </Link>
        </p>
      </form>
    </main>
  );
}
