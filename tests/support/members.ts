import type { PgTable } from 'drizzle-orm/pg-core';
import {
  albumPhotos,
  blocks,
  follows,
  friendRequests,
  friendships,
  sessions,
  uploads,
  users,
  visits,
} from '../../upstream/db/schema';
import type { TestUpstream, Upstream } from './upstream';

export interface TestMember {
  token: string;
  id: number;
  account: number;
  email: string;
  password: string;
}

/**
 * A member made directly (no mailed code, so no code-request limits in the way) and logged
 * in over REST, as the BFF would.
 */
export async function joinMember(api: TestUpstream, name: string, nickname = name): Promise<TestMember> {
  const email = `${name.toLowerCase()}@example.test`;
  const password = `${name} long password`;
  await api.upstream.accounts.createMember({ email, password, nickname, language: 'en' });
  const login = await api.call('POST', '/account/login', { body: { email, password } });
  if (login.code !== 200) throw new Error(`login of ${email} failed: ${login.code} ${login.msg}`);
  return { token: login.data.token, id: login.data.userInfo.id, account: login.data.userInfo.account, email, password };
}

/** The tables that hold members and what is between them, each with the fields naming members. */
const MEMBER_TABLES: Array<[string, PgTable, string[]]> = [
  ['users', users, ['id']],
  ['follows', follows, ['followerId', 'followeeId']],
  ['friendships', friendships, ['userId', 'friendId']],
  ['friendRequests', friendRequests, ['fromId', 'toId']],
  ['blocks', blocks, ['blockerId', 'blockedId']],
  ['visits', visits, ['visitorId', 'visitedId']],
  ['albumPhotos', albumPhotos, ['userId']],
  ['uploads', uploads, ['userId']],
  ['sessions', sessions, ['userId']],
];

/**
 * Those tables whole, each row as JSON, sorted; with `except`, only the rows that do not
 * involve that member (what a request of theirs must never change).
 */
export async function memberRows(upstream: Upstream, options: { except?: number } = {}) {
  const { db } = upstream.database;
  const snapshot: Record<string, string[]> = {};
  for (const [name, table, memberFields] of MEMBER_TABLES) {
    const rows = (await db.select().from(table)) as Array<Record<string, unknown>>;
    const kept = rows.filter(
      (row) => options.except === undefined || !memberFields.some((field) => row[field] === options.except),
    );
    snapshot[name] = kept.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
