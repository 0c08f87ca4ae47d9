import { and, asc, eq, lte } from 'drizzle-orm';
import type { ChatService } from '../chat/service';
import type { Database } from '../db/open';
import { redPackets, users } from '../db/schema';
import { userNotFound } from '../social/service';
import { ApiError, validationError } from '../errors';
import { RepeatingPass } from '../jobs/repeating-pass';
import { RED_PACKET_EXPIRY_MS, RED_PACKET_MAX } from './catalogue';
import type { Ledger } from './ledger';

export const RED_PACKET_NOTE_MAX = 60;
/** How often unopened red packets past their time are looked for. */
const RETURN_POLL_MS = 60_000;

const unavailable = () => new ApiError(400, 'RED_PACKET_UNAVAILABLE', 'redPacket.unavailable');

/**
 * Red packets of gold coins in chat (docs/decisions.md "Economy"): the coins leave the
 * sender into escrow with the message that carries them; the recipient opens it once and is
 * credited; unopened after RED_PACKET_EXPIRY_MS they go back to the sender, once. Opening
 * and returning both change the packet only from `sent`, so exactly one of them happens.
 */
export class RedPackets {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly chat: ChatService,
    private readonly onEvent: () => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  /** POST /chat/red-packet/send: the packet and its chat message, one change; the sender's copy of the message. */
  async send(senderId: number, input: { key: string; userId: number; amount: number; note: string }) {
    if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > RED_PACKET_MAX)
      throw validationError('amount', 'redPacket.amount', { max: String(RED_PACKET_MAX) });
    const { result } = await this.ledger.post(
      {
        userId: senderId,
        key: input.key,
        kind: 'red_packet_sent',
        request: { userId: input.userId, amount: input.amount, note: input.note },
      },
      async (tx) => {
        // Customer service is not a member one gives coins to.
        if (
          !(
            await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.id, input.userId), eq(users.isService, false)))
          )[0]
        )
          throw userNotFound();
        const [packet] = await tx
          .insert(redPackets)
          .values({
            senderId,
            recipientId: input.userId,
            amount: input.amount,
            note: input.note || null,
            expiresAt: new Date(this.now() + RED_PACKET_EXPIRY_MS),
          })
          .returning();
        // Whom one may send to is chat's rule (blocks, closed accounts, hidden members).
        const message = await this.chat.send(
          senderId,
          {
            userId: input.userId,
            clientId: `red-packet-${packet.id}`,
            ext: null,
            type: 'custom',
            custom: {
              type: 'red-packet',
              id: packet.id,
              amount: input.amount,
              ...(input.note ? { note: input.note } : {}),
            },
          },
          tx,
        );
        await tx.update(redPackets).set({ messageId: message.id }).where(eq(redPackets.id, packet.id));
        return {
          legs: [
            { account: { userId: senderId }, asset: 'coin', amount: -input.amount },
            { account: { system: 'escrow' }, asset: 'coin', amount: input.amount },
          ],
          result: {
            redPacketId: packet.id,
            amount: input.amount,
            messageId: message.id,
            expiresAt: packet.expiresAt.getTime(),
          },
          detail: { redPacketId: packet.id, userId: input.userId },
        };
      },
    );
    this.onEvent();
    return result;
  }

  /** GET /chat/red-packet: a packet the caller sent or received. */
  async status(viewerId: number, id: number) {
    const [packet] = await this.db.select().from(redPackets).where(eq(redPackets.id, id));
    if (!packet || (packet.senderId !== viewerId && packet.recipientId !== viewerId)) throw unavailable();
    return {
      redPacketId: packet.id,
      from: packet.senderId,
      to: packet.recipientId,
      amount: packet.amount,
      note: packet.note,
      status: packet.status,
      expiresAt: packet.expiresAt.getTime(),
      settledAt: packet.settledAt?.getTime() ?? null,
    };
  }

  /**
   * POST /chat/red-packet/open: the recipient only, once. Its key is the packet's own, so two
   * tabs opening at once get one credit and the same answer.
   */
  async open(viewerId: number, id: number) {
    const { result } = await this.ledger.post(
      { userId: viewerId, key: `red-packet-open:${id}`, kind: 'red_packet_received', request: { id } },
      async (tx) => {
        const [packet] = await tx
          .update(redPackets)
          .set({ status: 'opened', settledAt: new Date(this.now()) })
          .where(and(eq(redPackets.id, id), eq(redPackets.recipientId, viewerId), eq(redPackets.status, 'sent')))
          .returning();
        if (!packet) throw unavailable();
        return {
          legs: [
            { account: { system: 'escrow' }, asset: 'coin', amount: -packet.amount },
            { account: { userId: viewerId }, asset: 'coin', amount: packet.amount },
          ],
          result: { redPacketId: packet.id, amount: packet.amount, status: 'opened' },
          detail: { redPacketId: packet.id, userId: packet.senderId },
        };
      },
    );
    return result;
  }

  /** Sends unopened packets past their time back to their senders (the job's pass). */
  async returnExpired() {
    const due = await this.db
      .select({ id: redPackets.id, senderId: redPackets.senderId })
      .from(redPackets)
      .where(and(eq(redPackets.status, 'sent'), lte(redPackets.expiresAt, new Date(this.now()))))
      .orderBy(asc(redPackets.expiresAt))
      .limit(100);
    let returned = 0;
    for (const packet of due) {
      try {
        await this.ledger.post(
          {
            userId: packet.senderId,
            key: `red-packet-return:${packet.id}`,
            kind: 'red_packet_returned',
            request: { id: packet.id },
          },
          async (tx) => {
            const [back] = await tx
              .update(redPackets)
              .set({ status: 'returned', settledAt: new Date(this.now()) })
              .where(and(eq(redPackets.id, packet.id), eq(redPackets.status, 'sent')))
              .returning();
            if (!back) throw unavailable(); // opened meanwhile
            return {
              legs: [
                { account: { system: 'escrow' }, asset: 'coin', amount: -back.amount },
                { account: { userId: back.senderId }, asset: 'coin', amount: back.amount },
              ],
              result: { redPacketId: back.id, amount: back.amount, status: 'returned' },
              detail: { redPacketId: back.id, userId: back.recipientId },
            };
          },
        );
        returned++;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return returned;
  }
}

/** The background pass that returns unopened red packets. */
export class RedPacketReturner extends RepeatingPass {
  constructor(
    private readonly packets: RedPackets,
    log: (message: string) => void,
  ) {
    super(RETURN_POLL_MS, log);
  }

  protected async pass() {
    await this.packets.returnExpired();
  }
}
