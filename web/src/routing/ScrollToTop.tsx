import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { KEPT_ALIVE_PATHS } from './KeptAliveScreens';

/** Spec §2: the scroll position resets to the top after each route change (a kept-alive screen restores its own). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query string is a route change too
  useEffect(() => {
    if (KEPT_ALIVE_PATHS.includes(pathname)) return;
    window.scrollTo(0, 0); // statement body: a returned value would be taken for a cleanup
  }, [pathname, search]);
  return null;
}
