import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { users } from '../db/schema';
import { unauthenticated } from '../errors';
import { toUserInfo } from './presenter';

export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'nickname'
    | 'avatar'
    | 'language'
    | 'spokenLanguages'
    | 'region'
    | 'gender'
    | 'height'
    | 'weight'
    | 'heightVisible'
    | 'weightVisible'
    | 'occupation'
    | 'interest'
    | 'signature'
    | 'birthYear'
    | 'birthMonth'
    | 'birthDay'
  >
>;

/** The member's own profile: every change is checked first, then written in one statement. */
export class ProfileService {
  constructor(private readonly db: Database) {}

  async update(userId: number, changes: ProfileChanges) {
    const { spokenLanguages, ...set } = changes;
    const [user] =
      Object.keys(changes).length > 0
        ? await this.db
            .update(users)
            .set(
              spokenLanguages !== undefined || set.language !== undefined
                ? { ...set, spokenLanguages: withoutCommon(spokenLanguages, set.language) }
                : set,
            )
            .where(eq(users.id, userId))
            .returning()
        : await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthenticated();
    return toUserInfo(user, { self: true });
  }

  /**
   * Records the language the member uses Across in (registration and login record it too): their
   * language for reading and translation until they choose one, never written as that choice.
   */
  async setInterfaceLanguage(userId: number, interfaceLanguage: string) {
    await this.db.update(users).set({ interfaceLanguage }).where(eq(users.id, userId));
  }
}

/**
 * The spoken languages as saved: the given list (else the saved one) without the common
 * language (the given one, else the saved one), in the same statement, so a change of either
 * never leaves the common language among the others.
 */
function withoutCommon(spoken: string[] | undefined, language: string | null | undefined) {
  const list =
    spoken !== undefined
      ? sql`array[${sql.join(
          spoken.map((code) => sql`${code}`),
          sql`, `,
        )}]::text[]`
      : sql`${users.spokenLanguages}`;
  const common = language !== undefined ? sql`${language}::text` : sql`${users.language}`;
  return sql`array_remove(${list}, ${common})`;
}
