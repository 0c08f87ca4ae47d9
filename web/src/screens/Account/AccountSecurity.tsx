import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { accountOpsCancelMutation } from '../../__generated__/accountOpsCancelMutation.graphql';
import type { accountOpsPasswordChangeMutation } from '../../__generated__/accountOpsPasswordChangeMutation.graphql';
import { accountCancelMutation, passwordChangeMutation } from '../../account/accountOps';
import { resultError, useSay, type ErrorText } from '../../account/errors';
import { FormError, TextField } from '../../account/Fields';
import { validateConfirmation, validatePassword } from '../../account/validate';
import { resetSubscriptions } from '../../relay/environment';

type Errors = { current?: ErrorText; password?: ErrorText; confirmation?: ErrorText; form?: ErrorText };

/** /account?index=1: change password and cancel the account. */
export function AccountSecurity() {
  return (
    <section className="account-security" data-testid="screen-account">
      <h1>
        <FormattedMessage id="screen.account" />
      </h1>
      <ChangePassword />
      <CancelAccount />
    </section>
  );
}

function ChangePassword() {
  const intl = useIntl();
  const say = useSay();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [changed, setChanged] = useState(false);
  const [commit, saving] = useMutation<accountOpsPasswordChangeMutation>(passwordChangeMutation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    const next: Errors = {};
    if (!current) next.current = { id: 'login.error.passwordRequired' };
    const passwordError = validatePassword(password);
    if (passwordError) next.password = { id: passwordError };
    const confirmationError = validateConfirmation(password, confirmation);
    if (confirmationError) next.confirmation = { id: confirmationError };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    commit({
      variables: { input: { currentPassword: current, password } },
      onCompleted: ({ passwordChange: result }) => {
        const failure = resultError(result, 'account.error.wrongPassword');
        if (!failure) {
          setChanged(true);
          setCurrent('');
          setPassword('');
          setConfirmation('');
          return;
        }
        if (result.__typename === 'InvalidCredentialsError' || failure.field === 'currentPassword') setErrors({ current: failure.error });
        else if (failure.field === 'password') setErrors({ password: failure.error });
        else setErrors({ form: failure.error });
      },
      onError: () => setErrors({ form: { id: 'login.error.network' } }),
    });
  };

  return (
    <form className="panel" noValidate onSubmit={submit} data-testid="account-password-form">
      <h2>
        <FormattedMessage id="security.changePassword" />
      </h2>
      <TextField
        testId="account-current-password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'security.currentPassword' })}
        value={current}
        error={say(errors.current)}
        onChange={setCurrent}
      />
      <TextField
        testId="account-new-password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.password.new' })}
        placeholder={intl.formatMessage({ id: 'account.password.hint' })}
        value={password}
        error={say(errors.password)}
        onChange={setPassword}
      />
      <TextField
        testId="account-new-password-confirm"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.password.confirm' })}
        value={confirmation}
        error={say(errors.confirmation)}
        onChange={setConfirmation}
      />
      <FormError testId="account-password-error">{say(errors.form)}</FormError>
      {changed && (
        <p className="form-success" role="status" data-testid="account-password-changed">
          <FormattedMessage id="security.passwordChanged" />
        </p>
      )}
      <button type="submit" className="button primary" data-testid="account-change-password" disabled={saving}>
        <FormattedMessage id="security.changePassword" />
      </button>
    </form>
  );
}

function CancelAccount() {
  const intl = useIntl();
  const say = useSay();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ErrorText>();
  const [commit, cancelling] = useMutation<accountOpsCancelMutation>(accountCancelMutation);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError({ id: 'login.error.passwordRequired' });
      return;
    }
    commit({
      variables: { input: { password } },
      updater: (store) => {
        if (store.getRootField('accountCancel')?.getValue('__typename') === 'AccountCancelPayload') store.getRoot().setValue(null, 'viewer');
      },
      onCompleted: ({ accountCancel: result }) => {
        const failure = resultError(result, 'account.error.wrongPassword');
        if (failure) {
          setError(failure.error);
          return;
        }
        resetSubscriptions();
        navigate('/login', { replace: true });
      },
      onError: () => setError({ id: 'login.error.network' }),
    });
  };

  return (
    <section className="panel danger-zone">
      <h2>
        <FormattedMessage id="security.cancel.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="security.cancel.body" />
      </p>
      <button type="button" className="button danger" data-testid="account-cancel-open" onClick={() => setOpen(true)}>
        <FormattedMessage id="security.cancel.button" />
      </button>
      {open && (
        <div className="dialog-backdrop">
          <form className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="cancel-title" noValidate onSubmit={confirm} data-testid="account-cancel-dialog">
            <h2 id="cancel-title">
              <FormattedMessage id="security.cancel.confirmTitle" />
            </h2>
            <p>
              <FormattedMessage id="security.cancel.confirmBody" />
            </p>
            <TextField
              testId="account-cancel-password"
              type="password"
              autoComplete="current-password"
              label={intl.formatMessage({ id: 'login.password' })}
              value={password}
              error={say(error)}
              onChange={setPassword}
              autoFocus
            />
            <div className="dialog-actions">
              <button type="button" className="button ghost" data-testid="account-cancel-dismiss" onClick={close}>
                <FormattedMessage id="security.cancel.keep" />
              </button>
              <button type="submit" className="button danger" data-testid="account-cancel-confirm" disabled={cancelling}>
                <FormattedMessage id="security.cancel.confirm" />
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
