import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VerificationPurpose } from '../../../__generated__/useVerificationCodeSendMutation.graphql';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { useFormErrors } from '../../../components/useFormErrors';
import { useSay } from '../../../i18n/errorText';
import { useSendCode } from './useSendCode';
import { validateEmail } from './validateAccount';

const RULES = { email: ({ email }: { email: string }) => validateEmail(email) };

/** Step (a): the e-mail address and "Get code". */
export function EmailStep(props: {
  prefix: 'register' | 'forgot';
  purpose: VerificationPurpose;
  email: string;
  setEmail(value: string): void;
  onSent(resendAfterSeconds: number): void;
}) {
  const { prefix, purpose, email, setEmail, onSent } = props;
  const intl = useIntl();
  const say = useSay();
  const { formRef, errors, check, fail } = useFormErrors({ email }, RULES);
  const [send, sending] = useSendCode(purpose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fail(check())) return;
    send(email, onSent, (failure) => fail({ [failure.field === 'email' ? 'email' : 'form']: failure.error }));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} data-testid={`${prefix}-email-form`}>
      <TextField
        testId={`${prefix}-email`}
        type="email"
        name="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'login.account' })}
        placeholder={intl.formatMessage({ id: 'login.accountPlaceholder' })}
        value={email}
        error={say(errors.email)}
        onChange={setEmail}
      />
      <FormError testId={`${prefix}-error`}>{say(errors.form)}</FormError>
      <button type="submit" className="button primary wide" data-testid={`${prefix}-send-code`} disabled={sending}>
        <FormattedMessage id={sending ? 'account.code.sending' : 'account.code.get'} />
      </button>
    </form>
  );
}
