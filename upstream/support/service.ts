import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../account/service';
import type { ChatService, MessageView } from '../chat/service';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { chatConversations, supportClaims, supportNotes, supportReplies, users } from '../db/schema';
import { ApiError } from '../errors';
import type { Page } from '../paging';
import type { SocialService } from '../social/service';
import { requireStaff, SUPPORT } from '../staff/access';
import type { UserRow } from '../user/presenter';
import { enqueueEvent } from '../webhooks/outbox';
import { memberContext } from './context';

/** The most notes a conversation answers (newest first). */
export const NOTES_SHOWN = 50;

export const conversationNotFound = () =>
  new ApiError(404, 'SUPPORT_CONVERSATION_NOT_FOUND', 'support.conversationNotFound');
/** Another staff member holds the conversation: `claimedBy` is their id. Nothing changed. */
export const claimConflict = (claimedBy: number) =>
  new ApiError(409, 'SUPPORT_CLAIM_CONFLICT', 'support.claimConflict', undefined, {}, undefined, { claimedBy });

/** The inbox's filters (docs/contract.md "Support desk"). */
export interface InboxFilter {
  /** Conversations with messages the desk has not read first, then the rest; each part newest activity first. */
  unreadFirst?: boolean;
  /** Only those the caller claimed. */
  mine?: boolean;
}

type Presented = Awaited<ReturnType<SocialService['present']>>[number];

/** A member's conversation with customer service as support staff see it. */
export interface SupportConversationInfo {
  memberId: number;
  member: Presented;
  /** The member's language: the one they chose, else the one they use Across in. */
  language: string | null;
  /** The member's messages customer service has not read yet. */
  unread: number;
  lastActivityAt: string;
  lastMessage: SupportMessageInfo | null;
  claimedBy: Presented | null;
  claimedAt: string | null;
}

/** A message of the conversation as customer service sees it; a reply from the desk names its staff member. */
export type SupportMessageInfo = MessageView & { fromMember: boolean; sentBy: Presented | null };

/**
 * The support desk (docs/decisions.md "Support desk"): customer service's conversations as one inbox for support
 * staff and admins, claims (one claimant at a time), replies sent as the customer-service account (the staff member
 * recorded, never shown to the member), internal notes and the member's context. Every method passes `requireStaff`
 * first; chat's own service sends, reads and shows the messages.
 */
export class SupportService {
  constructor(
    private readonly db: Database,
    private readonly chat: ChatService,
    private readonly social: SocialService,
    private readonly onEvent: () => void,
  ) {}

