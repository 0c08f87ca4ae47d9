import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { afterLoginPath, type GuardState } from './afterLogin';
import { paths, patterns } from './paths';
import { memberBeforeHere } from './returningVisitor';
import { LandingScreen } from './screens';
import { useViewer } from './viewer';

/** The access guard: without a viewer only the public routes are reachable. */
export function RequireViewer() {
  const location = useLocation();
  if (useViewer()) return <Outlet />;
  // "/" is the first screen: the landing page for a visitor who never logged in on this browser, the login for one who
  // did.
  if (location.pathname === patterns.root && !memberBeforeHere()) return <LandingScreen />;
  const state: GuardState = { from: `${location.pathname}${location.search}` };
  return <Navigate to={paths.login()} replace state={state} />;
}

/** The login screens are for visitors: a member who is already in is sent on. */
export function VisitorOnly() {
  const location = useLocation();
  if (useViewer()) return <Navigate to={afterLoginPath(location.state)} replace />;
  return <Outlet />;
}
