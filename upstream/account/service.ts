import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { and, count, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_OFFSET,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_CLIENT,
  TOKEN_LIFETIME_MS,
  type UiLanguage,
} from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { ApiError, unauthenticated } from '../errors';
import { ChatError, chatUsernameFor, registerChatUser } from '../chat/users';
import type { Limit, RateLimiter } from '../limits/rate-limit';
import { toUserInfo } from '../user/presenter';
import { enqueueEvent } from '../webhooks/outbox';
import { codeInvalid, type VerificationCodes } from './codes';
import type { SessionEndReason } from './events';
import { AccountHooks } from './hooks';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

// @node-rs/argon2's Algorithm is an ambient const enum, which isolatedModules cannot read as a
// value; the type annotation makes tsc prove that 2 is Algorithm.Argon2id.
const ARGON2ID: Algorithm.Argon2id = 2;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A member's live session: what the session hook sets as the caller of a request. */
export interface Session {
  id: string;
  userId: number;
}

export interface AccountRules {
  registrationOpen: boolean;
  registeredUserCap: number | undefined;
}

interface NewMember {
  email: string;
  password: string;
  /** Without one (a client that did not ask), the member is "Member <account number>" until they choose. */
  nickname?: string;
  /** The profile's choices; absent ones stay unset until the member makes them. */
  language?: string | null;
  region?: string | null;
  gender?: number | null;
}

/** Failed logins of one account (an address, or `user:<id>` for password confirmations). */
const accountLoginKey = (account: string) => `login:${account}`;

const loginLimits = (account: string, clientIp: string): Limit[] => [
  { key: accountLoginKey(account), max: LOGIN_FAILURES_PER_ACCOUNT, windowMs: LOGIN_FAILURE_WINDOW_MS },
  { key: `login-client:${clientIp}`, max: LOGIN_FAILURES_PER_CLIENT, windowMs: LOGIN_FAILURE_WINDOW_MS },
];

/** The live session behind a token's hash: every member's request reads it. */
const liveSession = prepared('account.liveSession', (db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    ),
);

/**
 * Ends the member's live sessions (those `which` selects, else all) in the caller's
 * transaction and, when any ended, tells the BFF with session.ended in the same transaction.
 */
async function endSessions(
  tx: Database,
  userId: number,
  reason: SessionEndReason,
  which?: SQL,
  until?: Date,
): Promise<string[]> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), which))
    .returning({ id: sessions.id });
  const sessionIds = ended.map((session) => session.id);
  if (sessionIds.length > 0)
    await enqueueEvent(tx, 'session.ended', {
      userId,
      sessionIds,
      reason,
      ...(until && { until: until.toISOString() }),
    });
  return sessionIds;
}

