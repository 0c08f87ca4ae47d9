import DataLoader from 'dataloader';
import type { UpstreamCaller, UpstreamClient } from './client';
import type { MyInfo, UserInfo } from './types';

/**
 * Per-request loaders: every upstream read made while resolving one operation goes
 * through here, so repeated and sibling reads cost one call.
 */
export function createLoaders(client: UpstreamClient, caller: UpstreamCaller) {
  let myInfo: Promise<MyInfo> | undefined;
  const loadMyInfo = () => (myInfo ??= client.get<MyInfo>(caller, '/account/my-info'));

  // Members as the viewer may see them, many per call; null where hidden, blocked or gone.
  // The viewer themself comes from my-info, which nearly every operation loads anyway.
  const users = new DataLoader<number, UserInfo | null>(
    async (ids) => {
      if (!caller.token) return ids.map(() => null);
      const me = await loadMyInfo();
      const others = ids.filter((id) => id !== me.id);
      const found = others.length ? await client.get<Array<UserInfo | null>>(caller, '/user/batch', { ids: others.join(',') }) : [];
      return ids.map((id) => (id === me.id ? me : found[others.indexOf(id)]));
    },
    { maxBatchSize: 100 },
  );

  return {
    myInfo: loadMyInfo,
    users,
    /** Lists answer whole profiles: keep them, so their rows cost no further call. */
    primeUsers<U extends UserInfo>(list: U[]): U[] {
      for (const user of list) users.prime(user.id, user);
      return list;
    },
    clearAll() {
      myInfo = undefined;
      users.clearAll();
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
