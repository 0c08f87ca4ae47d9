import { useIntl } from 'react-intl';
import { TextField } from '../../../components/TextField';

/**
 * A new password and its confirmation (spec §5), as registration, the reset and the password
 * change ask for them: `<testId>` and `<testId>-confirm`; the rules are NEW_PASSWORD_RULES.
 */
export function NewPasswordFields(props: {
  testId: string;
  password: string;
  setPassword(value: string): void;
  confirmation: string;
  setConfirmation(value: string): void;
  errors: { password?: string; confirmation?: string };
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        testId={props.testId}
        type="password"
        name="new-password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.password.new' })}
        placeholder={intl.formatMessage({ id: 'account.password.hint' })}
        value={props.password}
        error={props.errors.password}
        onChange={props.setPassword}
      />
      <TextField
        testId={`${props.testId}-confirm`}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.password.confirm' })}
        value={props.confirmation}
        error={props.errors.confirmation}
        onChange={props.setConfirmation}
      />
    </>
  );
}
