import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { useFormErrors } from '../../../components/useFormErrors';
import { useSay } from '../../../i18n/errorText';
import { paths } from '../../../routing/paths';
import { accountError } from '../components/accountErrors';
import { useAccountCancelMutation } from './mutations/useAccountCancelMutation';

const RULES = {
  password: ({ password }: { password: string }) => (password ? undefined : ('login.error.passwordRequired' as const)),
};

/** Cancelling the account for good, after the password is confirmed in a dialog. */
export function CancelAccount() {
  const intl = useIntl();
  const say = useSay();
  const navigate = useNavigate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { formRef, errors, check, fail, clear } = useFormErrors({ password }, RULES);
  const [cancel, cancelling] = useAccountCancelMutation();

  const close = () => {
    setOpen(false);
    setPassword('');
    clear();
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (fail(check())) return;
    cancel(password, ({ error: refused }) => {
      if (refused) return fail({ password: accountError(refused, 'account.error.wrongPassword').error });
      void navigate(paths.login(), { replace: true });
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
        <Dialog role="alertdialog" labelledBy={titleId} onClose={close}>
          <form ref={formRef} noValidate onSubmit={confirm} data-testid="account-cancel-dialog">
            <h2 id={titleId}>
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
              error={say(errors.password)}
              onChange={setPassword}
            />
            <div className="dialog-actions">
              <button type="button" className="button ghost" data-testid="account-cancel-dismiss" onClick={close}>
                <FormattedMessage id="security.cancel.keep" />
              </button>
              <button
                type="submit"
                className="button danger"
                data-testid="account-cancel-confirm"
                disabled={cancelling}
              >
                <FormattedMessage id="security.cancel.confirm" />
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  );
}
