import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BURN_VIEW_MS, CHAT_MEDIA_SWEEP_MS } from '../constants';
import type { Database } from '../db/open';
import { chatBurnViews, chatConversations, chatMessages } from '../db/schema';
import { RepeatingPass } from '../jobs/repeating-pass';
import type { MediaStorage } from '../media/storage';

const SWEEP_BATCH = 100;

/**
 * Deletes a chat image's bytes once nobody may see it again (docs/decisions.md "Chat"): it
 * was recalled; or it is a burn photo its recipient viewed and their window is over (the
 * sender's copy burned with the view); or both members cleared it. Each of these is final,
 * so a deleted file is never wanted back. Runs after a recall or a clear, when a burn
 * view's window ends, and every CHAT_MEDIA_SWEEP_MS.
 */
export class ChatMediaSweeper extends RepeatingPass {
  constructor(
    private readonly db: Database,
    private readonly storage: MediaStorage,
    log: (message: string) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    super(CHAT_MEDIA_SWEEP_MS, log);
  }

  /** One pass, for tests: resolves when the files due are gone. */
  async sweep() {
    await this.pass();
  }

  protected async pass() {
    const sender = alias(chatConversations, 'sender_entry');
    const recipient = alias(chatConversations, 'recipient_entry');
    const clearedBy = (entry: { clearedBefore: unknown }) =>
      lte(chatMessages.id, sql`coalesce(${entry.clearedBefore}, 0)`);
    const windowOver = and(
      eq(chatMessages.burn, true),
      isNotNull(chatBurnViews.viewedAt),
      lt(chatBurnViews.viewedAt, new Date(this.now() - BURN_VIEW_MS)),
    );
    const due = await this.db
      .select({ id: chatMessages.id, key: chatMessages.mediaKey })
      .from(chatMessages)
      .leftJoin(sender, and(eq(sender.ownerId, chatMessages.senderId), eq(sender.peerId, chatMessages.recipientId)))
      .leftJoin(
        recipient,
        and(eq(recipient.ownerId, chatMessages.recipientId), eq(recipient.peerId, chatMessages.senderId)),
      )
      .leftJoin(chatBurnViews, eq(chatBurnViews.messageId, chatMessages.id))
      .where(
        and(
          isNotNull(chatMessages.mediaKey),
          isNull(chatMessages.mediaDeletedAt),
          or(isNotNull(chatMessages.recalledAt), windowOver, and(clearedBy(sender), clearedBy(recipient))),
        ),
      )
      .limit(SWEEP_BATCH);
    for (const { id, key } of due) {
      if (this.stopped) return;
      await this.storage.remove(key!);
      await this.db
        .update(chatMessages)
        .set({ mediaDeletedAt: new Date(this.now()) })
        .where(eq(chatMessages.id, id));
    }
  }
}
