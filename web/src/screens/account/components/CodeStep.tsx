import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CodeStep_query$key } from '../../../__generated__/CodeStep_query.graphql';
import type { VerificationPurpose } from '../../../__generated__/useVerificationCodeSendMutation.graphql';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { useFormErrors } from '../../../components/useFormErrors';
import { useSay } from '../../../i18n/errorText';
import { accountError } from './accountErrors';
import { useVerificationCodeCheckMutation } from './mutations/useVerificationCodeCheckMutation';
import { useSecondsLeft } from './useSecondsLeft';
import { useSendCode } from './useSendCode';
import { validateCode } from './validateAccount';

const RULES = { code: ({ code }: { code: string }) => validateCode(code) };

/** Step (b): the 6-digit code, a resend countdown, and in development the mailbox hint. */
export function CodeStep(props: {
  prefix: 'register' | 'forgot';
  purpose: VerificationPurpose;
  email: string;
  code: string;
  setCode(value: string): void;
  resendUntil: number;
  onResent(resendAfterSeconds: number): void;
  onBack(): void;
  onVerified(): void;
  /** The route query, for the development mailbox's address. */
  query: CodeStep_query$key;
}) {
  const { prefix, purpose, email, code, setCode, resendUntil, onResent, onBack, onVerified } = props;
  const { developmentMailboxUrl: mailboxUrl } = useFragment(
    graphql`
      fragment CodeStep_query on Query {
        developmentMailboxUrl
      }
    `,
    props.query,
  );
  const intl = useIntl();
  const say = useSay();
  const { formRef, errors, check, fail, set } = useFormErrors({ code }, RULES);
  const [send, sending] = useSendCode(purpose);
  const [checkCode, checking] = useVerificationCodeCheckMutation();
  const secondsLeft = useSecondsLeft(resendUntil);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fail(check())) return;
    checkCode({
      variables: { input: { email: email.trim(), code: code.trim(), purpose } },
      onResult: ({ error: refused }) => {
        if (!refused) return onVerified();
        const failure = accountError(refused);
        fail({ [failure.field === 'code' ? 'code' : 'form']: failure.error });
      },
    });
  };

  const resend = () => {
    set('form', undefined);
    send(email, onResent, (failure) => fail({ form: failure.error }));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} data-testid={`${prefix}-code-form`}>
      <p className="muted" data-testid={`${prefix}-code-sent`}>
        <FormattedMessage id="account.code.sent" values={{ email: <strong>{email.trim()}</strong> }} />
      </p>
      <TextField
        testId={`${prefix}-code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={intl.formatMessage({ id: 'account.code.label' })}
        placeholder="123456"
        value={code}
        error={say(errors.code)}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
      />
      <div className="resend-row">
        <button
          type="button"
          className="button ghost"
          data-testid={`${prefix}-resend`}
          disabled={secondsLeft > 0 || sending}
          onClick={resend}
        >
          {secondsLeft > 0 ? (
            <span data-testid={`${prefix}-countdown`}>
              <FormattedMessage id="account.code.resendIn" values={{ seconds: secondsLeft }} />
            </span>
          ) : (
            <FormattedMessage id="account.code.resend" />
          )}
        </button>
      </div>
      {mailboxUrl && (
        <p className="dev-hint" data-testid={`${prefix}-dev-mailbox`}>
          <a className="link" href={mailboxUrl} target="_blank" rel="noreferrer">
            <FormattedMessage id="account.code.devMailbox" />
          </a>
        </p>
      )}
      <FormError testId={`${prefix}-error`}>{say(errors.form)}</FormError>
      <div className="step-actions">
        <button type="button" className="button ghost" data-testid={`${prefix}-back`} onClick={onBack}>
          <FormattedMessage id="account.back" />
        </button>
        <button type="submit" className="button primary" data-testid={`${prefix}-check-code`} disabled={checking}>
          <FormattedMessage id="account.next" />
        </button>
      </div>
    </form>
  );
}
