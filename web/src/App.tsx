import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import type { AppQuery as AppQueryType } from './__generated__/AppQuery.graphql';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Loading } from './components/Loading';
import { ComingSoon } from './screens/ComingSoon/ComingSoon';
import { LoginScreen } from './screens/Login/LoginScreen';
import { PaySuccessScreen } from './screens/PaySuccess/PaySuccessScreen';
import { Shell } from './screens/Shell/Shell';

const AppQuery = graphql`
  query AppQuery {
    viewer {
      id
      ...Shell_viewer
    }
  }
`;

/** Spec §2: each route inside the main shell, with the screen it shows until that screen is built. */
const SHELL_ROUTES = [
  ['/', 'onlineDating'],
  ['/onlineDating', 'onlineDating'],
  ['/myInfo', 'myInfo'],
  ['/shopping', 'shopping'],
  ['/order', 'order'],
  ['/myOrder', 'myOrder'],
  ['/chats', 'chats'],
  ['/dynamicSquare', 'dynamicSquare'],
  ['/myspace', 'myspace'],
  ['/userHomePage/:id', 'userHomePage'],
  ['/myLike', 'myLike'],
  ['/followMe', 'followMe'],
  ['/myVisitors', 'myVisitors'],
  ['/person', 'person'],
  ['/apply', 'apply'],
  ['/announce', 'announce'],
  ['/notify', 'notify'],
] as const;

const LOGIN_PATHS = ['/login', '/oldLogin', '/market'];

/** Spec §2: scroll position resets to the top after each route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0); // block body: newer browsers return a promise, which React would take for a cleanup
  }, [pathname]);
  return null;
}

/** The access guard: without a session only the public routes are reachable. */
function RequireViewer({ loggedIn }: { loggedIn: boolean }) {
  const location = useLocation();
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}

/** The login screens are for visitors: a member is sent on to where they were going. */
function VisitorOnly({ loggedIn }: { loggedIn: boolean }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (loggedIn) return <Navigate to={from && !LOGIN_PATHS.includes(from) ? from : '/onlineDating'} replace />;
  return <Outlet />;
}

/** /account?index=1|2|3: account, gold coins, translation packages. */
function AccountPlaceholder() {
  const index = new URLSearchParams(useLocation().search).get('index');
  return <ComingSoon screen={index === '2' ? 'accountCoins' : index === '3' ? 'accountTranslation' : 'account'} />;
}

function AppRoutes() {
  const data = useLazyLoadQuery<AppQueryType>(AppQuery, {});
  const viewer = data.viewer;
  const loggedIn = viewer != null;
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<VisitorOnly loggedIn={loggedIn} />}>
          {LOGIN_PATHS.map((path) => (
            <Route key={path} path={path} element={<LoginScreen />} />
          ))}
          <Route path="/register" element={<ComingSoon screen="register" standalone />} />
          <Route path="/forgotPassword" element={<ComingSoon screen="forgotPassword" standalone />} />
        </Route>
        <Route path="/paySuccess" element={<PaySuccessScreen />} />
        <Route element={<RequireViewer loggedIn={loggedIn} />}>
          <Route path="/chat" element={<ComingSoon screen="chat" standalone />} />
          <Route element={viewer ? <Shell viewer={viewer} /> : null}>
            <Route path="/index" element={<Navigate to="/onlineDating" replace />} />
            {SHELL_ROUTES.map(([path, screen]) => (
              <Route key={path} path={path} element={<ComingSoon screen={screen} />} />
            ))}
            <Route path="/account" element={<AccountPlaceholder />} />
            <Route path="*" element={<Navigate to="/onlineDating" replace />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}

export function App() {
  // Bumped by "Try again": remounts the tree and loads the query afresh.
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loading />}>
        <AppRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}
