import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BURN_VIEW_MS,
  CHAT_SEND_LIMIT,
  COMPLAINT_LIMITS,
  MEDIA_URL_TTL_MS,
  RECALL_WINDOW_MS,
  SERVICE_EMAIL_PRODUCTION,
  SERVICE_NICKNAME,
  SERVICE_STAFF_EMAIL,
  ACCOUNT_OFFSET,
} from '../constants';
import type { Database } from '../db/open';
import { blocks, chatBurnViews, chatConversations, chatMessages, complaints, uploads, users } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { isId } from '../fields';
import { translate } from '../i18n';
import type { UiLanguage } from '../constants';
import type { RateLimiter } from '../limits/rate-limit';
import type { MediaSigner } from '../media/signing';
import { openableBy, userNotFound, type MemberView, type SocialService } from '../social/service';
import type { CorrectionView, MessageTranslations, PreparedText, TranslationView } from '../translation/message-translations';
import { effectiveVipLevel, type UserRow } from '../user/presenter';
import { enqueueEvent } from '../webhooks/outbox';
import type { ChatDelivery } from './events';
import { chatUsernameFor, registerChatUser } from './users';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageType = 'txt' | 'img' | 'custom';

/** A message as one member sees it (docs/contract.md "Chat"). */
export interface MessageView {
  id: number;
  clientId: string | null;
  from: number;
  to: number;
  type: MessageType;
  msg: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
  burn: boolean;
  burnState: 'unviewed' | 'viewed' | null;
  custom: unknown;
  /** The sender's free JSON, with the spec's `translation` and `translateRecordId` of the translation sent with it. */
  ext: unknown;
  time: number;
  read: boolean | null;
  /** A text's language as detected when it was sent (null: no words, or not a text). */
  language: string | null;
  /** The translation this member sees (theirs, else the one it was sent with), or null. */
  translation: TranslationView | null;
  /** A better wording of its translation its reader proposed (both members see it), or null. */
  correction: CorrectionView | null;
}

/** A member's conversation entry as they see it. */
export interface ConversationView {
  id: number;
  userId: number;
  user: MemberView;
  remarkName: string | null;
  unread: number;
  lastMessage: MessageView | null;
  lastTime: number;
  userType: 1 | 2;
}

export type SendInput = { userId: number; clientId: string; ext: Record<string, unknown> | null } & (
  /**
   * `translate: false` sends it as written, whatever the conversation's outgoing translation;
   * `translateRecordId` (from `ext`) goes out with the sender's draft translation of this text;
   * `coins`: its translation may take gold coins.
   */
  | { type: 'txt'; msg: string; translate?: boolean; translateRecordId?: number; coins?: boolean }
  | { type: 'img'; key: string; burn: boolean }
  /** Sent by upstream itself (gifts, red packets), never by a member's request. */
  | { type: 'custom'; custom: CustomMessage }
);

/** A custom message's content (docs/contract.md "Chat"): what a gift or a red packet shows. */
export interface CustomMessage {
  type: 'gift' | 'red-packet';
  id: number;
  amount: number;
  url?: string;
  note?: string;
}

/** Complaint types of /complain/complain_type: stable ids, names in the request's language. */
export const COMPLAINT_TYPES = [
  { id: 1, key: 'complain.harassment' },
  { id: 2, key: 'complain.spam' },
  { id: 3, key: 'complain.photos' },
  { id: 4, key: 'complain.fake' },
  { id: 5, key: 'complain.underage' },
  { id: 6, key: 'complain.other' },
] as const;

const SVIP = 2;

const messageNotFound = () => new ApiError(404, 'MESSAGE_NOT_FOUND', 'chat.messageNotFound');
const blockedError = () => new ApiError(400, 'BLOCKED', 'chat.blocked');
const burnViewed = () => new ApiError(400, 'BURN_VIEWED', 'chat.burnViewed');
const rateLimited = (retryAfterSeconds: number) => new ApiError(429, 'RATE_LIMITED', 'chat.rateLimited', undefined, {}, retryAfterSeconds);
const tooManyReports = (retryAfterSeconds: number) => new ApiError(429, 'RATE_LIMITED', 'complain.tooMany', undefined, {}, retryAfterSeconds);
const tooManyReportsAbout = (retryAfterSeconds: number) => new ApiError(429, 'RATE_LIMITED', 'complain.tooManyAboutMember', undefined, {}, retryAfterSeconds);

/** Messages between two members, either way. */
const between = (a: number, b: number) =>
  or(and(eq(chatMessages.senderId, a), eq(chatMessages.recipientId, b)), and(eq(chatMessages.senderId, b), eq(chatMessages.recipientId, a)))!;

