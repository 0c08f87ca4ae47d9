import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation } from 'react-relay';
import type { accountOpsCodeCheckMutation } from '../__generated__/accountOpsCodeCheckMutation.graphql';
import type { accountOpsCodeSendMutation, VerificationPurpose } from '../__generated__/accountOpsCodeSendMutation.graphql';
import { codeCheckMutation, codeSendMutation } from './accountOps';
import { resultError, useSay, type ErrorText } from './errors';
import { FormError, TextField } from './Fields';
import { validateCode, validateConfirmation, validateEmail, validatePassword } from './validate';

type Prefix = 'register' | 'forgot';

/** Asks for a code by e-mail; the answer says when another may be asked for. */
function useSendCode(purpose: VerificationPurpose) {
  const [commit, inFlight] = useMutation<accountOpsCodeSendMutation>(codeSendMutation);
  const send = (email: string, onSent: (seconds: number) => void, onError: (field: string | undefined, error: ErrorText) => void) =>
    commit({
      variables: { input: { email: email.trim(), purpose } },
      onCompleted: ({ verificationCodeSend: result }) => {
        if (result.__typename === 'VerificationCodeSendPayload') onSent(result.resendAfterSeconds ?? 60);
        else {
          const failure = resultError(result);
          if (failure) onError(failure.field, failure.error);
        }
      },
      onError: () => onError(undefined, { id: 'login.error.network' }),
    });
  return [send, inFlight] as const;
}

/** Step (a): the e-mail address and "Get code". */
export function EmailStep(props: {
  prefix: Prefix;
  purpose: VerificationPurpose;
  email: string;
  setEmail(value: string): void;
  onSent(resendAfterSeconds: number): void;
}) {
  const { prefix, purpose, email, setEmail, onSent } = props;
  const intl = useIntl();
  const say = useSay();
  const [error, setError] = useState<ErrorText>();
  const [formError, setFormError] = useState<ErrorText>();
  const [send, sending] = useSendCode(purpose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid && { id: invalid });
    setFormError(undefined);
    if (invalid) return;
    send(email, onSent, (field, failure) => (field === 'email' ? setError(failure) : setFormError(failure)));
  };

  return (
    <form noValidate onSubmit={submit} data-testid={`${prefix}-email-form`}>
      <TextField
        testId={`${prefix}-email`}
        type="email"
        name="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'login.account' })}
        placeholder={intl.formatMessage({ id: 'login.accountPlaceholder' })}
        value={email}
        error={say(error)}
        onChange={setEmail}
      />
      <FormError testId={`${prefix}-error`}>{say(formError)}</FormError>
      <button type="submit" className="button primary wide" data-testid={`${prefix}-send-code`} disabled={sending}>
        <FormattedMessage id={sending ? 'account.code.sending' : 'account.code.get'} />
      </button>
    </form>
  );
}

function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Step (b): the 6-digit code, a resend countdown, and in development the mailbox hint. */
export function CodeStep(props: {
  prefix: Prefix;
  purpose: VerificationPurpose;
  email: string;
  code: string;
  setCode(value: string): void;
  resendUntil: number;
  onResent(resendAfterSeconds: number): void;
  onBack(): void;
  onVerified(): void;
  mailboxUrl?: string | null;
}) {
  const { prefix, purpose, email, code, setCode, resendUntil, onResent, onBack, onVerified, mailboxUrl } = props;
  const intl = useIntl();
  const say = useSay();
  const [error, setError] = useState<ErrorText>();
  const [formError, setFormError] = useState<ErrorText>();
  const [send, sending] = useSendCode(purpose);
  const [check, checking] = useMutation<accountOpsCodeCheckMutation>(codeCheckMutation);
  const secondsLeft = useSecondsLeft(resendUntil);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCode(code);
    setError(invalid && { id: invalid });
    setFormError(undefined);
    if (invalid) return;
    check({
      variables: { input: { email: email.trim(), code: code.trim(), purpose } },
      onCompleted: ({ verificationCodeCheck: result }) => {
        const failure = resultError(result);
        if (!failure) onVerified();
        else if (failure.field === 'code') setError(failure.error);
        else setFormError(failure.error);
      },
      onError: () => setFormError({ id: 'login.error.network' }),
    });
  };

  const resend = () => {
    setFormError(undefined);
    send(email, onResent, (_field, failure) => setFormError(failure));
  };

  return (
    <form noValidate onSubmit={submit} data-testid={`${prefix}-code-form`}>
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
        error={say(error)}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
      />
      <div className="resend-row">
        <button type="button" className="button ghost" data-testid={`${prefix}-resend`} disabled={secondsLeft > 0 || sending} onClick={resend}>
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
      <FormError testId={`${prefix}-error`}>{say(formError)}</FormError>
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

/** Step (c): a password and its confirmation (spec §5: 8 to 128 characters, both equal). */
export function PasswordStep(props: {
  prefix: Prefix;
  password: string;
  setPassword(value: string): void;
  confirmation: string;
  setConfirmation(value: string): void;
  submitting: boolean;
  serverError?: { field?: string; error: ErrorText };
  submitLabel: 'account.password.create' | 'forgot.submit';
  onBack(): void;
  onSubmit(): void;
}) {
  const { prefix, password, setPassword, confirmation, setConfirmation, submitting, serverError, submitLabel, onBack, onSubmit } = props;
  const intl = useIntl();
  const say = useSay();
  const [errors, setErrors] = useState<{ password?: ErrorText; confirmation?: ErrorText }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const passwordError = validatePassword(password);
    const confirmationError = validateConfirmation(password, confirmation);
    setErrors({ password: passwordError && { id: passwordError }, confirmation: confirmationError && { id: confirmationError } });
    if (passwordError || confirmationError) return;
    onSubmit();
  };

  const passwordError = errors.password ?? (serverError?.field === 'password' ? serverError.error : undefined);
  const formError = serverError && serverError.field !== 'password' ? serverError.error : undefined;
  return (
    <form noValidate onSubmit={submit} data-testid={`${prefix}-password-form`}>
      <TextField
        testId={`${prefix}-password`}
        type="password"
        name="new-password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.password.new' })}
        placeholder={intl.formatMessage({ id: 'account.password.hint' })}
        value={password}
        error={say(passwordError)}
        onChange={setPassword}
      />
      <TextField
        testId={`${prefix}-password-confirm`}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.password.confirm' })}
        value={confirmation}
        error={say(errors.confirmation)}
        onChange={setConfirmation}
      />
      <FormError testId={`${prefix}-error`}>{say(formError)}</FormError>
      <div className="step-actions">
        <button type="button" className="button ghost" data-testid={`${prefix}-back`} onClick={onBack}>
          <FormattedMessage id="account.back" />
        </button>
        <button type="submit" className="button primary" data-testid={`${prefix}-submit-password`} disabled={submitting}>
          <FormattedMessage id={submitLabel} />
        </button>
      </div>
    </form>
  );
}
