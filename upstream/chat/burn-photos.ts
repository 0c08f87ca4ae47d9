import { and, eq, isNull, or } from 'drizzle-orm';
import { BURN_VIEW_MS } from '../constants';
import type { Database } from '../db/open';
import { chatBurnViews, chatMessages } from '../db/schema';
import { ApiError } from '../errors';
import { isId } from '../fields';
import type { MediaSigner } from '../media/signing';
import { enqueueEvent } from '../webhooks/outbox';
import type { ChatPresenter } from './presenting';
import { blockedBetween, blockedError, findEntry, messageNotFound } from './queries';

const burnViewed = () => new ApiError(400, 'BURN_VIEWED', 'chat.burnViewed');

/** Burn-after-reading photos (spec §4) and who a chat image's URL may still serve. */
export class BurnPhotos {
  constructor(
    private readonly db: Database,
    private readonly signer: MediaSigner,
    private readonly present: ChatPresenter,
    private readonly onEvent: () => void,
    private readonly onMediaReleased: () => void,
    private readonly now: () => number,
  ) {}

  /** POST /im/read-burnimg: the recipient's one view, a URL valid BURN_VIEW_MS. */
  async viewBurn(viewerId: number, messageId: number) {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.id, messageId),
          eq(chatMessages.burn, true),
          isNull(chatMessages.recalledAt),
          or(eq(chatMessages.senderId, viewerId), eq(chatMessages.recipientId, viewerId)),
        ),
      );
    if (!row) throw messageNotFound();
    if (row.recipientId !== viewerId) throw burnViewed(); // the sender has no view to use
    const cleared = (await findEntry(this.db, viewerId, row.senderId))?.clearedBefore ?? 0;
    if (row.id <= cleared) throw messageNotFound();
    if (await blockedBetween(this.db, viewerId, row.senderId)) throw blockedError();
    if (!row.mediaKey || row.mediaDeletedAt) throw burnViewed();
    const viewedAt = new Date(this.now());
    const viewed = await this.db.transaction(async (tx) => {
      const [view] = await tx.insert(chatBurnViews).values({ messageId, viewedAt }).onConflictDoNothing().returning();
      if (!view) return false;
      // Both members' windows show it burned at once (the sender's copy has no photo any more).
      const deliveries = [];
      for (const [userId, peerId] of [
        [row.senderId, viewerId],
        [viewerId, row.senderId],
      ]) {
        const [message] = await this.present.messages(tx, userId, [row]);
        deliveries.push({ userId, peerId, message });
      }
      await enqueueEvent(tx, 'chat.burned', { messageId, deliveries });
      return true;
    });
    if (!viewed) throw burnViewed();
    this.onEvent();
    // Nobody may see it once the view's window is over: its bytes go then.
    setTimeout(() => this.onMediaReleased(), BURN_VIEW_MS + 500).unref();
    return {
      url: this.signer.photoUrl(row.mediaKey, { viewerId, messageId }, BURN_VIEW_MS, viewedAt.getTime()),
      seconds: BURN_VIEW_MS / 1000,
    };
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
      .where(
        and(
          eq(chatMessages.id, messageId),
          eq(chatMessages.mediaKey, key),
          isNull(chatMessages.recalledAt),
          isNull(chatMessages.mediaDeletedAt),
        ),
      );
    if (!row || (row.senderId !== viewerId && row.recipientId !== viewerId)) return false;
    const peerId = row.senderId === viewerId ? row.recipientId : row.senderId;
    if (row.id <= ((await findEntry(this.db, viewerId, peerId))?.clearedBefore ?? 0)) return false;
    if (await blockedBetween(this.db, viewerId, peerId)) return false;
    if (row.burn) {
      const [view] = await this.db.select().from(chatBurnViews).where(eq(chatBurnViews.messageId, row.id));
      if (viewerId === row.senderId) return view === undefined;
      return view !== undefined && this.now() < view.viewedAt.getTime() + BURN_VIEW_MS;
    }
    return true;
  }
}
