import { Activity, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { Loading } from '../components/Loading';
import { meetRoute } from '../screens/meet/Meet/route';
import { squareRoute } from '../screens/moments/Square/route';
import { patterns } from './paths';
import { useKeepAliveRouteQueries } from './routeQuery';

type QueryRef = PreloadedQuery<OperationType>;

/** Spec §2: the shell keeps the encounter and moments-square screens alive when the member leaves them. */
export const KEPT_ALIVE: ReadonlyArray<{
  key: string;
  paths: ReadonlyArray<string>;
  start?(): QueryRef | null;
  screen(queryRef: QueryRef | null): ReactNode;
}> = [
  {
    key: 'meet',
    paths: [patterns.root, patterns.home],
    start: () => meetRoute.start() as QueryRef | null,
    screen: (queryRef) => queryRef && <meetRoute.Screen queryRef={queryRef as PreloadedQuery<never>} />,
  },
  {
    key: 'feed',
    paths: [patterns.feed],
    start: () => squareRoute.start() as QueryRef | null,
    screen: (queryRef) => queryRef && <squareRoute.Screen queryRef={queryRef as PreloadedQuery<never>} />,
  },
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
 * load-more) paused. Each keeps the query it started on the first visit while it lives (no
 * reload of a list scrolled far).
 */
export function KeptAliveScreens() {
  const { pathname } = useLocation();
  const active = KEPT_ALIVE.find((screen) => screen.paths.includes(pathname));
  const [visited, setVisited] = useState<ReadonlyMap<string, QueryRef | null>>(new Map());
  // The first visit starts the screen's query; it is kept while the screen lives.
  if (active && !visited.has(active.key)) setVisited(new Map(visited).set(active.key, active.start?.() ?? null));
  useKeepAliveRouteQueries(visited);
  return KEPT_ALIVE.filter((screen) => screen.key === active?.key || visited.has(screen.key)).map((screen) => {
    const queryRef = visited.get(screen.key) ?? null;
    return (
      <Activity key={screen.key} mode={screen.key === active?.key ? 'visible' : 'hidden'}>
        <Suspense fallback={<Loading />}>
          {screen.screen(queryRef)}
          <ScrollKeeper id={screen.key} />
        </Suspense>
      </Activity>
    );
  });
}
