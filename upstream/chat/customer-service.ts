import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCOUNT_OFFSET, SERVICE_EMAIL_PRODUCTION, SERVICE_NICKNAME, SERVICE_STAFF_EMAIL } from '../constants';
import type { Database } from '../db/open';
import { chatConversations, users } from '../db/schema';
import { userNotFound, type SocialService } from '../social/service';
import { findEntry } from './queries';
import { chatUsernameFor, registerChatUser } from './users';

/** What the customer-service account needs of accounts. */
export interface ServiceAccountOptions {
  hashPassword(password: string): Promise<string>;
  /** The staff login's password outside production; undefined in production (no login). */
  staffPassword: string | undefined;
}

/**
 * The customer-service account: one per database, listed first in every member's
 * conversations, and talking with everyone (its welcome to a new member is sent in sending.ts).
 */
export class CustomerService {
  private accountIdPromise: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly social: SocialService,
    private readonly account: ServiceAccountOptions,
  ) {}

  /**
   * The customer-service account's id, creating it the first time it is needed (one per
   * database: a partial unique index on `is_service`). Outside production it has the staff
   * login (SERVICE_STAFF_EMAIL with the given password); in production a random password.
   */
  accountId(): Promise<number> {
    this.accountIdPromise ??= this.ensureAccount().catch((error) => {
      this.accountIdPromise = undefined;
      throw error;
    });
    return this.accountIdPromise;
  }

  private async ensureAccount(): Promise<number> {
    const find = async (db: Database) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.isService, true)))[0]?.id;
    const existing = await find(this.db);
    if (existing) return existing;
    const staff = this.account.staffPassword;
    const passwordHash = await this.account.hashPassword(staff ?? randomBytes(24).toString('base64url'));
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: staff ? SERVICE_STAFF_EMAIL : SERVICE_EMAIL_PRODUCTION,
          passwordHash,
          nickname: SERVICE_NICKNAME,
          language: 'en',
          isService: true,
          hiddenFromSearch: true,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) {
        const id = await find(tx); // another instance made it first
        if (!id) throw new Error('the customer-service account could not be created: its address is taken');
        return id;
      }
      await registerChatUser(tx, {
        username: chatUsernameFor(created.id + ACCOUNT_OFFSET),
        userId: created.id,
        passwordHash,
        nickname: SERVICE_NICKNAME,
      });
      return created.id;
    });
  }

  /**
   * The member's entry with `peerId`: made for the customer-service conversation, else USER_NOT_FOUND when they never
   * talked.
   */
  async existingEntry(db: Database, ownerId: number, peerId: number) {
    const found = await findEntry(db, ownerId, peerId);
    if (found) return found;
    if (peerId !== (await this.accountId()) || ownerId === peerId) throw userNotFound();
    await db.insert(chatConversations).values({ ownerId, peerId }).onConflictDoNothing();
    return (await findEntry(db, ownerId, peerId))!;
  }

  /** GET /service/im-account. */
  async imAccount(viewerId: number) {
    const serviceId = await this.accountId();
    const [row] = await this.db.select().from(users).where(eq(users.id, serviceId));
    const [user] = await this.social.present(viewerId, [row]);
    return { userId: serviceId, imAccount: user.imAccount, user };
  }
}
