import { useEffect, useRef } from 'react';

const SCROLL_DELAY_MS = 200; // spec §9: load-more is raised 200 ms after scrolling down to the bottom
const NEAR_BOTTOM_PX = 120;

/** Spec §2: scrolling down to the bottom of the content raises load-more (after 200 ms). */
export function useLoadMoreAtBottom(loadMore: () => void, enabled: boolean) {
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const goingDown = window.scrollY > lastY;
      lastY = window.scrollY;
      if (!goingDown) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - NEAR_BOTTOM_PX;
        if (atBottom) latest.current();
      }, SCROLL_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
}
