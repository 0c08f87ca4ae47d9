import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../routing/paths';
import { comeBack } from './comeBack';

/**
 * The day's matches are used: when starting works again, in the member's own time (the server's next UTC midnight
 * is tomorrow for most, later today west of Greenwich), and for members without SVIP the way to match without a
 * daily limit. `compact` under a partner's card: the line only.
 */
export function MatchExhausted({
  nextAttemptsAt,
  unlimited,
  compact = false,
}: {
  nextAttemptsAt: string | null | undefined;
  unlimited: boolean;
  compact?: boolean;
}) {
  const intl = useIntl();
  const parsed = nextAttemptsAt ? new Date(nextAttemptsAt) : null;
  const next = parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
  const wording = next ? comeBack(next, new Date()) : null;
  const when =
    next === null ? null : wording === 'atMidnight' ? (
      <FormattedMessage id="match.exhausted.atMidnight" />
    ) : (
      <FormattedMessage
        id={wording === 'today' ? 'match.exhausted.today' : 'match.exhausted.tomorrow'}
        values={{ time: intl.formatTime(next, { timeStyle: 'short' }) }}
      />
    );
  const svip = !unlimited && (
    <p className="match-svip" data-testid="match-exhausted-svip">
      <FormattedMessage id="match.exhausted.svip" />{' '}
      <Link className="link" to={paths.membership()} data-testid="match-svip-link">
        <FormattedMessage id="match.exhausted.svipLink" />
      </Link>
    </p>
  );
  if (compact)
    return (
      <div className="match-exhausted-note" data-testid="match-exhausted">
        <p className="match-exhausted-title">
          <FormattedMessage id="match.exhausted.title" />
        </p>
        {when && <p data-testid="match-next-attempts">{when}</p>}
        {svip}
      </div>
    );
  return (
    <div className="match-state" data-testid="match-exhausted">
      <div className="match-state-text">
        <h3 tabIndex={-1} data-autofocus>
          <FormattedMessage id="match.exhausted.title" />
        </h3>
        {when && <p data-testid="match-next-attempts">{when}</p>}
        {svip}
      </div>
    </div>
  );
}
