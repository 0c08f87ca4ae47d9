import { Suspense, useState } from 'react';
import { graphql, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { BrowserRouter } from 'react-router-dom';
import type { AppQuery as AppQueryType } from './__generated__/AppQuery.graphql';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Loading } from './components/Loading';
import { restartRouteQueries } from './routing/routeQuery';
import { AppRoutes } from './routing/routes';
import { AppQueryContext } from './routing/viewer';

/** The one query every route needs: who is logged in (null when nobody is), and any maintenance window. */
export const AppQuery = graphql`
  query AppQuery {
    viewer {
      id
      ...Shell_viewer
    }
    ...MaintenanceNotice_query
  }
`;

/**
 * Owns the app query: preloaded before the first render, loaded again by "Try again", which
 * also starts the routes' queries again (a screen's failed query is loaded afresh).
 */
export function App({ initialQueryRef }: { initialQueryRef: PreloadedQuery<AppQueryType> }) {
  const [queryRef, loadAppQuery] = useQueryLoader<AppQueryType>(AppQuery, initialQueryRef);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    loadAppQuery({}, { fetchPolicy: 'network-only' });
    restartRouteQueries();
    setAttempt((n) => n + 1); // a new key resets the boundary
  };
  return (
    <ErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        {queryRef && (
          <AppQueryContext.Provider value={queryRef}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppQueryContext.Provider>
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
