import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { RECALL_WINDOW_MS } from '../constants';
import type { Database } from '../db/open';
import { chatConversations, chatMessages, users } from '../db/schema';
import { ApiError } from '../errors';
import { effectiveVipLevel } from '../user/presenter';
import { enqueueEvent } from '../webhooks/outbox';
import type { CustomerService } from './customer-service';
import { SVIP, type ChatPresenter } from './presenting';
import { blockedBetween, blockedError, entryOf, findEntry, messageNotFound } from './queries';

/**
 * Recalling a message (spec §4: its sender, within RECALL_WINDOW_MS) and reading a conversation (read receipts for
 * SVIP).
 */
export class RecallAndRead {
  constructor(
    private readonly db: Database,
    private readonly present: ChatPresenter,
    private readonly customerService: CustomerService,
    private readonly onEvent: () => void,
    private readonly onMediaReleased: () => void,
    private readonly now: () => number,
  ) {}

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

  /**
   * POST /chat/recall: only the sender, within RECALL_WINDOW_MS; gone from both sides. `viewerId` undefined: a
   * moderator's removal, whoever sent it, at any time.
   */
  async recall(viewerId: number | undefined, messageId: number) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.id, messageId),
            viewerId === undefined ? undefined : eq(chatMessages.senderId, viewerId),
            isNull(chatMessages.recalledAt),
          ),
        )
        .for('update');
      if (!row) throw messageNotFound();
      if (viewerId !== undefined && this.now() - row.createdAt.getTime() > RECALL_WINDOW_MS)
        throw new ApiError(400, 'RECALL_WINDOW_EXPIRED', 'chat.recallExpired');
      await tx
        .update(chatMessages)
        .set({ recalledAt: new Date(this.now()) })
        .where(eq(chatMessages.id, messageId));
      await this.refreshPair(tx, row.senderId, row.recipientId);
      const deliveries = [];
      for (const [userId, peerId] of [
        [row.recipientId, row.senderId],
        [row.senderId, row.recipientId],
      ]) {
        if (await findEntry(tx, userId, peerId)) deliveries.push(await this.present.delivery(tx, userId, peerId));
      }
      await enqueueEvent(tx, 'chat.recalled', { messageId, from: row.senderId, to: row.recipientId, deliveries });
    });
    this.onEvent();
    this.onMediaReleased();
    return { messageId };
  }

  /** POST /chat/read: unread 0; the peer's messages up to now count as read. */
  async read(viewerId: number, peerId: number) {
    if (await blockedBetween(this.db, viewerId, peerId)) throw blockedError();
    let changed = false;
    const conversation = await this.db.transaction(async (tx) => {
      const entry = await this.customerService.existingEntry(tx, viewerId, peerId);
      const [{ newest }] = await tx
        .select({ newest: sql<number | null>`max(${chatMessages.id})`.mapWith(Number) })
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, peerId), eq(chatMessages.recipientId, viewerId)));
      const readUpTo = Math.max(entry.readUpTo, newest ?? 0);
      changed = entry.unreadCount !== 0 || readUpTo !== entry.readUpTo;
      await tx.update(chatConversations).set({ unreadCount: 0, readUpTo }).where(eq(chatConversations.id, entry.id));
      const mine = await this.present.delivery(tx, viewerId, peerId);
      if (changed) {
        const deliveries = [mine];
        const [peer] = await tx
          .select({ vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt })
          .from(users)
          .where(eq(users.id, peerId));
        if (peer && effectiveVipLevel(peer, this.now()) === SVIP && (await findEntry(tx, peerId, viewerId)))
          deliveries.push(await this.present.delivery(tx, peerId, viewerId));
        await enqueueEvent(tx, 'chat.read', { readerId: viewerId, peerId, readUpTo, deliveries });
      }
      return mine.conversation;
    });
    if (changed) this.onEvent();
    return conversation;
  }
}
