import { Suspense, useContext, useEffect, useState } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppQueryNode, { type AppQuery } from '../__generated__/AppQuery.graphql';
import { onSessionEnded } from '../realtime/connection';
import { SessionEndedDialog } from '../session/SessionEndedDialog';
import { type SessionEnd, sessionEnd } from '../session/sessionEnd';
import { LOGIN_PATHS, paths } from './paths';
import { rememberMemberHere } from './returningVisitor';
import { LiveEventsWatcher } from './screens';
import { ScrollToTop } from './ScrollToTop';
import { AppDataContext, AppQueryContext, ViewerContext } from './viewer';

/** The root route: who is logged in (the guards read it), live events, the session-ended dialog. */
export function Root() {
  const queryRef = useContext(AppQueryContext);
  if (!queryRef) throw new Error('Root outside App');
  const data = usePreloadedQuery<AppQuery>(AppQueryNode, queryRef);
  const { viewer } = data;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [ended, setEnded] = useState<SessionEnd | null>(null);

  // The server closed the socket because this session ended; the environment has already
  // forgotten the viewer (the guard moves to /login behind the dialog). Say why when it
  // was another login, or a moderator's suspension (until when) or ban.
  useEffect(() => onSessionEnded((reason) => setEnded(sessionEnd(reason))), []);
  useEffect(() => {
    if (viewer) rememberMemberHere();
  }, [viewer]);
  // The route on screen, set once a navigation's transition has committed (the old screen stays until then): what a
  // browser test that navigates inside the app waits for.
  useEffect(() => {
    document.documentElement.dataset.route = pathname + search;
  }, [pathname, search]);

  const acknowledgeEnded = () => {
    setEnded(null);
    if (!LOGIN_PATHS.includes(pathname)) void navigate(paths.login(), { replace: true });
  };

  return (
    <AppDataContext.Provider value={data}>
      <ViewerContext.Provider value={viewer}>
        <ScrollToTop />
        {/* Listens for the member's live events, shows nothing while its chunk downloads. */}
        {viewer && (
          <Suspense fallback={null}>
            <LiveEventsWatcher />
          </Suspense>
        )}
        <Outlet />
        {ended && <SessionEndedDialog ended={ended} onOk={acknowledgeEnded} />}
      </ViewerContext.Provider>
    </AppDataContext.Provider>
  );
}
