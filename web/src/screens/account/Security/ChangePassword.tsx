import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { useFormErrors, type FieldRules } from '../../../components/useFormErrors';
import { useSay } from '../../../i18n/errorText';
import { accountError } from '../components/accountErrors';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { NEW_PASSWORD_RULES } from '../components/validateAccount';
import { usePasswordChangeMutation } from './mutations/usePasswordChangeMutation';

type Field = 'current' | 'password' | 'confirmation';
const RULES: FieldRules<Field, Record<Field, string>> = {
  current: ({ current }) => (current ? undefined : 'login.error.passwordRequired'),
  ...NEW_PASSWORD_RULES,
};

/** Changing the password: the current one, then the new one twice. The other sessions end. */
export function ChangePassword() {
  const intl = useIntl();
  const say = useSay();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { formRef, errors, check, fail } = useFormErrors({ current, password, confirmation }, RULES);
  const [changed, setChanged] = useState(false);
  const [commit, saving] = usePasswordChangeMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    if (fail(check())) return;
    commit({
      variables: { input: { currentPassword: current, password } },
      onResult: ({ error }) => {
        if (!error) {
          setChanged(true);
          setCurrent('');
          setPassword('');
          setConfirmation('');
          return;
        }
        const failure = accountError(error, 'account.error.wrongPassword');
        if (error.type === 'InvalidCredentialsError' || failure.field === 'currentPassword')
          fail({ current: failure.error });
        else if (failure.field === 'password') fail({ password: failure.error });
        else fail({ form: failure.error });
      },
    });
  };

  return (
    <form ref={formRef} className="panel" noValidate onSubmit={submit} data-testid="account-password-form">
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
      <NewPasswordFields
        testId="account-new-password"
        password={password}
        setPassword={setPassword}
        confirmation={confirmation}
        setConfirmation={setConfirmation}
        errors={{ password: say(errors.password), confirmation: say(errors.confirmation) }}
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
