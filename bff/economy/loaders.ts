import DataLoader from 'dataloader';
import { once, registerLoaders } from '../core/loaders';
import type { GiftInfo, RedPacketInfo, WalletInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /** The caller's balances, membership and free gifts. One call per operation. */
    wallet: () => Promise<WalletInfo>;
    /** The gift catalogue in the caller's language. One call per operation. */
    gifts: () => Promise<GiftInfo[]>;
    /** Red packets the caller sent or received (one call each: a history page holds few); null where not theirs. */
    redPackets: DataLoader<number, RedPacketInfo | null>;
  }
}

registerLoaders({
  wallet: ({ upstream }) => once(() => upstream.economy.wallet()),
  gifts: ({ upstream }) => once(() => upstream.economy.gifts()),
  redPackets: ({ upstream, caller }) =>
    new DataLoader(async (ids) =>
      Promise.all(ids.map((id) => (caller.token ? upstream.economy.redPacket(id).catch(() => null) : null))),
    ),
});
