import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

export const STEPS = ['email', 'code', 'password', 'personal', 'setup'] as const;
export type Step = (typeof STEPS)[number] | 'done';
const STEP_LABELS: Record<(typeof STEPS)[number], MessageId> = {
  email: 'register.step.email',
  code: 'register.step.code',
  password: 'register.step.password',
  personal: 'register.step.personal',
  setup: 'register.step.setup',
};

/** Where the member is in the registration steps. */
export function RegisterProgress({ step }: { step: Step }) {
  const current = step === 'done' ? STEPS.length : STEPS.indexOf(step);
  return (
    <ol className="progress" data-testid="register-progress" data-step={step}>
      {STEPS.map((name, index) => (
        <li key={name} className={index < current ? 'done' : index === current ? 'current' : undefined} aria-current={index === current ? 'step' : undefined}>
          <span className="progress-dot">{index < current ? '✓' : index + 1}</span>
          <span className="progress-label">
            <FormattedMessage id={STEP_LABELS[name]} />
          </span>
        </li>
      ))}
    </ol>
  );
}
