import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ACCOUNT_OFFSET, TOKEN_LIFETIME_MS } from '../constants';
import type { Database } from '../db/open';
import { sessions, users } from '../db/schema';
import { ApiError, unauthenticated } from '../http/envelope';
import { ChatError, chatUsernameFor, registerChatUser } from '../chat/users';
import { enqueueEvent } from '../webhooks/outbox';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

type UserRow = typeof users.$inferSelect;

/** userInfo of spec §3 (docs/contract.md); `email` only for the member themself. */
export function toUserInfo(user: UserRow, options: { withEmail: boolean }) {
  const account = user.id + ACCOUNT_OFFSET;
  return {
    id: user.id,
    account,
    nickname: user.nickname,
    avatar: user.avatar,
    ...(options.withEmail ? { email: user.email } : {}),
    language: user.language,
    region: user.region,
    gender: user.gender,
    vipLevel: user.vipLevel,
    imAccount: chatUsernameFor(account),
    userAccountVo: { goldCoin: 0, character: 0, vipCharacter: 0 },
  };
}

// @node-rs/argon2's Algorithm is an ambient const enum, which isolatedModules cannot read as a
// value; the type annotation makes tsc prove that 2 is Algorithm.Argon2id.
const ARGON2ID: Algorithm.Argon2id = 2;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export class AccountService {
  /** Verified against when the address is unknown, so both failures take the same time. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly db: Database,
    private readonly argon2: Argon2Cost,
    private readonly onEvent: () => void,
  ) {
    this.decoyHash = this.hashPassword(randomBytes(16).toString('hex'));
  }

  hashPassword(password: string) {
    return hash(password, { algorithm: ARGON2ID, ...this.argon2 });
  }

  async register(input: { email: string; password: string; nickname: string; language: string; region?: string | null; gender?: number }) {
    const passwordHash = await this.hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
        if (taken.length > 0) throw new ApiError(409, 'ACCOUNT_EXISTS', 'account.exists', 'email');
        const [user] = await tx
          .insert(users)
          .values({ email: input.email, passwordHash, nickname: input.nickname, language: input.language, region: input.region ?? null, gender: input.gender ?? 0 })
          .returning();
        await registerChatUser(tx, { username: chatUsernameFor(user.id + ACCOUNT_OFFSET), userId: user.id, passwordHash, nickname: user.nickname });
        return toUserInfo(user, { withEmail: true });
      });
    } catch (error) {
      if (error instanceof ChatError) throw chatRegistrationError(error);
      if (isUniqueViolation(error)) throw new ApiError(409, 'ACCOUNT_EXISTS', 'account.exists', 'email'); // lost a race
      throw error;
    }
  }

  /** One live session per member: a login ends the others and tells the BFF. */
  async login(input: { email: string; password: string; platform: string }) {
    const [user] = await this.db.select().from(users).where(eq(users.email, input.email));
    const valid = await verify(user?.passwordHash ?? (await this.decoyHash), input.password);
    if (!user || !valid) throw new ApiError(400, 'INVALID_CREDENTIALS', 'login.invalid');

    const token = randomBytes(32).toString('base64url');
    const sessionId = randomBytes(12).toString('base64url');
    await this.db.transaction(async (tx) => {
      // Concurrent logins of one member queue here, so each revokes the one before it.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      await tx.insert(sessions).values({
        id: sessionId,
        userId: user.id,
        tokenHash: sha256(token),
        platform: input.platform || 'Web',
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
      });
      await enqueueEvent(tx, 'session.started', { userId: user.id, sessionId });
    });
    this.onEvent();
    return { token, userInfo: toUserInfo(user, { withEmail: true }) };
  }

  /** The live session behind a token, or 401. */
  async authenticate(token: unknown) {
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) throw unauthenticated();
    const [session] = await this.db
      .select({ id: sessions.id, userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    if (!session) throw unauthenticated();
    return session;
  }

  async logout(sessionId: string) {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async myInfo(session: { id: string; userId: number }) {
    const [user] = await this.db.select().from(users).where(eq(users.id, session.userId));
    if (!user) throw unauthenticated();
    return { ...toUserInfo(user, { withEmail: true }), sessionId: session.id };
  }
}

function chatRegistrationError(error: ChatError) {
  if (error.type === 'duplicate_unique_property_exists') return new ApiError(409, 'CHAT_USER_EXISTS', 'chat.duplicate');
  if (error.detail === 'USERNAME_TOO_LONG') return new ApiError(400, 'USERNAME_TOO_LONG', 'chat.usernameTooLong');
  return new ApiError(400, 'USERNAME_ILLEGAL', 'chat.usernameIllegal');
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}
