import DataLoader from 'dataloader';
import { registerLoaders } from '../core/loaders';
import type { FriendRequestInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /** Friend requests the caller received; null where not theirs. */
    friendRequests: DataLoader<number, FriendRequestInfo | null>;
  }
}

registerLoaders({
  friendRequests: ({ upstream, caller, loaders }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token) return ids.map(() => null);
        const requests = await upstream.friend.requestBatch(ids);
        for (const request of requests) if (request) loaders.users.prime(request.user.id, request.user);
        return requests;
      },
      { maxBatchSize: 100 },
    ),
});