export class AccountService {
  /** Where other domains act inside a registration (hooks.ts). */
  readonly hooks = new AccountHooks();
  /** Verified against when the address is unknown, so both failures take the same time. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly db: Database,
    private readonly argon2: Argon2Cost,
    private readonly codes: VerificationCodes,
    private readonly limiter: RateLimiter,
    private readonly rules: AccountRules,
    private readonly onEvent: () => void,
  ) {
    this.decoyHash = this.hashPassword(randomBytes(16).toString('hex'));
  }

  hashPassword(password: string) {
    return hash(password, { algorithm: ARGON2ID, ...this.argon2 });
  }

  /** Creates a member and their chat-service user in the caller's transaction (registration and demo data). */
  async insertMember(tx: Database, input: NewMember & { passwordHash: string }) {
    if (this.rules.registeredUserCap !== undefined) {
      const [{ members }] = await tx
        .select({ members: count() })
        .from(users)
        .where(and(isNull(users.cancelledAt), eq(users.isService, false)));
      if (members >= this.rules.registeredUserCap)
        throw new ApiError(400, 'REGISTRATION_CLOSED', 'registration.closed');
    }
    const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (taken.length > 0) throw new ApiError(409, 'ACCOUNT_EXISTS', 'account.exists', 'email');
    let [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash: input.passwordHash,
        nickname: input.nickname ?? '',
        language: input.language ?? null,
        region: input.region ?? null,
        gender: input.gender ?? null,
      })
      .returning();
    // Never the address's local part: others would see part of the member's e-mail.
    if (!input.nickname)
      [user] = await tx
        .update(users)
        .set({ nickname: `Member ${user.id + ACCOUNT_OFFSET}` })
        .where(eq(users.id, user.id))
        .returning();
    await registerChatUser(tx, {
      username: chatUsernameFor(user.id + ACCOUNT_OFFSET),
      userId: user.id,
      passwordHash: input.passwordHash,
      nickname: user.nickname,
    });
    return user;
  }

  /** A member made without a code or a session: the demo data (and tests that need someone to exist). */
  async createMember(input: NewMember) {
    const passwordHash = await this.hashPassword(input.password);
    return this.db.transaction((tx) => this.insertMember(tx, { ...input, passwordHash }));
  }

  /**
   * Spec §2 registration: a verified address and a password; the new member is logged in and
   * greeted by customer service in `language`, the one they registered in.
   */
  async register(input: {
    email: string;
    code: string;
    password: string;
    nickname?: string;
    platform: string;
    language: UiLanguage;
    interfaceLanguage?: UiLanguage;
  }) {
    if (!this.rules.registrationOpen) throw new ApiError(400, 'REGISTRATION_FORBIDDEN', 'registration.forbidden');
    const codeId = await this.codes.check({ email: input.email, purpose: 'register', code: input.code });
    const passwordHash = await this.hashPassword(input.password);
    const token = randomBytes(32).toString('base64url');
    try {
      const user = await this.db.transaction(async (tx) => {
        await this.codes.consume(tx, codeId);
        const created = await this.insertMember(tx, {
          email: input.email,
          passwordHash,
          password: input.password,
          nickname: input.nickname,
        });
        await this.startSession(tx, created.id, token, input.platform, input.interfaceLanguage);
        for (const registered of this.hooks.memberRegistered.handlers) await registered(tx, created.id, input.language);
        return created;
      });
      this.onEvent();
      return { token, userInfo: toUserInfo(user, { self: true }) };
    } catch (error) {
      if (error instanceof ChatError) throw chatRegistrationError(error);
      if (isUniqueViolation(error)) throw new ApiError(409, 'ACCOUNT_EXISTS', 'account.exists', 'email'); // lost a race
      throw error;
    }
  }

  /**
   * One live session per member: a login ends the others and tells the BFF. Each attempt is
   * reserved under the failure limits before the password is checked, so a burst of
   * guesses checks no more passwords than the limit; a right password gives it back.
   */
  async login(input: {
    email: string;
    password: string;
    platform: string;
    clientIp: string;
    interfaceLanguage?: UiLanguage;
  }) {
    const limits = loginLimits(input.email, input.clientIp);
    const reservation = await this.limiter.reserve(limits);
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.email, input.email), isNull(users.cancelledAt)));
    const valid = await verify(user?.passwordHash ?? (await this.decoyHash), input.password);
    // the reservation stays: a failure
    if (!user || !valid) throw new ApiError(400, 'INVALID_CREDENTIALS', 'login.invalid');
    await this.limiter.giveBack(reservation);
    await this.limiter.clear(limits[0].key); // the account's earlier failures are forgiven

    const token = randomBytes(32).toString('base64url');
    await this.db.transaction((tx) => this.startSession(tx, user.id, token, input.platform, input.interfaceLanguage));
    this.onEvent();
    return { token, userInfo: toUserInfo(user, { self: true }) };
  }

  /**
   * `interfaceLanguage`: the language the member uses Across in, recorded with the session (their reading language
   * until they choose one).
   */
  private async startSession(
    tx: Database,
    userId: number,
    token: string,
    platform: string,
    interfaceLanguage?: UiLanguage,
  ) {
    const sessionId = randomBytes(12).toString('base64url');
    // Concurrent logins of one member queue here, so each revokes the one before it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    for (const refuse of this.hooks.sessionStarting.handlers) await refuse(tx, userId, interfaceLanguage ?? 'en');
    if (interfaceLanguage) await tx.update(users).set({ interfaceLanguage }).where(eq(users.id, userId));
    await endSessions(tx, userId, 'LOGGED_IN_ELSEWHERE');
    await tx.insert(sessions).values({
      id: sessionId,
      userId,
      tokenHash: sha256(token),
      platform: platform || 'Web',
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
    });
    await enqueueEvent(tx, 'session.started', { userId, sessionId });
  }

  /**
   * Ends every live session of the member in the caller's transaction (a sanction: `reason` says which), the BFF
   * told in the same transaction. The caller locks the member's row first, as a login does, so no login slips
   * between.
   */
  endAllSessions(tx: Database, userId: number, reason: SessionEndReason, until?: Date) {
    return endSessions(tx, userId, reason, undefined, until);
  }

  /** The live session behind a token, or 401. */
  async authenticate(token: unknown): Promise<Session> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) throw unauthenticated();
    const [session] = await liveSession(this.db, { tokenHash: sha256(token), now: new Date() });
    if (!session) throw unauthenticated();
    return session;
  }

  /**
   * The member behind each live token among `tokens` (others are left out): many sessions in
   * one statement, for the BFF's batched presence refresh.
   */
  async membersOfTokens(tokens: readonly string[]): Promise<Map<string, number>> {
    const byHash = new Map(tokens.map((token) => [sha256(token), token]));
    if (byHash.size === 0) return new Map();
    const rows = await this.db
      .select({ tokenHash: sessions.tokenHash, userId: sessions.userId })
      .from(sessions)
      .where(
        and(
          inArray(sessions.tokenHash, [...byHash.keys()]),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    return new Map(rows.map((row) => [byHash.get(row.tokenHash)!, row.userId]));
  }

  async logout(session: Session) {
    const ended = await this.db.transaction((tx) =>
      endSessions(tx, session.userId, 'LOGOUT', eq(sessions.id, session.id)),
    );
    if (ended.length > 0) this.onEvent();
  }

  /** Confirms the logged-in member's password (change, cancel), each attempt reserved first like logins. */
  private async confirmPassword(userId: number, password: string, clientIp: string) {
    const reservation = await this.limiter.reserve(loginLimits(`user:${userId}`, clientIp));
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user || !(await verify(user.passwordHash, password)))
      throw new ApiError(400, 'INVALID_CREDENTIALS', 'password.wrong', 'password');
    await this.limiter.giveBack(reservation);
    return user;
  }

  /** A new password for the logged-in member; every other session ends. */
  async changePassword(session: Session, input: { oldPassword: string; password: string; clientIp: string }) {
    await this.confirmPassword(session.userId, input.oldPassword, input.clientIp);
    const passwordHash = await this.hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, session.userId));
      await endSessions(tx, session.userId, 'PASSWORD_CHANGED', ne(sessions.id, session.id));
    });
    this.onEvent();
  }

  /** Forgot password: a code sent to the address sets a new password; every session ends. */
  async resetPassword(input: { email: string; code: string; password: string }) {
    const codeId = await this.codes.check({ email: input.email, purpose: 'reset', code: input.code });
    const passwordHash = await this.hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      await this.codes.consume(tx, codeId);
      const [user] = await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.email, input.email), isNull(users.cancelledAt)))
        .returning({ id: users.id });
      if (!user) throw codeInvalid();
      await endSessions(tx, user.id, 'PASSWORD_RESET');
    });
    this.onEvent();
    await this.limiter.clear(accountLoginKey(input.email));
  }

  /**
   * Closes the account for good: the address and password stop working, every session
   * ends, and the member leaves every list. The row stays, so others' histories still
   * name who they talked to.
   */
  async cancel(session: Session, input: { password: string; clientIp: string }) {
    await this.confirmPassword(session.userId, input.password, input.clientIp);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ cancelledAt: new Date(), email: `cancelled-${session.userId}@cancelled.invalid`, passwordHash: '!' })
        .where(eq(users.id, session.userId));
      await endSessions(tx, session.userId, 'ACCOUNT_CANCELLED');
    });
    this.onEvent();
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
