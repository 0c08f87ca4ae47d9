import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import { afterLoginPath } from '../../routing/guards';
import { LanguageSelect } from '../Shell/LanguageSelect';
import { LoginField } from './LoginField';
import { loginResultError } from './loginResultError';
import { useSessionLoginMutation } from './mutations/useSessionLoginMutation';
import { validateLogin } from './validateLogin';

/** An error kept as a catalogue id (so it follows a language switch) or as the server's words. */
type ErrorText = { id: MessageId } | { text: string };
interface FormErrors {
  email?: ErrorText;
  password?: ErrorText;
  form?: ErrorText;
}

/** Spec §2 login: account (e-mail) and password, with links to reset the password and to register. */
export function LoginScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [login, inFlight] = useSessionLoginMutation();
  const say = (error?: ErrorText) => (error ? ('id' in error ? intl.formatMessage({ id: error.id }) : error.text) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin(email, password);
    setErrors({
      email: invalid.email && { id: invalid.email },
      password: invalid.password && { id: invalid.password },
    });
    if (invalid.email || invalid.password) return;
    login(
      { email: email.trim(), password },
      {
        onResult: (result) => {
          const error = loginResultError(result);
          if (!error) {
            navigate(afterLoginPath(location.state), { replace: true });
            return;
          }
          const text: ErrorText = error.id ? { id: error.id } : error.serverMessage ? { text: error.serverMessage } : { id: 'error.title' };
          setErrors({ [error.field ?? 'form']: text });
        },
        onError: () => setErrors({ form: { id: 'login.error.network' } }),
      },
    );
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
      <form className="login-card" noValidate onSubmit={submit} data-testid="login-form">
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
          onChange={setEmail}
        />
        <LoginField
          name="password"
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage({ id: 'login.password' })}
          placeholder={intl.formatMessage({ id: 'login.passwordPlaceholder' })}
          value={password}
          error={say(errors.password)}
          onChange={setPassword}
        />
        {errors.form && (
          <p className="form-error" role="alert" data-testid="login-error">
            {say(errors.form)}
          </p>
        )}
        <button type="submit" className="button primary wide" data-testid="login-submit" disabled={inFlight}>
          <FormattedMessage id={inFlight ? 'login.submitting' : 'login.submit'} />
        </button>
        <div className="login-links">
          <Link className="link" to="/forgotPassword" data-testid="login-forgot">
            <FormattedMessage id="login.forgot" />
          </Link>
          <Link className="link" to="/register" data-testid="login-register">
            <FormattedMessage id="login.register" />
          </Link>
        </div>
        <p className="login-new">
          <FormattedMessage id="login.newToAcross" />{' '}
          <Link className="link" to="/market" data-testid="login-landing">
            <FormattedMessage id="login.discover" />
          </Link>
        </p>
      </form>
    </main>
  );
}
