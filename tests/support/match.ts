import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../upstream/db/open';
import { matchAttempts, sessions, users } from '../../upstream/db/schema';
import type { Envelope } from './upstream';

/** A member made for matching: their id and a live session token (upstream's `token` header; the BFF's cookie value). */
export interface MatchMember {
  id: number;
  token: string;
}

/**
 * `count` members with live sessions, written straight to the database in two statements (no
 * argon2, no login per member: a thousand take a moment). Emails `<prefix><n>@example.test`,
 * nicknames `<prefix> <n>`, English; `profile` is every member's (gender, region, ...).
 */
export async function seedMatchMembers(
  db: Database,
  prefix: string,
  count: number,
  profile: Partial<typeof users.$inferInsert> = {},
): Promise<MatchMember[]> {
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        email: `${prefix}${n}@example.test`,
        passwordHash: 'unused',
        nickname: `${prefix} ${n}`,
        language: 'en',
        ...profile,
      })),
    )
    .returning({ id: users.id });
  const members = made.map(({ id }) => ({ id, token: randomBytes(32).toString('base64url') }));
  await db.insert(sessions).values(
    members.map((member) => ({
      id: randomBytes(12).toString('base64url'),
      userId: member.id,
      tokenHash: createHash('sha256').update(member.token).digest('hex'),
      platform: 'Web',
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return members;
}

/** Makes members SVIP (a membership with no end). */
export async function makeSvip(db: Database, ...ids: number[]) {
  await db.update(users).set({ vipLevel: 2, vipExpiresAt: null }).where(inArray(users.id, ids));
}

/** Ends every search at once, as if each member had cancelled (a test's searches never reach the next test's). */
export async function endAllSearches(db: Database) {
  await db
    .update(matchAttempts)
    .set({ status: 'cancelled', endedAt: new Date() })
    .where(eq(matchAttempts.status, 'searching'));
}

/** The REST calls of random match for one upstream: `call` is `TestUpstream.call` or any caller of the same shape. */
export function matchCalls(
  call: <T = any>(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; token?: string; language?: string },
  ) => Promise<Envelope<T>>,
) {
  return {
    start: (who: MatchMember, preferences?: unknown, language = 'en') =>
      call('POST', '/bump/matching', {
        token: who.token,
        body: preferences === undefined ? {} : { preferences },
        language,
      }),
    cancel: (who: MatchMember, id: unknown, language = 'en') =>
      call('POST', '/bump/cancel', { token: who.token, body: { id }, language }),
    status: (who: MatchMember) => call('GET', '/bump/status', { token: who.token }),
    met: (who: MatchMember, query = '') => call('GET', `/bump/list2${query}`, { token: who.token }),
    attempts: (who: MatchMember, ids: number[]) =>
      call('GET', `/bump/attempts?ids=${ids.join(',')}`, { token: who.token }),
  };
}
