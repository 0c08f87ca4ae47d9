import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import type { Leg, Ledger } from '../economy/ledger';
import { TRANSLATION_CHARACTERS_PER_COIN } from '../constants';
import { enqueueEvent } from '../webhooks/outbox';
import { freeCharactersLeft, takeFreeCharacters } from './allowance';

/**
 * Not enough for a translation of `characters` (spec §6: it opens the purchase prompt);
 * `offer`: the gold coins that would pay for it, when the member holds that many (the prompt
 * asks before spending them), and the characters they have left, which the words name.
 */
export const insufficientTranslationBalance = (characters: number, offer?: { coins: number; left: number }) =>
  new ApiError(
    400,
    'INSUFFICIENT_TRANSLATION_BALANCE',
    offer ? 'translation.askCoins' : 'translation.insufficient',
    undefined,
    { characters: String(characters), left: String(offer?.left ?? 0), per: String(TRANSLATION_CHARACTERS_PER_COIN) },
    undefined,
    { characters, ...(offer ? { coins: offer.coins } : {}) },
  );

/** What one translation takes from a member's balances. */
export interface TranslationCharge {
  /** Today's free characters, spent first: every member has them (allowance.ts). */
  freeCharacters: number;
  /** Membership characters (`vipCharacter`), next: they end with the membership. */
  membershipCharacters: number;
  /** Translation-pack characters (`character`), which never expire. */
  packCharacters: number;
  /** Gold coins for the rest: 1 per 100 characters, rounded up; only when the member said so. */
  coins: number;
}

/** What a member can pay a translation with: today's free characters and their balances. */
export type TranslationFunds = { free: number; coin: number; character: number; vip_character: number };

/** Whether to pay with gold coins what the characters do not cover: only when the member agreed (docs/decisions.md). */
export interface PayOptions {
  coins?: boolean;
}

/** A member's funds for translation now. */
export async function fundsOf(ledger: Ledger, userId: number, db?: Database): Promise<TranslationFunds> {
  const [balances, free] = await Promise.all([
    ledger.balances(userId, db),
    freeCharactersLeft(db ?? ledger.db, userId),
  ]);
  return { ...balances, free };
}

/**
 * The characters a member can translate with now, coins aside: today's free ones, their membership's and their packs'.
 */
export const charactersLeft = (funds: TranslationFunds) => funds.free + funds.vip_character + funds.character;

/** The charge for `characters` against funds, or null when they do not cover it (coins only with `coins`). */
export function chargeFor(
  characters: number,
  funds: TranslationFunds,
  options: PayOptions = {},
): TranslationCharge | null {
  const freeCharacters = Math.min(characters, funds.free);
  const membershipCharacters = Math.min(characters - freeCharacters, funds.vip_character);
  const packCharacters = Math.min(characters - freeCharacters - membershipCharacters, funds.character);
  const coins = Math.ceil(
    (characters - freeCharacters - membershipCharacters - packCharacters) / TRANSLATION_CHARACTERS_PER_COIN,
  );
  if (coins > 0 && (!options.coins || coins > funds.coin)) return null;
  return { freeCharacters, membershipCharacters, packCharacters, coins };
}

/** Refused for want of funds: the error says whether the member's coins would pay (so the prompt may ask). */
export function shortOf(characters: number, funds: TranslationFunds) {
  const coins = chargeFor(characters, funds, { coins: true })?.coins;
  return insufficientTranslationBalance(
    characters,
    coins === undefined ? undefined : { coins, left: charactersLeft(funds) },
  );
}

/** Whether the member could pay for `characters` now (checked before calling an engine; the charge checks again). */
export async function affordable(
  ledger: Ledger,
  userId: number,
  characters: number,
  db?: Database,
  options: PayOptions = {},
) {
  return chargeFor(characters, await fundsOf(ledger, userId, db), options) !== null;
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
 * again never pays twice), in the caller's transaction: today's free characters, then
 * membership and pack characters, then (with `coins`) gold coins. Throws
 * INSUFFICIENT_TRANSLATION_BALANCE when they do not cover it.
 */
export async function chargeTranslation(
  ledger: Ledger,
  tx: Database,
  movement: { userId: number; key: string; characters: number; detail: Record<string, unknown> } & PayOptions,
): Promise<TranslationCharge> {
  const { userId, characters } = movement;
  try {
    const { result } = await ledger.post(
      { userId, key: movement.key, kind: 'translation', request: { characters, ...movement.detail } },
      async (inner) => {
        const funds = await fundsOf(ledger, userId, inner);
        const charge = chargeFor(characters, funds, movement);
        if (!charge) throw shortOf(characters, funds);
        if (charge.freeCharacters > 0 && !(await takeFreeCharacters(inner, userId, charge.freeCharacters)))
          throw insufficientTranslationBalance(characters);
        const legs: Leg[] = [];
        const take = (asset: Leg['asset'], amount: number) => {
          if (amount === 0) return;
          legs.push({ account: { userId }, asset, amount: -amount }, { account: { system: 'spent' }, asset, amount });
        };
        take('vip_character', charge.membershipCharacters);
        take('character', charge.packCharacters);
        take('coin', charge.coins);
        // Free characters are no ledger balance: the member's open tabs are told they changed all the same.
        if (legs.length === 0) await enqueueEvent(inner, 'economy.wallet', { userId, reason: 'translation' });
        return { legs, result: charge, detail: { characters, ...movement.detail } };
      },
      tx,
    );
    return result;
  } catch (error) {
    // Another spending (a pack, a red packet) took the balance this charge read: the same want
    // of balance, said as translation's (never as the coins a first message lacks).
    if (
      error instanceof ApiError &&
      (error.reason === 'INSUFFICIENT_COINS' || error.reason === 'INSUFFICIENT_CHARACTERS')
    )
      throw insufficientTranslationBalance(characters);
    throw error;
  }
}