  /** GET /staff/support/inbox: a page of conversations, newest activity first (unread ones first when asked). */
  async inbox(caller: Session, filter: InboxFilter, page: Page) {
    await requireStaff(this.db, caller, SUPPORT);
    const serviceId = await this.chat.serviceAccount();
    const where = and(
      eq(chatConversations.ownerId, serviceId),
      isNull(chatConversations.deletedAt),
      isNotNull(chatConversations.lastMessageId),
      filter.mine ? eq(supportClaims.staffId, caller.userId) : undefined,
    );
    const order: SQL[] = [desc(chatConversations.lastTime), desc(chatConversations.id)];
    if (filter.unreadFirst) order.unshift(sql`(${chatConversations.unreadCount} > 0) desc`);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ entry: chatConversations, claim: supportClaims })
        .from(chatConversations)
        .leftJoin(supportClaims, eq(supportClaims.memberId, chatConversations.peerId))
        .where(where)
        .orderBy(...order)
        .limit(page.size)
        .offset(page.offset),
      this.db
        .select({ total: count() })
        .from(chatConversations)
        .leftJoin(supportClaims, eq(supportClaims.memberId, chatConversations.peerId))
        .where(where),
    ]);
    return { total, list: await this.present(caller.userId, serviceId, rows) };
  }

  /** GET /staff/support/batch: conversations by member id, in the order asked, null where there is none. */
  async batch(caller: Session, memberIds: number[]) {
    await requireStaff(this.db, caller, SUPPORT);
    const serviceId = await this.chat.serviceAccount();
    const list = await this.present(caller.userId, serviceId, await this.entries(this.db, serviceId, memberIds));
    return memberIds.map((id) => list.find((entry) => entry.memberId === id) ?? null);
  }

  /** GET /staff/support/history: the conversation's messages, newest first, `size` before the message `before`. */
  async history(caller: Session, memberId: number, before: number | undefined, size: number) {
    await requireStaff(this.db, caller, SUPPORT);
    const serviceId = await this.existing(memberId);
    const { list, hasMore } = await this.chat.history(serviceId, memberId, before, size);
    return { list: await this.withSenders(caller.userId, serviceId, list), hasMore };
  }

  /**
   * POST /staff/support/claim: the conversation is the caller's to handle, and read by the desk. One claimant at a
   * time: held by another, SUPPORT_CLAIM_CONFLICT naming them (one statement: of two claims at once exactly one is
   * written). Claiming one's own again is no change.
   */
  async claim(caller: Session, memberId: number) {
    await requireStaff(this.db, caller, SUPPORT);
    const serviceId = await this.existing(memberId);
    const [claimed] = await this.db
      .insert(supportClaims)
      .values({ memberId, staffId: caller.userId })
      .onConflictDoUpdate({
        target: supportClaims.memberId,
        set: { staffId: caller.userId },
        setWhere: eq(supportClaims.staffId, caller.userId),
      })
      .returning();
    if (!claimed) throw claimConflict(await this.claimantOf(memberId));
    await this.markRead(serviceId, memberId);
    return this.one(caller.userId, serviceId, memberId);
  }

  /** POST /staff/support/release: no claimant any more. Only the claimant (or an admin) may; unclaimed is no change. */
  async release(caller: Session, memberId: number) {
    const role = await requireStaff(this.db, caller, SUPPORT);
    const serviceId = await this.existing(memberId);
    const released = await this.db
      .delete(supportClaims)
      .where(
        and(
          eq(supportClaims.memberId, memberId),
          role === 'admin' ? undefined : eq(supportClaims.staffId, caller.userId),
        ),
      )
      .returning();
    if (released.length === 0) {
      const holder = await this.claimantOf(memberId);
      if (holder !== 0) throw claimConflict(holder);
    } else await this.changed(memberId);
    return this.one(caller.userId, serviceId, memberId);
  }

  /**
   * POST /staff/support/reply: a text sent to the member as the customer-service account (chat's own send: the member
   * gets it live, as any message from customer service), the staff member recorded beside it. Refused
   * while another holds the claim. Idempotent on `clientId`. The conversation is then read by the desk.
   */
  async reply(caller: Session, memberId: number, clientId: string, text: string) {
    await requireStaff(this.db, caller, SUPPORT);
    const serviceId = await this.existing(memberId);
    const holder = await this.claimantOf(memberId);
    if (holder !== 0 && holder !== caller.userId) throw claimConflict(holder);
    // Chat's own send, as customer service: written as the desk typed it (staff write in the member's language, shown
    // to them), never charged. Not inside a transaction of ours: the send's hooks read beside its own (PGlite has one
    // connection). The writer is recorded right after; a retry with the same client id answers the same message and
    // records it if the first attempt could not.
    const sent = await this.chat.send(serviceId, {
      type: 'txt',
      userId: memberId,
      clientId: `desk-${clientId}`,
      msg: text,
      ext: null,
      translate: false,
    });
    await this.db.insert(supportReplies).values({ messageId: sent.id, staffId: caller.userId }).onConflictDoNothing();
    await this.markRead(serviceId, memberId);
    const { conversation: _, ...message } = sent;
    return (await this.withSenders(caller.userId, serviceId, [message]))[0];
  }

  /** GET /staff/support/notes: the conversation's internal notes, newest first. */
  async notes(caller: Session, memberId: number) {
    await requireStaff(this.db, caller, SUPPORT);
    await this.existing(memberId);
    const rows = await this.db
      .select({ note: supportNotes, author: users })
      .from(supportNotes)
      .innerJoin(users, eq(users.id, supportNotes.authorId))
      .where(eq(supportNotes.memberId, memberId))
      .orderBy(desc(supportNotes.id))
      .limit(NOTES_SHOWN);
    const authors = await this.social.present(
      caller.userId,
      rows.map((row) => row.author),
    );
    return rows.map(({ note }, index) => ({
      id: note.id,
      memberId,
      text: note.body,
      author: authors[index],
      createdAt: note.createdAt.toISOString(),
    }));
  }

  /** POST /staff/support/note: an internal note on the conversation (staff only, never shown to the member). */
  async addNote(caller: Session, memberId: number, text: string) {
    await requireStaff(this.db, caller, SUPPORT);
    await this.existing(memberId);
    const [note] = await this.db
      .insert(supportNotes)
      .values({ memberId, authorId: caller.userId, body: text })
      .returning();
    const [author] = await this.db.select().from(users).where(eq(users.id, caller.userId));
    return {
      id: note.id,
      memberId,
      text: note.body,
      author: (await this.social.present(caller.userId, [author]))[0],
      createdAt: note.createdAt.toISOString(),
    };
  }

  /** GET /staff/support/context: the member's membership, coins, latest orders and payments, a sanction in force. */
  async context(caller: Session, memberId: number, language: UiLanguage) {
    await requireStaff(this.db, caller, SUPPORT);
    await this.existing(memberId);
    return memberContext(this.db, memberId, language);
  }

  /**
   * Chat's `beforeSend` hook, in a send's transaction: a message to or from customer service tells the desk (the
   * event commits with the message, or not at all).
   */
  async sending(tx: Database, sender: UserRow, recipient: UserRow) {
    if (sender.isService === recipient.isService) return;
    await enqueueEvent(tx, 'support.conversation', { memberId: sender.isService ? recipient.id : sender.id });
  }

  // ---------------------------------------------------------------- reading

  /** Customer service's entries for these members (a conversation the member started: welcome-only has none). */
  private entries(db: Database, serviceId: number, memberIds: number[]) {
    return db
      .select({ entry: chatConversations, claim: supportClaims })
      .from(chatConversations)
      .leftJoin(supportClaims, eq(supportClaims.memberId, chatConversations.peerId))
      .where(
        and(
          eq(chatConversations.ownerId, serviceId),
          inArray(chatConversations.peerId, memberIds),
          isNotNull(chatConversations.lastMessageId),
        ),
      );
  }

  /** Customer service's id, once the member has a conversation with it; else SUPPORT_CONVERSATION_NOT_FOUND. */
  private async existing(memberId: number) {
    const serviceId = await this.chat.serviceAccount();
    if ((await this.entries(this.db, serviceId, [memberId])).length === 0) throw conversationNotFound();
    return serviceId;
  }

  private async one(viewerId: number, serviceId: number, memberId: number) {
    return (await this.present(viewerId, serviceId, await this.entries(this.db, serviceId, [memberId])))[0];
  }

  /** The claimant's id, 0 when unclaimed. */
  private async claimantOf(memberId: number) {
    const [claim] = await this.db.select().from(supportClaims).where(eq(supportClaims.memberId, memberId));
    return claim?.staffId ?? 0;
  }

  /** The desk read the conversation: chat's own read, as customer service; the other desks hear of it. */
  private async markRead(serviceId: number, memberId: number) {
    try {
      await this.chat.read(serviceId, memberId);
    } catch (error) {
      // A member who blocked customer service: their messages stay unread, the claim or reply stands.
      if (!(error instanceof ApiError)) throw error;
    }
    await this.changed(memberId);
  }

  private async changed(memberId: number) {
    await enqueueEvent(this.db, 'support.conversation', { memberId });
    this.onEvent();
  }

  private async present(
    viewerId: number,
    serviceId: number,
    rows: Array<{ entry: typeof chatConversations.$inferSelect; claim: typeof supportClaims.$inferSelect | null }>,
  ): Promise<SupportConversationInfo[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.flatMap(({ entry, claim }) => [entry.peerId, ...(claim ? [claim.staffId] : [])]))];
    const members = await this.db.select().from(users).where(inArray(users.id, ids));
    const presented = new Map(
      (await this.social.present(viewerId, members)).map((member, index) => [members[index].id, member]),
    );
    const lastIds = rows.map(({ entry }) => entry.lastMessageId!);
    const last = await this.withSenders(
      viewerId,
      serviceId,
      (await this.chat.messages(serviceId, lastIds)).filter((message) => message !== null),
    );
    return rows.map(({ entry, claim }) => {
      const row = members.find((member) => member.id === entry.peerId)!;
      return {
        memberId: entry.peerId,
        member: presented.get(entry.peerId)!,
        language: row.language ?? row.interfaceLanguage ?? null,
        unread: entry.unreadCount,
        lastActivityAt: entry.lastTime.toISOString(),
        lastMessage: last.find((message) => message.id === entry.lastMessageId) ?? null,
        claimedBy: claim ? presented.get(claim.staffId)! : null,
        claimedAt: claim?.claimedAt.toISOString() ?? null,
      };
    });
  }

  /** Each message with whether the member wrote it, and the staff member who sent a reply from the desk. */
  private async withSenders(
    viewerId: number,
    serviceId: number,
    messages: MessageView[],
  ): Promise<SupportMessageInfo[]> {
    const replyIds = messages.filter((message) => message.from === serviceId).map((message) => message.id);
    const replies =
      replyIds.length === 0
        ? []
        : await this.db
            .select({ messageId: supportReplies.messageId, staff: users })
            .from(supportReplies)
            .innerJoin(users, eq(users.id, supportReplies.staffId))
            .where(inArray(supportReplies.messageId, replyIds));
    const staff = await this.social.present(
      viewerId,
      replies.map((reply) => reply.staff),
    );
    return messages.map((message) => {
      const index = replies.findIndex((reply) => reply.messageId === message.id);
      return { ...message, fromMember: message.from !== serviceId, sentBy: index < 0 ? null : staff[index] };
    });
  }
}
