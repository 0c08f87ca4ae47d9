import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import type { AppQuery as AppQueryType } from './__generated__/AppQuery.graphql';
import { App, AppQuery } from './App';
import { environment } from './relay/environment';

// Started as this chunk arrives; main.tsx asked its answer already when the page opened, and the network takes it.
const initialQueryRef = loadQuery<AppQueryType>(environment, AppQuery, {}, { fetchPolicy: 'store-or-network' });

/** The app with Relay: every route (main.tsx loads it, after a visitor's login page when that came first). */
export function RelayApp() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <App initialQueryRef={initialQueryRef} />
    </RelayEnvironmentProvider>
  );
}
