import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { Loading } from '../components/Loading';
import { useRouteQuery, type RouteQuery } from './routeQuery';

/**
 * Every screen in its own chunk, downloaded when its route is first navigated to: /login
 * does not download the member's screens, nor the shell the registration or landing pages.
 */

/** `lazy` for a module's named export (it wants a default one). */
// biome-ignore lint/suspicious/noExplicitAny: any screen's props (unknown refuses some)
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy<Module[Name]>(() => load().then((module) => ({ default: module[name] })));
}

/**
 * A lazy screen with its own loading state, in its place (inside the shell's content for the
 * member's screens). A boundary of its own because route changes are transitions: React would
 * keep showing the previous screen, without a word, until the chunk and its data arrived.
 */
// biome-ignore lint/suspicious/noExplicitAny: any screen's props (unknown refuses some)
export function lazyScreen<Module extends Record<Name, ComponentType<any>>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
) {
  const Screen = lazyNamed(load, name);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module load, never during a render
  return function LazyScreen(props: ComponentProps<Module[Name]>) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

/** What a screen with a route query receives: the reference its route started. */
export interface RouteScreenProps<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
}

/**
 * A route that owns its data: on each navigation to it, it starts the query and the
 * screen's chunk together, then hands the reference to the lazily loaded screen. `key`
 * names the route's queries (one per route).
 */
export function preloadedRoute<
  Q extends OperationType,
  Module extends Record<Name, ComponentType<RouteScreenProps<Q>>>,
  Name extends string,
>(key: string, load: () => Promise<Module>, name: Name, query: Omit<RouteQuery<Q>, 'chunk'>) {
  const Screen = lazyNamed(load, name) as unknown as ComponentType<RouteScreenProps<Q>>;
  const route: RouteQuery<Q> = { ...query, chunk: load };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never during a render
  function RouteScreen() {
    const queryRef = useRouteQuery<Q>(key, route);
    return queryRef ? (
      <Suspense fallback={<Loading />}>
        <Screen queryRef={queryRef} />
      </Suspense>
    ) : null;
  }
  return { element: <RouteScreen /> };
}

const landing = () => import('../screens/landing/Landing/LandingScreen');

export const LoginScreen = lazyScreen(() => import('../screens/account/Login/LoginScreen'), 'LoginScreen');
export const LandingScreen = lazyScreen(landing, 'LandingScreen');
/** Every /staff route's gate (role, second factor): staff code in chunks members never download. */
export const StaffGate = lazyScreen(() => import('../screens/staff/StaffGate'), 'StaffGate');
export const StaticPage = lazyScreen(() => import('../screens/landing/StaticPage/StaticPage'), 'StaticPage');
export const Shell = lazyScreen(() => import('../screens/Shell/Shell'), 'Shell');

/** Live events: only a logged-in member listens. */
export const LiveEventsWatcher = lazyNamed(() => import('../realtime/LiveEventsWatcher'), 'LiveEventsWatcher');
