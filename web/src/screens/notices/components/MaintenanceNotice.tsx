import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MaintenanceNotice_query$key } from '../../../__generated__/MaintenanceNotice_query.graphql';
import { maintenancePhase, untilPhaseChanges } from './maintenance';

/** setTimeout's longest wait (about 24 days); a later change is looked at again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;
const DISMISSED_KEY = 'across.maintenance.dismissed';
const BROWSING_KEY = 'across.maintenance.browsing';

const remembered = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const remember = (key: string, value: string) => {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // a browser that keeps nothing asks again on the next page load
  }
};

/**
 * The maintenance window, in the shell around the screens (the app query's `maintenance`, kept current by
 * MaintenanceChangedEvent). Before it: a banner with the window in the member's local time, which they may hide (for
 * this window). Within it: the maintenance page, saying until when; reads still work, so "look around meanwhile" shows
 * the screens under a line that stays. When it ends, with the page open: that it is over, and the way back.
 */
export function MaintenanceNotice({ query, children }: { query: MaintenanceNotice_query$key; children: ReactNode }) {
  const { maintenance } = useFragment(
    graphql`
      fragment MaintenanceNotice_query on Query {
        maintenance {
          message
          startsAt
          endsAt
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const wait = untilPhaseChanges(maintenance, now);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 50, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [wait]);
  // A window set or moved live is judged by the clock at once.
  const windowKey = maintenance ? `${maintenance.startsAt}/${maintenance.endsAt}` : '';
  const [judged, setJudged] = useState(windowKey);
  if (judged !== windowKey) {
    setJudged(windowKey);
    setNow(Date.now());
  }
  const phase = maintenancePhase(maintenance, now);
  const [dismissed, setDismissed] = useState(() => remembered(DISMISSED_KEY));
  const [browsing, setBrowsing] = useState(() => remembered(BROWSING_KEY));
  const [over, setOver] = useState(false);
  const pageShown = useRef(false);
  const showPage = phase === 'active' && browsing !== windowKey;
  useEffect(() => {
    if (showPage) pageShown.current = true;
    else if (phase === 'none' && pageShown.current) {
      pageShown.current = false;
      setOver(true);
    }
  }, [showPage, phase]);

  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  if (over)
    return (
      <section className="card maintenance-page" role="status" data-testid="maintenance-over">
        <p>
          <FormattedMessage id="notices.maintenance.over" />
        </p>
        <button type="button" className="button primary" data-testid="maintenance-back" onClick={() => setOver(false)}>
          <FormattedMessage id="notices.maintenance.back" />
        </button>
      </section>
    );
  if (showPage && maintenance)
    return (
      <section className="card maintenance-page" aria-labelledby="maintenance-title" data-testid="maintenance-page">
        <h1 id="maintenance-title">
          <FormattedMessage id="notices.maintenance.title" />
        </h1>
        <p className="maintenance-message">{maintenance.message}</p>
        <p data-testid="maintenance-until">
          <FormattedMessage id="notices.maintenance.until" values={{ end: time(maintenance.endsAt) }} />
        </p>
        <button
          type="button"
          className="button ghost"
          data-testid="maintenance-browse"
          onClick={() => {
            remember(BROWSING_KEY, windowKey);
            setBrowsing(windowKey);
          }}
        >
          <FormattedMessage id="notices.maintenance.browse" />
        </button>
      </section>
    );
  return (
    <>
      {phase === 'active' && maintenance && (
        <p className="maintenance-banner" role="status" data-testid="maintenance-active">
          <FormattedMessage id="notices.maintenance.active" values={{ end: time(maintenance.endsAt) }} />
        </p>
      )}
      {phase === 'upcoming' && maintenance && dismissed !== windowKey && (
        <div className="maintenance-banner" role="status" data-testid="maintenance-banner">
          <p>
            <strong>
              <FormattedMessage
                id="notices.maintenance.upcoming"
                values={{ start: time(maintenance.startsAt), end: time(maintenance.endsAt) }}
              />
            </strong>{' '}
            {maintenance.message}
          </p>
          <button
            type="button"
            className="button ghost"
            data-testid="maintenance-dismiss"
            onClick={() => {
              remember(DISMISSED_KEY, windowKey);
              setDismissed(windowKey);
            }}
          >
            <FormattedMessage id="notices.maintenance.dismiss" />
          </button>
        </div>
      )}
      {children}
    </>
  );
}
