import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import { LanguageSelect } from '../Shell/LanguageSelect';
import { useSessionLoginMutation, type SessionLoginResult } from './mutations/useSessionLoginMutation';
import { validateLogin, type LoginErrors } from './validateLogin';

/** The catalogue text for a typed error; the server's own (localised) message is the fallback. */
function resultError(result: SessionLoginResult): { field?: 'email' | 'password'; id?: MessageId; text?: string } | null {
  switch (result.__typename) {
    case 'SessionLoginPayload':
      return null;
    case 'InvalidCredentialsError':
      return { id: 'login.error.invalidCredentials' };
    case 'TooManyAttemptsError':
      return { id: 'login.error.tooManyAttempts' };
    case 'ValidationError':
      return { field: result.field === 'password' ? 'password' : 'email', text: result.message };
    default:
      return { text: 'message' in result ? result.message : undefined };
  }
}

/** Spec §2 login: account (e-mail) and password, with links to reset the password and to register. */
export function LoginScreen() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginErrors & { serverEmail?: string; serverPassword?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [login, inFlight] = useSessionLoginMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const errors = validateLogin(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    login(
      { email: email.trim(), password },
      {
        onResult: (result) => {
          const error = resultError(result);
          if (!error) return; // the guard moves a logged-in member on
          const text = error.id ? intl.formatMessage({ id: error.id }) : (error.text ?? intl.formatMessage({ id: 'error.title' }));
          if (error.field === 'email') setFieldErrors({ serverEmail: text });
          else if (error.field === 'password') setFieldErrors({ serverPassword: text });
          else setFormError(text);
        },
        onError: () => setFormError(intl.formatMessage({ id: 'login.error.network' })),
      },
    );
  };

  const emailError = fieldErrors.email ? intl.formatMessage({ id: fieldErrors.email }) : fieldErrors.serverEmail;
  const passwordError = fieldErrors.password ? intl.formatMessage({ id: fieldErrors.password }) : fieldErrors.serverPassword;

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
      <form className="login-card" noValidate onSubmit={submit}>
        <h1>
          <FormattedMessage id="login.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="login.subtitle" />
        </p>
        <label className="field">
          <span>
            <FormattedMessage id="login.account" />
          </span>
          <input
            type="email"
            name="email"
            autoComplete="username"
            data-testid="login-email"
            placeholder={intl.formatMessage({ id: 'login.accountPlaceholder' })}
            value={email}
            aria-invalid={Boolean(emailError)}
            aria-describedby={emailError ? 'login-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {emailError && (
            <span id="login-email-error" className="field-error" role="alert">
              {emailError}
            </span>
          )}
        </label>
        <label className="field">
          <span>
            <FormattedMessage id="login.password" />
          </span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            data-testid="login-password"
            placeholder={intl.formatMessage({ id: 'login.passwordPlaceholder' })}
            value={password}
            aria-invalid={Boolean(passwordError)}
            aria-describedby={passwordError ? 'login-password-error' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {passwordError && (
            <span id="login-password-error" className="field-error" role="alert">
              {passwordError}
            </span>
          )}
        </label>
        {formError && (
          <p className="form-error" role="alert" data-testid="login-error">
            {formError}
          </p>
        )}
        <button type="submit" className="button primary wide" data-testid="login-submit" disabled={inFlight}>
          <FormattedMessage id={inFlight ? 'login.submitting' : 'login.submit'} />
        </button>
        <div className="login-links">
          <Link className="link" to="/forgotPassword">
            <FormattedMessage id="login.forgot" />
          </Link>
          <Link className="link" to="/register">
            <FormattedMessage id="login.register" />
          </Link>
        </div>
      </form>
    </main>
  );
}
