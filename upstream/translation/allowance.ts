import { eq, sql } from 'drizzle-orm';
import { TRANSLATION_FREE_CHARACTERS_PER_DAY } from '../constants';
import type { Database } from '../db/open';
import { translationFreeUse } from '../db/schema';

/** The UTC day of `at` (epoch ms), as the allowance counts days: YYYY-MM-DD. */
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** When the day after `at`'s UTC day begins (epoch ms): the next allowance. */
export const nextUtcDay = (at: number) => {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
};

/** The free characters `userId` has left today (UTC). */
export async function freeCharactersLeft(db: Database, userId: number, now = Date.now()): Promise<number> {
  const [row] = await db.select().from(translationFreeUse).where(eq(translationFreeUse.userId, userId));
  return row && row.day === utcDay(now)
    ? Math.max(0, TRANSLATION_FREE_CHARACTERS_PER_DAY - row.used)
    : TRANSLATION_FREE_CHARACTERS_PER_DAY;
}

/**
 * Takes `characters` of today's free characters in the caller's transaction, or nothing and
 * false when fewer are left: the update itself checks, so two translations at once never take
 * more than the day has. A new day starts from nothing used.
 */
export async function takeFreeCharacters(
  tx: Database,
  userId: number,
  characters: number,
  now = Date.now(),
): Promise<boolean> {
  if (characters > TRANSLATION_FREE_CHARACTERS_PER_DAY) return false;
  const usedAfter = sql`case when ${translationFreeUse.day} = excluded.day then ${translationFreeUse.used} + excluded.used else excluded.used end`;
  const taken = await tx
    .insert(translationFreeUse)
    .values({ userId, day: utcDay(now), used: characters })
    .onConflictDoUpdate({
      target: translationFreeUse.userId,
      set: { used: usedAfter, day: sql`excluded.day` },
      setWhere: sql`${usedAfter} <= ${TRANSLATION_FREE_CHARACTERS_PER_DAY}`,
    })
    .returning({ userId: translationFreeUse.userId });
  return taken.length > 0;
}
