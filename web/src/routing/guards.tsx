import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Spec §2: the login screen answers on /login and /oldLogin; /market is the landing page. */
export const LOGIN_PATHS = ['/login', '/oldLogin'];
/** Public pages a logged-in member should not be sent back to after logging in. */
const VISITOR_PATHS = [...LOGIN_PATHS, '/market', '/register', '/forgotPassword'];
export const HOME_PATH = '/onlineDating';

interface GuardState {
  from?: string;
}

/** Where a member goes once logged in: back to the guarded page they asked for, else home. */
export function afterLoginPath(state: unknown): string {
  const from = (state as GuardState | null)?.from;
  if (!from || VISITOR_PATHS.some((path) => from.startsWith(path))) return HOME_PATH;
  return from;
}

/** The access guard: without a viewer only the public routes are reachable. */
export function RequireViewer({ loggedIn }: { loggedIn: boolean }) {
  const location = useLocation();
  if (loggedIn) return <Outlet />;
  const state: GuardState = { from: `${location.pathname}${location.search}` };
  return <Navigate to="/login" replace state={state} />;
}

/** The login screens are for visitors: a member who is already in is sent on. */
export function VisitorOnly({ loggedIn }: { loggedIn: boolean }) {
  const location = useLocation();
  if (loggedIn) return <Navigate to={afterLoginPath(location.state)} replace />;
  return <Outlet />;
}
