import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Loading } from '../components/Loading';
import { LOGIN_PATHS } from './paths';

const LoginScreen = lazy(() =>
  import('../screens/account/Login/LoginScreen').then(({ LoginScreen }) => ({ default: LoginScreen })),
);

/**
 * The login page for a visitor, without Relay (about a third of the first download): it
 * shows as soon as React and the messages are in. Anywhere else (a link, or in once logged
 * in), `onLeave` hands the page to the app with Relay, which shows that route.
 */
export function VisitorLogin({ onLeave }: { onLeave(): void }) {
  return (
    <ErrorBoundary onRetry={onLeave}>
      <BrowserRouter>
        <LoginOrLeave onLeave={onLeave} />
      </BrowserRouter>
    </ErrorBoundary>
  );
}

function LoginOrLeave({ onLeave }: { onLeave(): void }) {
  const atLogin = LOGIN_PATHS.includes(useLocation().pathname);
  useEffect(() => {
    if (!atLogin) onLeave();
  }, [atLogin, onLeave]);
  return <Suspense fallback={<Loading />}>{atLogin ? <LoginScreen /> : <Loading />}</Suspense>;
}
