import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../db/open';
import { chatMessages, ledgerTransactions, users } from '../db/schema';
import { validationError } from '../errors';
import { openableBy, userNotFound } from '../social/service';
import type { UserRow } from '../user/presenter';
import { UNLOCK_PRICES } from './catalogue';
import type { Ledger } from './ledger';

type UnlockKind = keyof typeof UNLOCK_PRICES;

/**
 * Paid unlocks (spec §3 isPayMsg / isBurnPayMsg, §6; docs/decisions.md "Paid unlocks"): a
 * member who pays for messages pays 1 coin for the first message between them and a new
 * contact; one who pays for photos, 3 coins to see another member's album. Each is one
 * ledger movement whose idempotency key names the pair, so it is paid once per pair, ever,
 * however many tabs race for it.
 */
export class Unlocks {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
  ) {}

  /** The unlock's movement; `check` runs in its transaction first (may the payer still reach the peer?). */
  private unlock(
    userId: number,
    kind: UnlockKind,
    peerId: number,
    within?: Database,
    check: (tx: Database) => Promise<void> = async () => {},
  ) {
    const coins = UNLOCK_PRICES[kind];
    return this.ledger.post(
      { userId, key: `unlock:${kind}:${peerId}`, kind: 'unlock', request: { unlock: kind, userId: peerId } },
      async (tx) => {
        await check(tx);
        return {
          legs: [
            { account: { userId }, asset: 'coin', amount: -coins },
            { account: { system: 'spent' }, asset: 'coin', amount: coins },
          ],
          result: { unlock: kind, userId: peerId, goldCoin: coins },
          detail: { unlock: kind, userId: peerId },
        };
      },
      within,
    );
  }

  /**
   * Chat's hook, inside the send's transaction: the first message between the two (either
   * way) costs its sender 1 coin when they pay for messages. A reply, customer service and
   * gifts or red packets (paid already) cost nothing. Not enough coins refuses the send.
   */
  async firstMessage(tx: Database, sender: UserRow, recipient: UserRow) {
    if (recipient.isService || !sender.paysForMessages) return;
    const senderId = sender.id;
    const [earlier] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        or(
          and(eq(chatMessages.senderId, senderId), eq(chatMessages.recipientId, recipient.id)),
          and(eq(chatMessages.senderId, recipient.id), eq(chatMessages.recipientId, senderId)),
        ),
      )
      .limit(1);
    if (!earlier) await this.unlock(senderId, 'chat', recipient.id, tx);
  }

  /** Whether `viewerId` sees `ownerId`'s album photos only after paying for them. */
  async photosLocked(viewerId: number, ownerId: number): Promise<boolean> {
    if (viewerId === ownerId) return false;
    const [viewer] = await this.db.select({ pays: users.paysForPhotos }).from(users).where(eq(users.id, viewerId));
    if (!viewer?.pays) return false;
    const [paid] = await this.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.userId, viewerId), eq(ledgerTransactions.idempotencyKey, `unlock:photos:${ownerId}`)),
      );
    return !paid;
  }

  /** POST /album/unlock: another member's photos for 3 coins, once (asking again answers the same). */
  async unlockPhotos(viewerId: number, ownerId: number) {
    if (viewerId === ownerId) throw validationError('userId', 'unlock.self');
    const { result } = await this.unlock(viewerId, 'photos', ownerId, undefined, async (tx) => {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, ownerId), openableBy(viewerId)));
      if (!owner) throw userNotFound();
    });
    return result;
  }
}
