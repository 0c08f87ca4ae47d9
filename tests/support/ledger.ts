import { TRANSLATION_FREE_CHARACTERS_PER_DAY } from '../../upstream/constants';
import { translationFreeUse } from '../../upstream/db/schema';
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

/** Balances given as a payment and a membership would give them (membership characters from the allowance account). */
export function creditBalances(
  upstream: Upstream,
  userId: number,
  balances: { coin?: number; character?: number; vip_character?: number },
  key: string,
) {
  return upstream.ledger.post({ userId, key, kind: 'coin_purchase', request: balances }, async () => ({
    legs: Object.entries(balances).flatMap(([asset, amount]) =>
      amount
        ? [
            {
              account: { system: asset === 'vip_character' ? ('allowance' as const) : ('sales' as const) },
              asset: asset as 'coin',
              amount: -amount,
            },
            { account: { userId }, asset: asset as 'coin', amount },
          ]
        : [],
    ),
    result: balances,
  }));
}

/** A member who has used `used` of today's free translation characters (all of them by default). */
export async function useFreeCharacters(
  upstream: Upstream,
  userId: number,
  used = TRANSLATION_FREE_CHARACTERS_PER_DAY,
  day = new Date().toISOString().slice(0, 10),
) {
  await upstream.database.db
    .insert(translationFreeUse)
    .values({ userId, day, used })
    .onConflictDoUpdate({ target: translationFreeUse.userId, set: { day, used } });
}
