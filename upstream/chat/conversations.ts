import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { chatConversations, chatMessages, users } from '../db/schema';
import { openableBy, type SocialService } from '../social/service';
import { enqueueEvent } from '../webhooks/outbox';
import type { CustomerService } from './customer-service';
import type { ChatPresenter, ConversationView } from './presenting';
import { between, blockedBetween, blockedError, entryOf, findEntry, noBlockWith, type MessageRow } from './queries';

/**
 * A member's conversations (spec §3 Conversation entry): the list, unread counts, a
 * conversation's history, and deleting or clearing their side of it.
 */
export class Conversations {
  constructor(
    private readonly db: Database,
    private readonly social: SocialService,
    private readonly present: ChatPresenter,
    private readonly customerService: CustomerService,
    private readonly onEvent: () => void,
    private readonly onMediaReleased: () => void,
    private readonly now: () => number,
  ) {}

  /** GET /chat/history: newest first, older than `before`; recalled and cleared ones skipped. */
  async history(viewerId: number, peerId: number, before: number | undefined, size: number) {
    if (await blockedBetween(this.db, viewerId, peerId)) throw blockedError();
    const cleared = (await findEntry(this.db, viewerId, peerId))?.clearedBefore ?? 0;
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          between(viewerId, peerId),
          isNull(chatMessages.recalledAt),
          gt(chatMessages.id, cleared),
          before === undefined ? undefined : lt(chatMessages.id, before),
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(size + 1);
    return { list: await this.present.messages(this.db, viewerId, rows.slice(0, size)), hasMore: rows.length > size };
  }

