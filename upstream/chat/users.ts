import { eq } from 'drizzle-orm';
import { CHAT_USERNAME_MAX_BYTES } from '../constants';
import type { Database } from '../db/open';
import { chatUsers } from '../db/schema';

/** The chat SDK's error strings (spec §8), kept verbatim for clients that know them. */
export type ChatErrorType = 'duplicate_unique_property_exists' | 'illegal_argument';

export class ChatError extends Error {
  constructor(
    readonly type: ChatErrorType,
    readonly detail?: 'USERNAME_TOO_LONG',
  ) {
    super(detail ? `${type}: ${detail}` : type);
  }
}

const USERNAME_PATTERN = /^[a-z0-9_.-]+$/;

export function checkChatUsername(username: string) {
  if (Buffer.byteLength(username, 'utf8') > CHAT_USERNAME_MAX_BYTES)
    throw new ChatError('illegal_argument', 'USERNAME_TOO_LONG');
  if (!USERNAME_PATTERN.test(username)) throw new ChatError('illegal_argument');
}

/**
 * The chat SDK's "register user" (username, password as its argon2id hash, nickname), inside the caller's transaction.
 */
export async function registerChatUser(
  tx: Database,
  user: { username: string; userId: number; passwordHash: string; nickname: string },
) {
  checkChatUsername(user.username);
  const existing = await tx
    .select({ username: chatUsers.username })
    .from(chatUsers)
    .where(eq(chatUsers.username, user.username));
  if (existing.length > 0) throw new ChatError('duplicate_unique_property_exists');
  await tx.insert(chatUsers).values(user);
}

/** Each member's chat account name: `u` + their account number. */
export const chatUsernameFor = (account: number) => `u${account}`;
