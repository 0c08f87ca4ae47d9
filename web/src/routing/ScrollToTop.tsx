import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: the scroll position resets to the top after each route change. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0); // statement body: a returned value would be taken for a cleanup
  }, [pathname, search]);
  return null;
}