  /**
   * GET /chat/message-batch: in order, null where not the caller's, recalled, cleared for them or blocked. `db`: the
   * caller's transaction.
   */
  async messages(viewerId: number, ids: number[], db: Database = this.db) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          inArray(chatMessages.id, ids),
          isNull(chatMessages.recalledAt),
          or(eq(chatMessages.senderId, viewerId), eq(chatMessages.recipientId, viewerId)),
        ),
      );
    const peerOf = (row: MessageRow) => (row.senderId === viewerId ? row.recipientId : row.senderId);
    const peers = [...new Set(rows.map(peerOf))];
    const entries = peers.length
      ? await db
          .select()
          .from(chatConversations)
          .where(and(eq(chatConversations.ownerId, viewerId), inArray(chatConversations.peerId, peers)))
      : [];
    const open = entries.length
      ? await db
          .select({ peerId: chatConversations.peerId })
          .from(chatConversations)
          .where(
            and(
              eq(chatConversations.ownerId, viewerId),
              inArray(chatConversations.peerId, peers),
              noBlockWith(viewerId),
            ),
          )
      : [];
    const visible = rows.filter((row) => {
      const entry = entries.find((found) => found.peerId === peerOf(row));
      return entry && row.id > entry.clearedBefore && open.some((found) => found.peerId === entry.peerId);
    });
    const presented = await this.present.messages(db, viewerId, visible);
    return ids.map((id) => presented.find((message) => message.id === id) ?? null);
  }

  /** POST /message/user-session-list: customer service first (always), then newest activity first. */
  async list(viewerId: number, page: { offset: number; size: number }) {
    const serviceId = await this.customerService.accountId();
    const withService = viewerId !== serviceId;
    const serviceEntry = withService
      ? await this.customerService.existingEntry(this.db, viewerId, serviceId)
      : undefined;
    const where = and(
      eq(chatConversations.ownerId, viewerId),
      isNull(chatConversations.deletedAt),
      ne(chatConversations.peerId, serviceId),
      noBlockWith(viewerId),
    );
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
    const list = await this.present.conversations(this.db, viewerId, first ? [serviceEntry!, ...rows] : rows);
    return {
      total: others + (withService ? 1 : 0),
      unreadTotal: await this.present.unreadTotal(this.db, viewerId),
      list,
    };
  }

  /** GET /message/unread-message. */
  async unread(viewerId: number) {
    const serviceId = await this.customerService.accountId();
    const service = (await findEntry(this.db, viewerId, serviceId))?.unreadCount ?? 0;
    return { total: await this.present.unreadTotal(this.db, viewerId), service };
  }

  /** GET /chat/conversation-batch: in order, null where not the caller's (or blocked). */
  async byId(viewerId: number, ids: number[]) {
    const rows = await this.db
      .select()
      .from(chatConversations)
      .where(and(inArray(chatConversations.id, ids), eq(chatConversations.ownerId, viewerId), noBlockWith(viewerId)));
    const presented = await this.present.conversations(this.db, viewerId, rows);
    return ids.map((id) => presented.find((conversation) => conversation.id === id) ?? null);
  }

  /**
   * GET /chat/conversations-with: the caller's entry with each member, in order; an empty one
   * (`id` null, nothing unread, no message) where they have not talked yet but the caller may
   * message them; null where the caller may not reach them (blocked either way, unknown,
   * hidden, cancelled without a conversation, themself).
   */
  async with(
    viewerId: number,
    peerIds: number[],
  ): Promise<
    Array<(Omit<ConversationView, 'id' | 'lastTime'> & { id: number | null; lastTime: number | null }) | null>
  > {
    const serviceId = await this.customerService.accountId();
    const entries = await this.db
      .select()
      .from(chatConversations)
      .where(
        and(eq(chatConversations.ownerId, viewerId), inArray(chatConversations.peerId, peerIds), noBlockWith(viewerId)),
      );
    const presented = await this.present.conversations(this.db, viewerId, entries);
    const missing = peerIds.filter((id) => id !== viewerId && !entries.some((entry) => entry.peerId === id));
    const reachable = missing.length
      ? await this.db
          .select()
          .from(users)
          .where(
            and(
              inArray(users.id, missing),
              isNull(users.cancelledAt),
              noBlockWith(viewerId, users.id),
              viewerId === serviceId ? undefined : or(openableBy(viewerId), eq(users.id, serviceId)),
            ),
          )
      : [];
    const people = reachable.length ? await this.social.present(viewerId, reachable) : [];
    return peerIds.map((peerId) => {
      const found = presented.find((conversation) => conversation.userId === peerId);
      if (found) return found;
      const user = people.find((person) => person.id === peerId);
      if (!user) return null;
      return {
        id: null,
        userId: peerId,
        user,
        remarkName: user.relation.friendRemarkName,
        unread: 0,
        lastMessage: null,
        lastTime: null,
        userType: peerId === serviceId ? 2 : 1,
      };
    });
  }

  /** POST /chat/conversation-delete: the entry leaves the member's list until a new message comes. */
  async delete(viewerId: number, peerId: number) {
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
        unreadTotal: await this.present.unreadTotal(tx, viewerId),
      });
      return true;
    });
    if (deleted) this.onEvent();
    return { userId: peerId };
  }

  /** POST /chat/history-clear: the member's copy of the history is emptied; the peer keeps theirs. */
  async clearHistory(viewerId: number, peerId: number) {
    const conversation = await this.db.transaction(async (tx) => {
      const entry = await this.customerService.existingEntry(tx, viewerId, peerId);
      const [{ newest }] = await tx
        .select({ newest: sql<number | null>`max(${chatMessages.id})`.mapWith(Number) })
        .from(chatMessages)
        .where(between(viewerId, peerId));
      await tx
        .update(chatConversations)
        .set({ clearedBefore: Math.max(entry.clearedBefore, newest ?? 0), unreadCount: 0, lastMessageId: null })
        .where(eq(chatConversations.id, entry.id));
      const mine = await this.present.delivery(tx, viewerId, peerId);
      await enqueueEvent(tx, 'chat.conversation', {
        userId: viewerId,
        peerId,
        conversationId: entry.id,
        deleted: false,
        conversation: mine.conversation,
        unreadTotal: mine.unreadTotal,
      });
      return mine.conversation;
    });
    this.onEvent();
    this.onMediaReleased();
    return conversation;
  }
}
