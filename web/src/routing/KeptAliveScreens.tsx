import { Activity, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { ComingSoon } from '../screens/ComingSoon/ComingSoon';
import { MeetScreen } from '../screens/Meet/MeetScreen';

/** Spec §2: the shell keeps the encounter and moments-square screens alive when the member leaves them. */
const KEPT_ALIVE: ReadonlyArray<{ key: string; paths: ReadonlyArray<string>; screen: () => ReactNode }> = [
  { key: 'meet', paths: ['/', '/onlineDating'], screen: () => <MeetScreen /> },
  { key: 'feed', paths: ['/dynamicSquare'], screen: () => <ComingSoon screen="dynamicSquare" /> },
];

export const KEPT_ALIVE_PATHS: ReadonlyArray<string> = KEPT_ALIVE.flatMap((screen) => screen.paths);

const savedScroll = new Map<string, number>();

/** While visible, remembers how far the page is scrolled and restores it on coming back. */
function ScrollKeeper({ id }: { id: string }) {
  useLayoutEffect(() => {
    window.scrollTo(0, savedScroll.get(id) ?? 0);
    const onScroll = () => savedScroll.set(id, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [id]);
  return null;
}

/**
 * Renders the kept-alive screens once visited, showing the one the route names. React's
 * Activity hides the others with their state intact and their effects (scroll listeners,
 * load-more) paused.
 */
export function KeptAliveScreens() {
  const { pathname } = useLocation();
  const active = KEPT_ALIVE.find((screen) => screen.paths.includes(pathname))?.key;
  const [visited, setVisited] = useState<ReadonlyArray<string>>([]);
  if (active && !visited.includes(active)) setVisited([...visited, active]);
  return KEPT_ALIVE.filter((screen) => screen.key === active || visited.includes(screen.key)).map((screen) => (
    <Activity key={screen.key} mode={screen.key === active ? 'visible' : 'hidden'}>
      <Suspense fallback={<Loading />}>
        {screen.screen()}
        <ScrollKeeper id={screen.key} />
      </Suspense>
    </Activity>
  ));
}
