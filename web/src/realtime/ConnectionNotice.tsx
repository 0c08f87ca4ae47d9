import { FormattedMessage } from 'react-intl';
import { retryConnection } from './connection';
import { useConnectionState } from './useLiveSubscription';

/** Tells the member when live updates are interrupted, instead of letting the page go quietly stale. */
export function ConnectionNotice() {
  const state = useConnectionState();
  if (state === 'connected') return null;
  return (
    <div className="connection-notice" role="status" data-testid="connection-notice" data-state={state}>
      {state === 'reconnecting' ? (
        <FormattedMessage id="connection.reconnecting" />
      ) : (
        <>
          <FormattedMessage id="connection.offline" />{' '}
          <button type="button" className="button-link" onClick={retryConnection} data-testid="connection-retry">
            <FormattedMessage id="connection.retry" />
          </button>
        </>
      )}
    </div>
  );
}
