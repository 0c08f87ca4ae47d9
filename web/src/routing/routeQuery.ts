import { useEffect } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, useParams, type Params } from 'react-router-dom';
import { ROOT_ID, type OperationType, type PreloadableConcreteRequest } from 'relay-runtime';
import { environment } from '../relay/environment';

/**
 * Routes own their data. When a screen's route matches a navigation, it starts the screen's
 * one query and the screen's chunk together, before the screen renders; the screen renders
 * the reference with `usePreloadedQuery`. (React Router's data routers would call this a
 * loader; they cost 16 kB gzip more in the first download, so the route element starts it:
 * once per navigation, the same moment.)
 *
 * Routes import only the queries' `$parameters` (`@preloadable`: the persisted id and name,
 * a few bytes), so the route table stays in the first download; the query's full artifact
 * arrives with the screen's chunk and Relay normalizes the answer then.
 */

export type FetchPolicy = 'store-or-network' | 'store-and-network' | 'network-only';

export interface RouteQuery<Q extends OperationType> {
  /** The query's `$parameters` artifact (the query is `@preloadable`). */
  query: PreloadableConcreteRequest<Q>;
  /**
   * The query's variables from the route's params and search, and whether a member is
   * logged in (a page for visitors too asks a member's data only of a member).
   */
  variables(args: { params: Params; search: URLSearchParams; loggedIn: boolean }): Q['variables'];
  fetchPolicy: FetchPolicy;
  /** The screen's chunk, started alongside the query. */
  chunk(): Promise<unknown>;
  /** Only for a logged-in member: nothing is fetched once the store knows there is none. */
  member?: boolean;
}

type AnyRef = PreloadedQuery<OperationType>;

/**
 * Queries started, by route key and navigation (location.key): each navigation starts once, StrictMode's second render
 * included.
 */
const started = new Map<string, AnyRef | null>();

/**
 * Each route keeps the reference its screen shows (so Back shows it at once from the store)
 * and releases the others when a screen takes a newer one: never while a screen still
 * renders it, which a dispose on unmount would do under StrictMode's second mount.
 */
const shown = new Map<string, AnyRef>();
function claim(key: string, ref: AnyRef) {
  const previous = shown.get(key);
  if (previous && previous !== ref) previous.dispose();
  shown.set(key, ref);
  for (const [navigation, other] of started)
    if (navigation.startsWith(`${key} `) && other !== ref) started.delete(navigation);
}

/** Whether the store already knows that nobody is logged in (the guard then sends to /login). */
function knownLoggedOut(): boolean {
  return environment.getStore().getSource().get<{ viewer?: unknown }>(ROOT_ID)?.viewer === null;
}

/** The chunk download is the screen's to report (its lazy component fails the same way). */
const ignore = () => undefined;

/** Starts a route's query and its screen's chunk, in parallel. */
export function startRouteQuery<Q extends OperationType>(
  route: RouteQuery<Q>,
  params: Params,
  search: URLSearchParams,
): PreloadedQuery<Q> | null {
  const loggedIn = !knownLoggedOut();
  if (route.member && !loggedIn) return null;
  route.chunk().catch(ignore);
  return loadQuery<Q>(environment, route.query, route.variables({ params, search, loggedIn }), {
    fetchPolicy: route.fetchPolicy,
  });
}

/** The reference of route `key` for this navigation, started now if it was not yet. */
export function useRouteQuery<Q extends OperationType>(key: string, route: RouteQuery<Q>): PreloadedQuery<Q> | null {
  const location = useLocation();
  const params = useParams();
  const navigation = `${key} ${location.key}`;
  if (!started.has(navigation))
    started.set(navigation, startRouteQuery(route, params, new URLSearchParams(location.search)) as AnyRef | null);
  const ref = started.get(navigation) as PreloadedQuery<Q> | null;
  useEffect(() => {
    if (ref) claim(key, ref as unknown as AnyRef);
  }, [key, ref]);
  return ref;
}

/** "Try again": every route starts its query afresh on its next render. */
export function restartRouteQueries() {
  started.clear();
}

/** For KeptAliveScreens (which outlives its hidden screens' effects): the references its living screens keep. */
export function useKeepAliveRouteQueries(refs: ReadonlyMap<string, AnyRef | null>) {
  useEffect(() => {
    for (const [key, ref] of refs) if (ref) claim(key, ref);
  }, [refs]);
}
