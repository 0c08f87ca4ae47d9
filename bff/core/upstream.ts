import type { UpstreamCaller, UpstreamTransport } from './transport';

/**
 * Every upstream area, bound to one caller: what resolvers call (they never name a path).
 * Each domain adds its area in its `endpoints.ts`, by module augmentation and
 * `registerUpstreamArea`:
 *
 *   declare module '../core/upstream' { interface Upstream { friend: FriendEndpoints } }
 *   registerUpstreamArea('friend', FriendEndpoints);
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains fill it by module augmentation, which needs an interface
export interface Upstream {}

/** An area's endpoints: a class, so a long-lived context holds two fields per area, not a closure per path. */
type AreaClass<T> = new (transport: UpstreamTransport, caller: UpstreamCaller) => T;

const areas = new Map<string, AreaClass<unknown>>();

export function registerUpstreamArea<K extends keyof Upstream>(name: K, area: AreaClass<Upstream[K]>) {
  if (areas.has(name)) throw new Error(`upstream area ${name} is registered twice`);
  areas.set(name, area);
}

/** Every registered area, bound to this caller. */
export function createUpstream(transport: UpstreamTransport, caller: UpstreamCaller): Upstream {
  const upstream: Record<string, unknown> = {};
  for (const [name, Area] of areas) upstream[name] = new Area(transport, caller);
  return upstream as unknown as Upstream;
}
