import type { Upstream } from '../../upstream/server';

/**
 * Gold coins credited to a member as a completed payment credits them (the ledger's own
 * path), for tests about spending: buying coins has its own tests (tests/upstream/economy).
 */
export function creditCoins(upstream: Upstream, userId: number, coins: number, key: string) {
  return upstream.ledger.post({ userId, key, kind: 'coin_purchase', request: { coins } }, async () => ({
    legs: [
      { account: { system: 'sales' }, asset: 'coin', amount: -coins },
      { account: { userId }, asset: 'coin', amount: coins },
    ],
    result: { coins },
  }));
}
