import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import type { Leg, Ledger } from '../economy/ledger';
import { TRANSLATION_CHARACTERS_PER_COIN } from '../constants';

/** Not enough characters or coins for a translation of `characters` (spec §6: it opens the purchase prompt). */
export const insufficientTranslationBalance = (characters: number) =>
  new ApiError(400, 'INSUFFICIENT_TRANSLATION_BALANCE', 'translation.insufficient', undefined, { characters: String(characters) });

/** What one translation takes from a member's balances. */
export interface TranslationCharge {
  /** Membership characters (`vipCharacter`), spent first: they end with the membership. */
  membershipCharacters: number;
  /** Translation-pack characters (`character`), which never expire. */
  packCharacters: number;
  /** Gold coins for the rest: 1 per 100 characters, rounded up. */
  coins: number;
}

/** The charge for `characters` against balances, or null when they do not cover it (docs/decisions.md "Translation"). */
export function chargeFor(characters: number, balances: { coin: number; character: number; vip_character: number }): TranslationCharge | null {
  const membershipCharacters = Math.min(characters, balances.vip_character);
  const packCharacters = Math.min(characters - membershipCharacters, balances.character);
  const coins = Math.ceil((characters - membershipCharacters - packCharacters) / TRANSLATION_CHARACTERS_PER_COIN);
  return coins <= balances.coin ? { membershipCharacters, packCharacters, coins } : null;
}

/** Whether the member could pay for `characters` now (checked before calling an engine; the charge checks again). */
export async function affordable(ledger: Ledger, userId: number, characters: number, db?: Database) {
  return chargeFor(characters, await ledger.balances(userId, db)) !== null;
}

/**
 * Locks the rows of the members a transaction will charge for translations, in id order,
 * before anything else of theirs: two sends between the same two members (each charging
 * both, one for sending and one for reading) then queue instead of deadlocking, and each
 * charge reads balances no other charge is spending.
 */
export async function lockPayers(tx: Database, userIds: number[]) {
  if (userIds.length === 0) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]))
    .orderBy(asc(users.id))
    .for('no key update');
}

/**
 * Charges one translation as one ledger movement keyed by what was translated (so asking
 * again never pays twice), in the caller's transaction. Throws
 * INSUFFICIENT_TRANSLATION_BALANCE when the balances do not cover it.
 */
export async function chargeTranslation(
  ledger: Ledger,
  tx: Database,
  movement: { userId: number; key: string; characters: number; detail: Record<string, unknown> },
): Promise<TranslationCharge> {
  const { userId, characters } = movement;
  try {
    const { result } = await ledger.post(
      { userId, key: movement.key, kind: 'translation', request: { characters, ...movement.detail } },
      async (inner) => {
        const charge = chargeFor(characters, await ledger.balances(userId, inner));
        if (!charge) throw insufficientTranslationBalance(characters);
        const legs: Leg[] = [];
        const take = (asset: Leg['asset'], amount: number) => {
          if (amount === 0) return;
          legs.push({ account: { userId }, asset, amount: -amount }, { account: { system: 'spent' }, asset, amount });
        };
        take('vip_character', charge.membershipCharacters);
        take('character', charge.packCharacters);
        take('coin', charge.coins);
        return { legs, result: charge, detail: { characters, ...movement.detail } };
      },
      tx,
    );
    return result;
  } catch (error) {
    // Another spending (a pack, a red packet) took the balance this charge read: the same want
    // of balance, said as translation's (never as the coins a first message lacks).
    if (error instanceof ApiError && (error.reason === 'INSUFFICIENT_COINS' || error.reason === 'INSUFFICIENT_CHARACTERS')) throw insufficientTranslationBalance(characters);
    throw error;
  }
}
