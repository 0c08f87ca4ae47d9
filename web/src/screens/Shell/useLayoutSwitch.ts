import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routing/paths';

export const NARROW_BREAKPOINT_PX = 768;
const RESIZE_DEBOUNCE_MS = 100;

/**
 * Spec §2: when the window width changes the app goes to /onlineDating (debounced 100 ms).
 * Only a change across the 768 px breakpoint counts, when the layout itself changes;
 * every pixel of a drag would throw the member off any page (docs/decisions.md).
 */
export function useLayoutSwitch() {
  // useNavigate changes with every location; the listener must outlive navigations.
  const latestNavigate = useNavigate();
  const navigate = useRef(latestNavigate);
  navigate.current = latestNavigate;
  useEffect(() => {
    let narrow = window.innerWidth <= NARROW_BREAKPOINT_PX;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const nowNarrow = window.innerWidth <= NARROW_BREAKPOINT_PX;
        if (nowNarrow !== narrow) {
          narrow = nowNarrow;
          void navigate.current(paths.home());
        }
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
}

const narrowQuery = `(max-width: ${NARROW_BREAKPOINT_PX}px)`;
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the phone layout is showing (the same breakpoint as the style sheet's). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(narrowQuery).matches,
    () => false,
  );
}
