import { useIntl } from 'react-intl';

const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The search's countdown as a ring emptying around the seconds left. A timer for assistive technology (its label
 * says the seconds; timers are not read out at each change, the panel's live region says what matters).
 */
export function CountdownRing({ left, total }: { left: number; total: number }) {
  const intl = useIntl();
  const share = total > 0 ? Math.min(1, left / total) : 0;
  const label = intl.formatMessage({ id: 'match.searching.seconds' }, { seconds: left });
  return (
    <div className="match-ring" role="timer" aria-label={label} data-testid="match-countdown" data-seconds={left}>
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="match-ring-track" cx="50" cy="50" r={RADIUS} />
        <circle
          className="match-ring-left"
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        />
      </svg>
      <span className="match-ring-seconds" aria-hidden="true">
        {intl.formatNumber(left)}
      </span>
    </div>
  );
}
