import { FormattedMessage } from 'react-intl';

/** The registration steps' back / skip / save-and-continue. */
export function StepButtons({
  prefix,
  busy,
  onBack,
  onSkip,
}: {
  prefix: string;
  busy: boolean;
  onBack?: () => void;
  onSkip(): void;
}) {
  return (
    <div className="step-actions">
      {onBack && (
        <button type="button" className="button ghost" data-testid={`register-${prefix}-back`} onClick={onBack}>
          <FormattedMessage id="account.back" />
        </button>
      )}
      <button type="button" className="button ghost" data-testid={`register-${prefix}-skip`} onClick={onSkip}>
        <FormattedMessage id="account.skip" />
      </button>
      <button type="submit" className="button primary" data-testid={`register-${prefix}-save`} disabled={busy}>
        <FormattedMessage id={busy ? 'account.saving' : 'account.saveContinue'} />
      </button>
    </div>
  );
}