/** Rows whose member (`peer`: a conversation's peer, by default) has no block with `ownerId` either way (cancelled members stay). */
const noBlockWith = (ownerId: number, peer: AnyPgColumn = chatConversations.peerId): SQL =>
  and(
    notInArray(peer, sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${ownerId})`),
    notInArray(peer, sql`(select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${ownerId})`),
  )!;

const entryOf = (ownerId: number, peerId: number) => and(eq(chatConversations.ownerId, ownerId), eq(chatConversations.peerId, peerId))!;

/** Thrown inside a send's transaction when another send with the same clientId won: roll back, answer that one. */
class AlreadySent {
  constructor(readonly row: MessageRow) {}
}

/**
 * One-to-one chat (spec §3 Message, Conversation entry; §4 unread, recall, burn after
 * reading; docs/contract.md "Chat"). Each change is one transaction that also writes its
 * event, each delivery read in that transaction as the member it goes to sees it.
 */
export class ChatService {
  private serviceAccountId: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly social: SocialService,
    private readonly signer: MediaSigner,
    private readonly limiter: RateLimiter,
    private readonly account: {
      hashPassword(password: string): Promise<string>;
      /** The staff login's password outside production; undefined in production (no login). */
      staffPassword: string | undefined;
    },
    /** Paid unlocks (the economy's): run in the send's transaction before a member's own message goes; may refuse it. */
    private readonly contactFee: { firstMessage(tx: Database, senderId: number, recipient: UserRow): Promise<void> },
    /** A text's language and translations (translation's): made before the send's transaction, charged and stored in it. */
    private readonly translations: Pick<MessageTranslations, 'prepare' | 'lock' | 'record' | 'present'>,
    /** Called after a transaction wrote a webhook event, to deliver it at once. */
    private readonly onEvent: () => void = () => {},
    /** Called when an image may have stopped being needed (recall, clear, a burn view), to delete its bytes. */
    private readonly onMediaReleased: () => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  // ---------------------------------------------------------------- customer service

  /**
   * The customer-service account's id, creating it the first time it is needed (one per
   * database: a partial unique index on `is_service`). Outside production it has the staff
   * login (SERVICE_STAFF_EMAIL with the given password); in production a random password.
   */
  serviceAccount(): Promise<number> {
    this.serviceAccountId ??= this.ensureServiceAccount().catch((error) => {
      this.serviceAccountId = undefined;
      throw error;
    });
    return this.serviceAccountId;
  }

  private async ensureServiceAccount(): Promise<number> {
    const find = async (db: Database) => (await db.select({ id: users.id }).from(users).where(eq(users.isService, true)))[0]?.id;
    const existing = await find(this.db);
    if (existing) return existing;
    const staff = this.account.staffPassword;
    const passwordHash = await this.account.hashPassword(staff ?? randomBytes(24).toString('base64url'));
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email: staff ? SERVICE_STAFF_EMAIL : SERVICE_EMAIL_PRODUCTION, passwordHash, nickname: SERVICE_NICKNAME, language: 'en', isService: true, hiddenFromSearch: true })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) {
        const id = await find(tx); // another instance made it first
        if (!id) throw new Error('the customer-service account could not be created: its address is taken');
        return id;
      }
      await registerChatUser(tx, { username: chatUsernameFor(created.id + ACCOUNT_OFFSET), userId: created.id, passwordHash, nickname: SERVICE_NICKNAME });
      return created.id;
    });
  }

  /**
   * Customer service's welcome to a new member, written in `language` (the one they registered
   * in) inside the caller's transaction, so no member finds that conversation empty. Once per
   * member (its client id). Only the member's entry is made, unread: the staff's list gets the
   * conversation when the member answers, not one per registration. Not through `send`: the
   * service account's send limit must never refuse a registration.
   */
  async welcome(tx: Database, memberId: number, language: UiLanguage): Promise<void> {
    const serviceId = await this.serviceAccount();
    const [message] = await tx
      .insert(chatMessages)
      .values({ senderId: serviceId, recipientId: memberId, clientId: `welcome-${memberId}`, type: 'txt', body: translate(language, 'chat.welcome'), language })
      .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
      .returning();
    if (!message) return;
    await tx
      .insert(chatConversations)
      .values({ ownerId: memberId, peerId: serviceId, unreadCount: 1, lastMessageId: message.id, lastTime: message.createdAt })
      .onConflictDoUpdate({
        target: [chatConversations.ownerId, chatConversations.peerId],
        set: { unreadCount: sql`${chatConversations.unreadCount} + 1`, lastMessageId: message.id, lastTime: message.createdAt, deletedAt: null },
      });
    const delivery = await this.delivery(tx, memberId, serviceId);
    const [copy] = await this.presentMessages(tx, memberId, [message]);
    await enqueueEvent(tx, 'chat.message', { message: { id: message.id, from: serviceId, to: memberId }, deliveries: [{ ...delivery, message: copy }] });
  }

  /** GET /service/im-account. */
  async serviceImAccount(viewerId: number) {
    const serviceId = await this.serviceAccount();
    const [row] = await this.db.select().from(users).where(eq(users.id, serviceId));
    const [user] = await this.social.present(viewerId, [row]);
    return { userId: serviceId, imAccount: user.imAccount, user };
  }

  // ---------------------------------------------------------------- presenting

  private async blockedBetween(db: Database, a: number, b: number) {
    const found = await db
      .select({ id: blocks.blockerId })
      .from(blocks)
      .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))));
    return found.length > 0;
  }

  /** Messages as `viewerId` sees them: image URLs signed for them, burn state, the SVIP read flag. */
  private async presentMessages(db: Database, viewerId: number, rows: MessageRow[]): Promise<MessageView[]> {
    if (rows.length === 0) return [];
    const burnIds = rows.filter((row) => row.burn).map((row) => row.id);
    const viewed = new Set(
      burnIds.length ? (await db.select({ id: chatBurnViews.messageId }).from(chatBurnViews).where(inArray(chatBurnViews.messageId, burnIds))).map((view) => view.id) : [],
    );
    const readUpTo = new Map<number, number>();
    const mine = rows.filter((row) => row.senderId === viewerId);
    let svip = false;
    if (mine.length > 0) {
      const [viewer] = await db.select({ vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, viewerId));
      svip = viewer !== undefined && effectiveVipLevel(viewer, this.now()) === SVIP;
      if (svip) {
        const peers = [...new Set(mine.map((row) => row.recipientId))];
        const entries = await db
          .select({ ownerId: chatConversations.ownerId, readUpTo: chatConversations.readUpTo })
          .from(chatConversations)
          .where(and(eq(chatConversations.peerId, viewerId), inArray(chatConversations.ownerId, peers)));
        for (const entry of entries) readUpTo.set(entry.ownerId, entry.readUpTo);
      }
    }
    const translations = await this.translations.present(db, viewerId, rows.filter((row) => row.type === 'txt').map((row) => row.id));
    return rows.map((row) => {
      const own = row.senderId === viewerId;
      const { shown: translation = null, sent = null, correction = null } = translations.get(row.id) ?? {};
      // Spec §3: the translation a text was sent with is in its ext, as the chat SDK carries it.
      const sentWith = sent?.text != null ? { translation: sent.text, translateRecordId: sent.recordId } : null;
      const hidden = row.burn && !own; // the recipient opens a burn photo only through /im/read-burnimg
      const burned = row.burn && viewed.has(row.id); // gone for the sender too once viewed
      const url =
        row.type === 'img' && row.mediaKey && !row.mediaDeletedAt && !hidden && !burned
          ? this.signer.photoUrl(row.mediaKey, { viewerId, messageId: row.id }, MEDIA_URL_TTL_MS, this.now())
          : null;
      return {
        id: row.id,
        clientId: own ? row.clientId : null,
        from: row.senderId,
        to: row.recipientId,
        type: row.type as MessageType,
        msg: row.type === 'txt' ? row.body : null,
        url,
        width: row.width,
        height: row.height,
        burn: row.burn,
        burnState: row.burn ? (viewed.has(row.id) ? 'viewed' : 'unviewed') : null,
        custom: row.custom ?? null,
        ext: sentWith ? { ...((row.ext as Record<string, unknown> | null) ?? {}), ...sentWith } : (row.ext ?? null),
        time: row.createdAt.getTime(),
        read: own && svip ? row.id <= (readUpTo.get(row.recipientId) ?? 0) : null,
        language: row.language,
        translation,
        correction,
      };
    });
  }

  /** `known`: peers' rows and last messages (as the viewer sees them) the caller already holds, not read again. */
  private async presentConversations(
    db: Database,
    viewerId: number,
    entries: ConversationRow[],
    known: { peers?: UserRow[]; messages?: MessageView[] } = {},
  ): Promise<ConversationView[]> {
    if (entries.length === 0) return [];
    const peerIds = [...new Set(entries.map((entry) => entry.peerId))];
    const knownPeers = (known.peers ?? []).filter((row) => peerIds.includes(row.id));
    const unknownPeers = peerIds.filter((id) => !knownPeers.some((row) => row.id === id));
    const peerRows = [...knownPeers, ...(unknownPeers.length ? await db.select().from(users).where(inArray(users.id, unknownPeers)) : [])];
    const people = await this.social.present(viewerId, peerRows, db);
    const knownViews = known.messages ?? [];
    const lastIds = entries.map((entry) => entry.lastMessageId).filter((id): id is number => id !== null && !knownViews.some((message) => message.id === id));
    const lastRows = lastIds.length ? await db.select().from(chatMessages).where(and(inArray(chatMessages.id, lastIds), isNull(chatMessages.recalledAt))) : [];
    const lastViews = [...knownViews, ...(await this.presentMessages(db, viewerId, lastRows))];
    return entries.map((entry) => {
      const user = people.find((person) => person.id === entry.peerId)!;
      const row = peerRows.find((peer) => peer.id === entry.peerId)!;
      return {
        id: entry.id,
        userId: entry.peerId,
        user,
        remarkName: user.relation.friendRemarkName,
        unread: entry.unreadCount,
        lastMessage: lastViews.find((message) => message.id === entry.lastMessageId) ?? null,
        lastTime: entry.lastTime.getTime(),
        userType: row.isService ? 2 : 1,
      };
    });
  }

  /** Unread messages over the member's listed conversations (the customer-service one always listed). */
  private async unreadTotal(db: Database, ownerId: number) {
    const serviceId = await this.serviceAccount();
    const [{ total }] = await db
      .select({ total: sql<number>`coalesce(sum(${chatConversations.unreadCount}), 0)::int`.mapWith(Number) })
      .from(chatConversations)
      .where(and(eq(chatConversations.ownerId, ownerId), or(isNull(chatConversations.deletedAt), eq(chatConversations.peerId, serviceId)), noBlockWith(ownerId)));
    return total;
  }

  private async entry(db: Database, ownerId: number, peerId: number) {
    return (await db.select().from(chatConversations).where(entryOf(ownerId, peerId)))[0];
  }

  /** The member's entry with `peerId`: made for the customer-service conversation, else USER_NOT_FOUND when they never talked. */
  private async existingEntry(db: Database, ownerId: number, peerId: number) {
    const found = await this.entry(db, ownerId, peerId);
    if (found) return found;
    if (peerId !== (await this.serviceAccount()) || ownerId === peerId) throw userNotFound();
    await db.insert(chatConversations).values({ ownerId, peerId }).onConflictDoNothing();
    return (await this.entry(db, ownerId, peerId))!;
  }

  private async delivery(db: Database, userId: number, peerId: number): Promise<ChatDelivery> {
    const [conversation] = await this.presentConversations(db, userId, [(await this.entry(db, userId, peerId))!]);
    return { userId, conversation, unreadTotal: await this.unreadTotal(db, userId) };
  }

  // ---------------------------------------------------------------- sending

  /**
   * Whom `senderId` may message (docs/decisions.md "Chat"): not themself, not a cancelled
   * member, no block either way, and someone they may open (social's `openableBy`) or are
   * already in a conversation with (a member hidden from search who wrote first); the
   * customer-service account talks with everyone.
   */
  private async recipient(db: Database, senderId: number, userId: number): Promise<UserRow> {
    if (userId === senderId) throw validationError('userId', 'chat.self');
    // Every fact the rules need in one round trip: a send is the busiest write there is.
    const [found] = await db
      .select({
        row: users,
        blocked: sql<boolean>`not (${noBlockWith(senderId, users.id)})`,
        openable: sql<boolean>`(${openableBy(senderId)})`,
        talked: sql<boolean>`exists (select 1 from ${chatConversations} where ${entryOf(senderId, userId)})`,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!found) throw userNotFound();
    if (found.row.cancelledAt) throw new ApiError(400, 'RECIPIENT_UNAVAILABLE', 'chat.unavailable');
    if (found.blocked) throw blockedError();
    const serviceId = await this.serviceAccount();
    if (senderId === serviceId || userId === serviceId || found.openable || found.talked) return found.row;
    throw userNotFound();
  }

  /** POST /chat/send: the sender's copy. Idempotent on (sender, clientId). */
  /** The sender's copy; a new message also carries the sender's entry (`conversation`), as the event tells their other tabs. */
  /** `within`: the caller's transaction (a gift or red packet and its message are one change). */
  async send(senderId: number, input: SendInput, within?: Database): Promise<MessageView & { conversation?: ConversationView }> {
    const base = within ?? this.db; // PGlite has one connection: inside a transaction, only it answers
    const resent = async (row: MessageRow) => (await this.presentMessages(base, senderId, [row]))[0];
    const sentBefore = async (db: Database) =>
      (await db.select().from(chatMessages).where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, input.clientId))))[0];
    const earlier = await sentBefore(base);
    if (earlier) return resent(earlier);
    await this.serviceAccount();
    // The text's language and translations, made before the transaction (an engine may take a
    // moment), once the sender may send it at all: nothing is translated, or said about the
    // recipient, for a send that would be refused.
    let prepared: PreparedText | undefined;
    if (input.type === 'txt') {
      const sendLimit = { key: `chat-send:${senderId}`, ...CHAT_SEND_LIMIT };
      const waitSeconds = await this.limiter.full(sendLimit);
      if (waitSeconds !== null) throw rateLimited(waitSeconds);
      await this.recipient(base, senderId, input.userId);
      try {
        prepared = await this.translations.prepare(senderId, input.userId, input.msg, { outgoing: input.translate !== false, draftId: input.translateRecordId, coins: input.coins });
      } catch (error) {
        // A retry whose first send committed meanwhile (and spent the balance) answers that send.
        const committed = await sentBefore(base);
        if (committed) return resent(committed);
        throw error;
      }
    }
    let sent: MessageView & { conversation?: ConversationView };
    try {
      sent = await base.transaction(async (tx) => {
        // Members a translation charges are locked first, as a gift locks its giver before its
        // message: every path takes member rows before the send limit's row (no deadlock).
        if (prepared) await this.translations.lock(tx, prepared);
        // The limit's row stays locked to the end: one member's sends queue here.
        await this.limiter.reserve([{ key: `chat-send:${senderId}`, ...CHAT_SEND_LIMIT }], { tx, refuse: rateLimited });
        const raced = await sentBefore(tx);
        if (raced) throw new AlreadySent(raced);
        const recipient = await this.recipient(tx, senderId, input.userId);
        // Gifts and red packets are paid for already.
        if (input.type !== 'custom') await this.contactFee.firstMessage(tx, senderId, recipient);
        let values: typeof chatMessages.$inferInsert = { senderId, recipientId: recipient.id, clientId: input.clientId, type: input.type, ext: input.ext };
        if (input.type === 'txt') values = { ...values, body: input.msg, language: prepared?.language ?? null };
        else if (input.type === 'custom') values = { ...values, custom: input.custom };
        else {
          const [upload] = await tx
            .update(uploads)
            .set({ attachedAt: new Date(this.now()) })
            .where(and(eq(uploads.key, input.key), eq(uploads.userId, senderId), isNull(uploads.attachedAt)))
            .returning();
          if (!upload?.key) throw validationError('key', 'chat.image');
          values = { ...values, mediaKey: upload.key, width: upload.width, height: upload.height, burn: input.burn };
        }
        const [message] = await tx.insert(chatMessages).values(values).onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] }).returning();
        if (!message) throw new AlreadySent((await sentBefore(tx))!);
        if (prepared) await this.translations.record(tx, message.id, prepared);
        // Both entries in one statement, rows in one order for every sender (no deadlock
        // between A→B and B→A); the recipient's unread count grows by one.
        const entries = await tx
          .insert(chatConversations)
          .values(
            [senderId, recipient.id]
              .sort((a, b) => a - b)
              .map((ownerId) => ({
                ownerId,
                peerId: ownerId === senderId ? recipient.id : senderId,
                unreadCount: ownerId === recipient.id ? 1 : 0,
                lastMessageId: message.id,
                lastTime: message.createdAt,
              })),
          )
          .onConflictDoUpdate({
            target: [chatConversations.ownerId, chatConversations.peerId],
            set: {
              unreadCount: sql`${chatConversations.unreadCount} + excluded.unread_count`,
              lastMessageId: sql`greatest(coalesce(${chatConversations.lastMessageId}, 0), excluded.last_message_id)`,
              lastTime: sql`greatest(${chatConversations.lastTime}, excluded.last_time)`,
              deletedAt: null,
            },
          })
          .returning();
        // Each side's copy and entry, presented from what this transaction already holds.
        const [sender] = await tx.select().from(users).where(eq(users.id, senderId));
        const deliveries = [];
        for (const [userId, peer] of [[recipient.id, sender], [senderId, recipient]] as const) {
          const [copy] = await this.presentMessages(tx, userId, [message]);
          const entry = entries.find((found) => found.ownerId === userId)!;
          const [conversation] = await this.presentConversations(tx, userId, [entry], { peers: [peer], messages: [copy] });
          deliveries.push({ userId, conversation, unreadTotal: await this.unreadTotal(tx, userId), message: copy });
        }
        await enqueueEvent(tx, 'chat.message', { message: { id: message.id, from: senderId, to: recipient.id }, deliveries });
        return { ...deliveries[1].message, conversation: deliveries[1].conversation };
      });
    } catch (error) {
      if (error instanceof AlreadySent) return resent(error.row);
      throw error;
    }
    this.onEvent();
    return sent;
  }

  // ---------------------------------------------------------------- reading

  /** GET /chat/history: newest first, older than `before`; recalled and cleared ones skipped. */
  async history(viewerId: number, peerId: number, before: number | undefined, size: number) {
    if (await this.blockedBetween(this.db, viewerId, peerId)) throw blockedError();
    const cleared = (await this.entry(this.db, viewerId, peerId))?.clearedBefore ?? 0;
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(and(between(viewerId, peerId), isNull(chatMessages.recalledAt), gt(chatMessages.id, cleared), before === undefined ? undefined : lt(chatMessages.id, before)))
      .orderBy(desc(chatMessages.id))
      .limit(size + 1);
    return { list: await this.presentMessages(this.db, viewerId, rows.slice(0, size)), hasMore: rows.length > size };
  }

  /** GET /chat/message-batch: in order, null where not the caller's, recalled, cleared for them or blocked. `db`: the caller's transaction. */
  async messages(viewerId: number, ids: number[], db: Database = this.db) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(inArray(chatMessages.id, ids), isNull(chatMessages.recalledAt), or(eq(chatMessages.senderId, viewerId), eq(chatMessages.recipientId, viewerId))));
    const peerOf = (row: MessageRow) => (row.senderId === viewerId ? row.recipientId : row.senderId);
    const peers = [...new Set(rows.map(peerOf))];
    const entries = peers.length ? await db.select().from(chatConversations).where(and(eq(chatConversations.ownerId, viewerId), inArray(chatConversations.peerId, peers))) : [];
    const open = entries.length ? await db.select({ peerId: chatConversations.peerId }).from(chatConversations).where(and(eq(chatConversations.ownerId, viewerId), inArray(chatConversations.peerId, peers), noBlockWith(viewerId))) : [];
    const visible = rows.filter((row) => {
      const entry = entries.find((found) => found.peerId === peerOf(row));
      return entry && row.id > entry.clearedBefore && open.some((found) => found.peerId === entry.peerId);
    });
    const presented = await this.presentMessages(db, viewerId, visible);
    return ids.map((id) => presented.find((message) => message.id === id) ?? null);
  }

  /** POST /message/user-session-list: customer service first (always), then newest activity first. */
  async conversations(viewerId: number, page: { offset: number; size: number }) {
    const serviceId = await this.serviceAccount();
    const withService = viewerId !== serviceId;
    const serviceEntry = withService ? await this.existingEntry(this.db, viewerId, serviceId) : undefined;
    const where = and(eq(chatConversations.ownerId, viewerId), isNull(chatConversations.deletedAt), ne(chatConversations.peerId, serviceId), noBlockWith(viewerId));
    const [{ others }] = await this.db.select({ others: count() }).from(chatConversations).where(where);
    // The customer-service entry is position 0 of the whole list.
    const first = withService && page.offset === 0;
    const rows = await this.db
      .select()
      .from(chatConversations)
      .where(where)
      .orderBy(desc(chatConversations.lastTime), desc(chatConversations.id))
      .limit(first ? page.size - 1 : page.size)
      .offset(withService && !first ? page.offset - 1 : page.offset);
    const list = await this.presentConversations(this.db, viewerId, first ? [serviceEntry!, ...rows] : rows);
    return { total: others + (withService ? 1 : 0), unreadTotal: await this.unreadTotal(this.db, viewerId), list };
  }

  /** GET /message/unread-message. */
  async unread(viewerId: number) {
    const serviceId = await this.serviceAccount();
    const service = (await this.entry(this.db, viewerId, serviceId))?.unreadCount ?? 0;
    return { total: await this.unreadTotal(this.db, viewerId), service };
  }

  /** GET /chat/conversation-batch: in order, null where not the caller's (or blocked). */
  async conversationsById(viewerId: number, ids: number[]) {
    const rows = await this.db.select().from(chatConversations).where(and(inArray(chatConversations.id, ids), eq(chatConversations.ownerId, viewerId), noBlockWith(viewerId)));
    const presented = await this.presentConversations(this.db, viewerId, rows);
    return ids.map((id) => presented.find((conversation) => conversation.id === id) ?? null);
  }

  /**
   * GET /chat/conversations-with: the caller's entry with each member, in order; an empty one
   * (`id` null, nothing unread, no message) where they have not talked yet but the caller may
   * message them; null where the caller may not reach them (blocked either way, unknown,
   * hidden, cancelled without a conversation, themself).
   */
  async conversationsWith(viewerId: number, peerIds: number[]): Promise<Array<(Omit<ConversationView, 'id' | 'lastTime'> & { id: number | null; lastTime: number | null }) | null>> {
    const serviceId = await this.serviceAccount();
    const entries = await this.db.select().from(chatConversations).where(and(eq(chatConversations.ownerId, viewerId), inArray(chatConversations.peerId, peerIds), noBlockWith(viewerId)));
    const presented = await this.presentConversations(this.db, viewerId, entries);
    const missing = peerIds.filter((id) => id !== viewerId && !entries.some((entry) => entry.peerId === id));
    const reachable = missing.length
      ? await this.db
          .select()
          .from(users)
          .where(and(inArray(users.id, missing), isNull(users.cancelledAt), noBlockWith(viewerId, users.id), viewerId === serviceId ? undefined : or(openableBy(viewerId), eq(users.id, serviceId))))
      : [];
    const people = reachable.length ? await this.social.present(viewerId, reachable) : [];
    return peerIds.map((peerId) => {
      const found = presented.find((conversation) => conversation.userId === peerId);
      if (found) return found;
      const user = people.find((person) => person.id === peerId);
      if (!user) return null;
      return { id: null, userId: peerId, user, remarkName: user.relation.friendRemarkName, unread: 0, lastMessage: null, lastTime: null, userType: peerId === serviceId ? 2 : 1 };
    });
  }

  // ---------------------------------------------------------------- changes

  /**
   * Sets the preview of both entries of a pair to the newest message each owner still sees,
   * and the recipient's unread count to the peer's unread messages they still see.
   */
  private async refreshPair(tx: Database, a: number, b: number) {
    const visible = sql`(("m"."sender_id" = "chat_conversations"."owner_id" and "m"."recipient_id" = "chat_conversations"."peer_id") or ("m"."sender_id" = "chat_conversations"."peer_id" and "m"."recipient_id" = "chat_conversations"."owner_id")) and "m"."recalled_at" is null and "m"."id" > "chat_conversations"."cleared_before"`;
    const newest = sql`(select max("m"."id") from "chat_messages" "m" where ${visible})`;
    await tx
      .update(chatConversations)
      .set({
        lastMessageId: newest,
        lastTime: sql`coalesce((select "m"."created_at" from "chat_messages" "m" where "m"."id" = ${newest}), "chat_conversations"."last_time")`,
        unreadCount: sql`(select count(*)::int from "chat_messages" "m" where ${visible} and "m"."sender_id" = "chat_conversations"."peer_id" and "m"."id" > "chat_conversations"."read_up_to")`,
      })
      .where(or(entryOf(a, b), entryOf(b, a)));
  }

  /** POST /chat/recall: only the sender, within RECALL_WINDOW_MS; gone from both sides. */
  async recall(viewerId: number, messageId: number) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.senderId, viewerId), isNull(chatMessages.recalledAt)))
        .for('update');
      if (!row) throw messageNotFound();
      if (this.now() - row.createdAt.getTime() > RECALL_WINDOW_MS) throw new ApiError(400, 'RECALL_WINDOW_EXPIRED', 'chat.recallExpired');
      await tx.update(chatMessages).set({ recalledAt: new Date(this.now()) }).where(eq(chatMessages.id, messageId));
      await this.refreshPair(tx, row.senderId, row.recipientId);
      const deliveries = [];
      for (const [userId, peerId] of [[row.recipientId, row.senderId], [row.senderId, row.recipientId]]) {
        if (await this.entry(tx, userId, peerId)) deliveries.push(await this.delivery(tx, userId, peerId));
      }
      await enqueueEvent(tx, 'chat.recalled', { messageId, from: row.senderId, to: row.recipientId, deliveries });
    });
    this.onEvent();
    this.onMediaReleased();
    return { messageId };
  }

  /** POST /chat/read: unread 0; the peer's messages up to now count as read. */
  async read(viewerId: number, peerId: number) {
    if (await this.blockedBetween(this.db, viewerId, peerId)) throw blockedError();
    let changed = false;
    const conversation = await this.db.transaction(async (tx) => {
      const entry = await this.existingEntry(tx, viewerId, peerId);
      const [{ newest }] = await tx
        .select({ newest: sql<number | null>`max(${chatMessages.id})`.mapWith(Number) })
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, peerId), eq(chatMessages.recipientId, viewerId)));
      const readUpTo = Math.max(entry.readUpTo, newest ?? 0);
      changed = entry.unreadCount !== 0 || readUpTo !== entry.readUpTo;
      await tx.update(chatConversations).set({ unreadCount: 0, readUpTo }).where(eq(chatConversations.id, entry.id));
      const mine = await this.delivery(tx, viewerId, peerId);
      if (changed) {
        const deliveries = [mine];
        const [peer] = await tx.select({ vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, peerId));
        if (peer && effectiveVipLevel(peer, this.now()) === SVIP && (await this.entry(tx, peerId, viewerId))) deliveries.push(await this.delivery(tx, peerId, viewerId));
        await enqueueEvent(tx, 'chat.read', { readerId: viewerId, peerId, readUpTo, deliveries });
      }
      return mine.conversation;
    });
    if (changed) this.onEvent();
    return conversation;
  }

  /** POST /chat/conversation-delete: the entry leaves the member's list until a new message comes. */
  async deleteConversation(viewerId: number, peerId: number) {
    const deleted = await this.db.transaction(async (tx) => {
      const [entry] = await tx
        .update(chatConversations)
        .set({ deletedAt: new Date(this.now()) })
        .where(and(entryOf(viewerId, peerId), isNull(chatConversations.deletedAt)))
        .returning();
      if (!entry) return false;
      await enqueueEvent(tx, 'chat.conversation', {
        userId: viewerId,
        peerId,
        conversationId: entry.id,
        deleted: true,
        conversation: null,
        unreadTotal: await this.unreadTotal(tx, viewerId),
      });
      return true;
    });
    if (deleted) this.onEvent();
    return { userId: peerId };
  }

  /** POST /chat/history-clear: the member's copy of the history is emptied; the peer keeps theirs. */
  async clearHistory(viewerId: number, peerId: number) {
    const conversation = await this.db.transaction(async (tx) => {
      const entry = await this.existingEntry(tx, viewerId, peerId);
      const [{ newest }] = await tx
        .select({ newest: sql<number | null>`max(${chatMessages.id})`.mapWith(Number) })
        .from(chatMessages)
        .where(between(viewerId, peerId));
      await tx
        .update(chatConversations)
        .set({ clearedBefore: Math.max(entry.clearedBefore, newest ?? 0), unreadCount: 0, lastMessageId: null })
        .where(eq(chatConversations.id, entry.id));
      const mine = await this.delivery(tx, viewerId, peerId);
      await enqueueEvent(tx, 'chat.conversation', { userId: viewerId, peerId, conversationId: entry.id, deleted: false, conversation: mine.conversation, unreadTotal: mine.unreadTotal });
      return mine.conversation;
    });
    this.onEvent();
    this.onMediaReleased();
    return conversation;
  }

  /**
   * POST /chat/typing: told to the peer only within a conversation the two already have, and
   * not when the caller hides their typing or cannot message the peer (a block, a closed
   * account). A stranger's "typing…" would reach anyone one may write to, unasked.
   */
  async typing(viewerId: number, peerId: number, typing: boolean) {
    if (peerId === viewerId) throw validationError('userId', 'chat.self');
    const [me] = await this.db.select({ typingHidden: users.typingHidden }).from(users).where(eq(users.id, viewerId));
    if (!me || me.typingHidden) return { sent: false };
    if (!(await this.entry(this.db, viewerId, peerId))) return { sent: false };
    try {
      await this.recipient(this.db, viewerId, peerId);
    } catch (error) {
      if (error instanceof ApiError) return { sent: false };
      throw error;
    }
    await enqueueEvent(this.db, 'chat.typing', { userId: peerId, fromUserId: viewerId, typing });
    this.onEvent();
    return { sent: true };
  }

  // ---------------------------------------------------------------- burn after reading and images

  /** POST /im/read-burnimg: the recipient's one view, a URL valid BURN_VIEW_MS. */
  async viewBurn(viewerId: number, messageId: number) {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.burn, true), isNull(chatMessages.recalledAt), or(eq(chatMessages.senderId, viewerId), eq(chatMessages.recipientId, viewerId))));
    if (!row) throw messageNotFound();
    if (row.recipientId !== viewerId) throw burnViewed(); // the sender has no view to use
    const cleared = (await this.entry(this.db, viewerId, row.senderId))?.clearedBefore ?? 0;
    if (row.id <= cleared) throw messageNotFound();
    if (await this.blockedBetween(this.db, viewerId, row.senderId)) throw blockedError();
    if (!row.mediaKey || row.mediaDeletedAt) throw burnViewed();
    const viewedAt = new Date(this.now());
    const viewed = await this.db.transaction(async (tx) => {
      const [view] = await tx.insert(chatBurnViews).values({ messageId, viewedAt }).onConflictDoNothing().returning();
      if (!view) return false;
      // Both members' windows show it burned at once (the sender's copy has no photo any more).
      const deliveries = [];
      for (const [userId, peerId] of [[row.senderId, viewerId], [viewerId, row.senderId]]) {
        const [message] = await this.presentMessages(tx, userId, [row]);
        deliveries.push({ userId, peerId, message });
      }
      await enqueueEvent(tx, 'chat.burned', { messageId, deliveries });
      return true;
    });
    if (!viewed) throw burnViewed();
    this.onEvent();
    // Nobody may see it once the view's window is over: its bytes go then.
    setTimeout(() => this.onMediaReleased(), BURN_VIEW_MS + 500).unref();
    return { url: this.signer.photoUrl(row.mediaKey, { viewerId, messageId }, BURN_VIEW_MS, viewedAt.getTime()), seconds: BURN_VIEW_MS / 1000 };
  }

  /**
   * Whether a chat image's URL may still serve `viewerId` (checked on every fetch): one of
   * the two members, not recalled, not cleared by them, no block between them, and for a
   * burn photo only its recipient within their one view window, or its sender until then.
   */
  async mayShowImage(key: string, viewerId: number, messageId: number): Promise<boolean> {
    if (!isId(messageId) || !isId(viewerId)) return false;
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.mediaKey, key), isNull(chatMessages.recalledAt), isNull(chatMessages.mediaDeletedAt)));
    if (!row || (row.senderId !== viewerId && row.recipientId !== viewerId)) return false;
    const peerId = row.senderId === viewerId ? row.recipientId : row.senderId;
    if (row.id <= ((await this.entry(this.db, viewerId, peerId))?.clearedBefore ?? 0)) return false;
    if (await this.blockedBetween(this.db, viewerId, peerId)) return false;
    if (row.burn) {
      const [view] = await this.db.select().from(chatBurnViews).where(eq(chatBurnViews.messageId, row.id));
      if (viewerId === row.senderId) return view === undefined;
      return view !== undefined && this.now() < view.viewedAt.getTime() + BURN_VIEW_MS;
    }
    return true;
  }

  // ---------------------------------------------------------------- complaints

  complaintTypes(language: UiLanguage) {
    return COMPLAINT_TYPES.map(({ id, key }) => ({ id, name: translate(language, key) }));
  }

  /**
   * POST /complain/add_complain: stored for review. A repeat (the same reporter, member and
   * type) is merged into the first: its count grows and it takes the latest reason, notes and
   * message. Limited per reporter and per reporter and member (COMPLAINT_LIMITS).
   */
  async complain(viewerId: number, input: { userId: number; type: number; reason: string; notes: string | null; messageId: number | null }) {
    if (input.userId === viewerId) throw validationError('userId', 'userId.invalid');
    const [reported] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!reported) throw userNotFound();
    if (input.messageId !== null) {
      const [message] = await this.db.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.id, input.messageId), between(viewerId, input.userId)));
      if (!message) throw messageNotFound();
    }
    return this.db.transaction(async (tx) => {
      // Always the reporter's key, then the pair's: the pair's row stays locked to the end, so
      // reports of one pair queue here and the merge below sees every earlier one.
      await this.limiter.reserve([{ key: `complain:${viewerId}`, ...COMPLAINT_LIMITS.perReporter }], { tx, refuse: tooManyReports });
      await this.limiter.reserve([{ key: `complain:${viewerId}:${input.userId}`, ...COMPLAINT_LIMITS.perReporterAndMember }], { tx, refuse: tooManyReportsAbout });
      const latest = { reason: input.reason, notes: input.notes, lastReportedAt: new Date(this.now()) };
      const [merged] = await tx
        .update(complaints)
        .set({ ...latest, reports: sql`${complaints.reports} + 1`, messageId: sql`coalesce(${input.messageId}::int, ${complaints.messageId})` })
        .where(and(eq(complaints.reporterId, viewerId), eq(complaints.reportedId, input.userId), eq(complaints.type, input.type)))
        .returning({ id: complaints.id, reports: complaints.reports });
      if (merged) return merged;
      const [created] = await tx
        .insert(complaints)
        .values({ reporterId: viewerId, reportedId: input.userId, type: input.type, messageId: input.messageId, ...latest })
        .returning({ id: complaints.id, reports: complaints.reports });
      return created;
    });
  }
}
