import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

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
          void navigate.current('/onlineDating');
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
