import { count } from 'drizzle-orm';
import type { Database } from './db/open';
import { users } from './db/schema';
import type { AccountService } from './account/service';

export const DEMO_PASSWORD = 'across-demo';

/** A few members from different countries so a newcomer can try Across at once. */
const DEMO_MEMBERS = [
  { email: 'emma@demo.across', nickname: 'Emma', language: 'en', region: 'GB', gender: 2 },
  { email: 'lucia@demo.across', nickname: 'Lucía', language: 'es', region: 'ES', gender: 2 },
  { email: 'jonas@demo.across', nickname: 'Jonas', language: 'de', region: 'DE', gender: 1 },
  { email: 'yuki@demo.across', nickname: 'ゆき', language: 'ja', region: 'JP', gender: 2 },
  { email: 'minjun@demo.across', nickname: '민준', language: 'ko', region: 'KR', gender: 1 },
  { email: 'olga@demo.across', nickname: 'Ольга', language: 'ru', region: 'RU', gender: 2 },
  { email: 'wei@demo.across', nickname: '李伟', language: 'zh-CN', region: 'CN', gender: 1 },
];

/** Creates the demo members when the database has no member yet; returns the login to print. */
export async function seedDemoMembers(db: Database, accounts: AccountService): Promise<string | undefined> {
  const [{ members }] = await db.select({ members: count() }).from(users);
  if (members > 0) return undefined;
  for (const member of DEMO_MEMBERS) await accounts.createMember({ ...member, password: DEMO_PASSWORD });
  return `${DEMO_MEMBERS[0].email} / ${DEMO_PASSWORD}`;
}
