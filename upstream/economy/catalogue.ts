/**
 * What Across sells and what members give (docs/decisions.md "Economy"): fixed here, in code,
 * so a price is reviewed like any other change. A gold coin is about 1 USD, no discount
 * (spec §9): a coin package costs its coins in US cents × 100.
 */

/** Gold-coin packages bought with money (`/coin/list`). */
export const COIN_PACKAGES = [
  { id: 1, coins: 10, priceCents: 1_000 },
  { id: 2, coins: 30, priceCents: 3_000 },
  { id: 3, coins: 50, priceCents: 5_000 },
  { id: 4, coins: 100, priceCents: 10_000 },
  { id: 5, coins: 300, priceCents: 30_000 },
  { id: 6, coins: 500, priceCents: 50_000 },
] as const;

/**
 * Translation packs (`/translate/list`), paid in coins. Beyond every allowance a translation
 * costs 1 coin per 100 characters (spec §6), so a pack is always the cheaper way.
 */
export const TRANSLATION_PACKS = [
  { id: 1, characters: 10_000, coins: 20 },
  { id: 2, characters: 50_000, coins: 80 },
  { id: 3, characters: 200_000, coins: 250 },
] as const;

export const VIP = 1;
export const SVIP = 2;

/** Memberships (`/vip/list`), paid in coins, for oneself or another member. */
export const MEMBERSHIP_PLANS = [
  { id: 1, level: VIP, months: 1, coins: 30 },
  { id: 2, level: VIP, months: 3, coins: 80 },
  { id: 3, level: VIP, months: 12, coins: 288 },
  { id: 4, level: SVIP, months: 1, coins: 60 },
  { id: 5, level: SVIP, months: 3, coins: 160 },
  { id: 6, level: SVIP, months: 12, coins: 576 },
] as const;

/** Membership translation characters (`vipCharacter`) granted each month of a membership. */
export const MONTHLY_VIP_CHARACTERS: Record<number, number> = { [VIP]: 20_000, [SVIP]: 100_000 };

/** Free gifts a month by level (spec §6): none, 5, unlimited. */
export const FREE_GIFTS_PER_MONTH: Record<number, number> = { 0: 0, [VIP]: 5, [SVIP]: Number.POSITIVE_INFINITY };

/** Gifts (`/gift/list`): name keys are translated in the member's language; icons are served by upstream. */
export const GIFTS = [
  { id: 1, key: 'gift.rose', icon: 'rose', coins: 1 },
  { id: 2, key: 'gift.coffee', icon: 'coffee', coins: 2 },
  { id: 3, key: 'gift.chocolate', icon: 'chocolate', coins: 5 },
  { id: 4, key: 'gift.teddy', icon: 'teddy', coins: 10 },
  { id: 5, key: 'gift.bouquet', icon: 'bouquet', coins: 20 },
  { id: 6, key: 'gift.ring', icon: 'ring', coins: 50 },
  { id: 7, key: 'gift.crown', icon: 'crown', coins: 100 },
  { id: 8, key: 'gift.castle', icon: 'castle', coins: 500 },
] as const;

/** Red-packet presets (spec §9); any positive whole number up to the maximum may be sent instead. */
export const RED_PACKET_PRESETS = [10, 50, 100] as const;
export const RED_PACKET_MAX = 10_000;
/** An unopened red packet goes back to its sender after this long. */
export const RED_PACKET_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Paid unlocks (spec §6): the first message to a new contact, a new friend's photos. */
export const UNLOCK_PRICES = { chat: 1, photos: 3 } as const;

/** A coin top-up beyond the packages: a positive whole number of coins up to this. */
export const TOP_UP_MAX_COINS = 10_000;
