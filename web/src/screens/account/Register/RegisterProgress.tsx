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

/**
 * Where the member is in the registration steps: each one behind done (✓) or skipped (–), the current one, those to
 * come.
 */
export function RegisterProgress({ step, skipped }: { step: Step; skipped: ReadonlySet<Step> }) {
  const current = step === 'done' ? STEPS.length : STEPS.indexOf(step);
  return (
    <ol className="progress" data-testid="register-progress" data-step={step}>
      {STEPS.map((name, index) => {
        const state =
          index === current ? 'current' : index > current ? undefined : skipped.has(name) ? 'skipped' : 'done';
        return (
          <li
            key={name}
            className={state}
            data-state={state ?? 'next'}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="progress-dot" aria-hidden={state === 'done' || state === 'skipped' || undefined}>
              {state === 'done' ? '✓' : state === 'skipped' ? '–' : index + 1}
            </span>
            <span className="progress-label">
              <FormattedMessage id={STEP_LABELS[name]} />
              {(state === 'done' || state === 'skipped') && (
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage id={state === 'done' ? 'register.step.isDone' : 'register.step.isSkipped'} />
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
