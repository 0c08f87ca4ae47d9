import type { KnownSessions } from './known-sessions';
import type { UpstreamCaller } from './transport';
import type { Upstream } from './upstream';

/**
 * The per-request loaders, one set per operation: every read of an operation goes through
 * them, so repeated and sibling reads cost one call, and a list costs the same calls at any
 * length. Each domain declares its loaders (module augmentation of `DomainLoaders`) and
 * registers how to make them, in its `loaders.ts`:
 *
 *   declare module '../core/loaders' { interface DomainLoaders { friendRequests: DataLoader<number, FriendRequestInfo |
 * null> } }
 *   registerLoaders({ friendRequests: ({ upstream }) => new DataLoader(...) });
 *
 * A resolver reads `context.loaders.friendRequests`. Each loader is made on first use (a
 * socket's idle subscription holds none) and made afresh after `clearAll()`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains fill it by module augmentation, which needs an interface
export interface DomainLoaders {}

/** What a loader is made from: the operation's upstream areas and caller, the sessions known, the other loaders. */
export interface LoaderScope {
  upstream: Upstream;
  caller: UpstreamCaller;
  knownSessions: KnownSessions;
  loaders: Loaders;
}

type LoaderFactories = { [Name in keyof DomainLoaders]?: (scope: LoaderScope) => DomainLoaders[Name] };

/** A read made once per operation (until `clearAll()`): `wallet: once(() => upstream.economy.wallet())`. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** One operation's loaders: the registered ones (`DomainLoaders`), and `clearAll()`. */
export type Loaders = LoaderSet & DomainLoaders;

class LoaderSet {
  /** The loaders made so far in this operation, by name. */
  private made: Map<string, unknown> | undefined;
  private readonly scope: LoaderScope;

  constructor(upstream: Upstream, caller: UpstreamCaller, knownSessions: KnownSessions) {
    this.scope = { upstream, caller, knownSessions, loaders: this as unknown as Loaders };
  }

  /** Adds each loader as a property every operation's set makes on first use. */
  static register(factories: LoaderFactories) {
    for (const [name, make] of Object.entries(factories) as Array<[string, (scope: LoaderScope) => unknown]>) {
      if (name in LoaderSet.prototype) throw new Error(`loader ${name} is registered twice`);
      Object.defineProperty(LoaderSet.prototype, name, {
        get(this: LoaderSet) {
          this.made ??= new Map();
          if (!this.made.has(name)) this.made.set(name, make(this.scope));
          return this.made.get(name);
        },
      });
    }
  }

  /** After a change: every loader starts afresh, so the answer reads what the change left. */
  clearAll() {
    this.made = undefined;
  }
}

/** Each domain registers its loaders from its own folder; a loader name is registered once. */
export const registerLoaders = (factories: LoaderFactories) => LoaderSet.register(factories);

/** The loaders of one operation (HTTP request, or one event of a subscription). */
export const createLoaders = (upstream: Upstream, caller: UpstreamCaller, knownSessions: KnownSessions): Loaders =>
  new LoaderSet(upstream, caller, knownSessions) as Loaders;
