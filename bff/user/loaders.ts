import DataLoader from 'dataloader';
import { registerLoaders } from '../core/loaders';
import type { UserInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /**
     * Members as the caller may see them, many per call; null where hidden, blocked or gone (and for a visitor, who
     * sees nobody).
     */
    users: DataLoader<number, UserInfo | null>;
    /** Lists answer whole profiles: keep them, so their rows cost no further call. */
    primeUsers: <U extends UserInfo>(list: U[]) => U[];
  }
}

registerLoaders({
  users: ({ upstream, caller }) =>
    new DataLoader(async (ids) => (caller.token ? upstream.user.batch(ids) : ids.map(() => null)), {
      maxBatchSize: 100,
    }),
  primeUsers:
    ({ loaders }) =>
    <U extends UserInfo>(list: U[]): U[] => {
      for (const user of list) loaders.users.prime(user.id, user);
      return list;
    },
});
