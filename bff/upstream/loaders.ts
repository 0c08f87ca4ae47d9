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

  // Other members' profiles come with the profiles issue; until then only the viewer resolves.
  const users = new DataLoader<number, UserInfo | null>(async (ids) => {
    const me = caller.token ? await loadMyInfo() : undefined;
    return ids.map((id) => (me && me.id === id ? me : null));
  });

  return {
    myInfo: loadMyInfo,
    users,
    clearAll() {
      myInfo = undefined;
      users.clearAll();
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
