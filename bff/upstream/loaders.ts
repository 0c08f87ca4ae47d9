import DataLoader from 'dataloader';
import { UnauthenticatedError } from '../errors';
import { AccountEndpoints } from './account';
import { AlbumEndpoints } from './album';
import { FriendEndpoints } from './friend';
import { SocialEndpoints } from './social';
import { SystemEndpoints } from './system';
import type { KnownSessions } from '../known-sessions';
import type { UpstreamCaller, UpstreamTransport } from './transport';
import type { FriendRequestInfo, MyInfo, UserInfo } from './types';

/** Every upstream area, bound to one caller: what resolvers call (they never name a path). */
export function createUpstream(transport: UpstreamTransport, caller: UpstreamCaller) {
  return {
    account: new AccountEndpoints(transport, caller),
    social: new SocialEndpoints(transport, caller),
    friend: new FriendEndpoints(transport, caller),
    album: new AlbumEndpoints(transport, caller),
    system: new SystemEndpoints(transport, caller),
  };
}

export type Upstream = ReturnType<typeof createUpstream>;

/**
 * Per-request loaders built from those: every read of one operation goes through here, so
 * repeated and sibling reads cost one call, and a list costs the same calls at any length.
 * Each DataLoader is made on first use: a socket's idle subscription holds none.
 */
export class Loaders {
  private myInfoLoad: Promise<MyInfo> | undefined;
  private usersLoader: DataLoader<number, UserInfo | null> | undefined;
  private friendRequestsLoader: DataLoader<number, FriendRequestInfo | null> | undefined;

  constructor(
    private readonly upstream: Upstream,
    private readonly caller: UpstreamCaller,
    private readonly knownSessions: KnownSessions,
  ) {}

  /** The caller's own account and session; one call per operation at most. */
  myInfo(): Promise<MyInfo> {
    const { caller, knownSessions } = this;
    return (this.myInfoLoad ??= this.upstream.account.myInfo().then(
      (me) => {
        if (caller.token) knownSessions.remember(caller.token, me.id);
        return me;
      },
      (error) => {
        if (caller.token && error instanceof UnauthenticatedError) knownSessions.forgetToken(caller.token);
        throw error;
      },
    ));
  }

  /** Who the caller is: without a call when their token was confirmed lately. */
  async viewerId(): Promise<number> {
    const known = this.caller.token ? this.knownSessions.memberOf(this.caller.token) : undefined;
    return known ?? (await this.myInfo()).id;
  }

  /** Members as the caller may see them, many per call; null where hidden, blocked or gone (and for a visitor, who sees nobody). */
  get users(): DataLoader<number, UserInfo | null> {
    return (this.usersLoader ??= new DataLoader(async (ids) => (this.caller.token ? this.upstream.social.batch(ids) : ids.map(() => null)), { maxBatchSize: 100 }));
  }

  /** Friend requests the caller received; null where not theirs. */
  get friendRequests(): DataLoader<number, FriendRequestInfo | null> {
    return (this.friendRequestsLoader ??= new DataLoader(
      async (ids) => {
        if (!this.caller.token) return ids.map(() => null);
        const requests = await this.upstream.friend.requestBatch(ids);
        for (const request of requests) if (request) this.users.prime(request.user.id, request.user);
        return requests;
      },
      { maxBatchSize: 100 },
    ));
  }

  /** Lists answer whole profiles: keep them, so their rows cost no further call. */
  primeUsers<U extends UserInfo>(list: U[]): U[] {
    for (const user of list) this.users.prime(user.id, user);
    return list;
  }

  clearAll() {
    this.myInfoLoad = undefined;
    this.usersLoader?.clearAll();
    this.friendRequestsLoader?.clearAll();
  }
}
