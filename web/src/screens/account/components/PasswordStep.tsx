import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { useFormErrors, type FieldRules } from '../../../components/useFormErrors';
import { useSay } from '../../../i18n/errorText';
import { NICKNAME_MAX, validateNickname } from '../../profile/components/validateProfile';
import type { FieldError } from './accountErrors';
import { NewPasswordFields } from './NewPasswordFields';
import { NEW_PASSWORD_RULES } from './validateAccount';

type Field = 'nickname' | 'password' | 'confirmation';
type Values = Record<Field, string>;

const PASSWORD_RULES: FieldRules<Field, Values> = NEW_PASSWORD_RULES;
const RULES: FieldRules<Field, Values> = {
  nickname: ({ nickname }) => validateNickname(nickname),
  ...NEW_PASSWORD_RULES,
};

/**
 * Step (c): a password and its confirmation (spec §5: 8 to 128 characters, both equal); in
 * registration first the nickname others will see, so nobody is ever shown by a part of their
 * address.
 */
export function PasswordStep(props: {
  prefix: 'register' | 'forgot';
  /** Registration only: the nickname (1 to 32 characters), asked for with the password. */
  nickname?: { value: string; set(value: string): void };
  password: string;
  setPassword(value: string): void;
  confirmation: string;
  setConfirmation(value: string): void;
  submitting: boolean;
  submitLabel: 'account.password.create' | 'forgot.submit';
  onBack(): void;
  /** Sends the form; `refused` shows the server's refusal at its field, else on the form's line. */
  onSubmit(refused: (failure: FieldError) => void): void;
}) {
  const {
    prefix,
    nickname,
    password,
    setPassword,
    confirmation,
    setConfirmation,
    submitting,
    submitLabel,
    onBack,
    onSubmit,
  } = props;
  const intl = useIntl();
  const say = useSay();
  const { formRef, errors, check, fail } = useFormErrors<Field, Values>(
    { nickname: nickname?.value ?? '', password, confirmation },
    nickname ? RULES : PASSWORD_RULES,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fail(check())) return;
    onSubmit(({ field, error }) => fail({ [field === 'nickname' || field === 'password' ? field : 'form']: error }));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} data-testid={`${prefix}-password-form`}>
      {nickname && (
        <TextField
          testId={`${prefix}-account-nickname`}
          name="nickname"
          autoComplete="nickname"
          label={intl.formatMessage({ id: 'profile.nickname' })}
          hint={intl.formatMessage({ id: 'account.nickname.hint' }, { max: NICKNAME_MAX })}
          value={nickname.value}
          error={say(errors.nickname)}
          onChange={nickname.set}
        />
      )}
      <NewPasswordFields
        testId={`${prefix}-password`}
        password={password}
        setPassword={setPassword}
        confirmation={confirmation}
        setConfirmation={setConfirmation}
        errors={{ password: say(errors.password), confirmation: say(errors.confirmation) }}
      />
      <FormError testId={`${prefix}-error`}>{say(errors.form)}</FormError>
      <div className="step-actions">
        <button type="button" className="button ghost" data-testid={`${prefix}-back`} onClick={onBack}>
          <FormattedMessage id="account.back" />
        </button>
        <button
          type="submit"
          className="button primary"
          data-testid={`${prefix}-submit-password`}
          disabled={submitting}
        >
          <FormattedMessage id={submitLabel} />
        </button>
      </div>
    </form>
  );
}
