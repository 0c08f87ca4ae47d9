import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { users } from '../db/schema';
import { unauthenticated } from '../errors';
import { toUserInfo } from './presenter';

export type ProfileChanges = Partial<
  Pick<typeof users.$inferInsert, 'nickname' | 'avatar' | 'language' | 'region' | 'gender' | 'height' | 'weight' | 'heightVisible' | 'weightVisible' | 'occupation' | 'interest' | 'signature' | 'birthYear' | 'birthMonth' | 'birthDay'>
>;

/** The member's own profile: every change is checked first, then written in one statement. */
export class ProfileService {
  constructor(private readonly db: Database) {}

  async update(userId: number, changes: ProfileChanges) {
    const [user] =
      Object.keys(changes).length > 0
        ? await this.db.update(users).set(changes).where(eq(users.id, userId)).returning()
        : await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthenticated();
    return toUserInfo(user, { self: true });
  }
}
