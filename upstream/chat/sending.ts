import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHAT_SEND_LIMIT, type UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { chatConversations, chatMessages, uploads, users } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { translate } from '../i18n';
import type { RateLimiter } from '../limits/rate-limit';
import { openableBy, userNotFound } from '../social/service';
import type { UserRow } from '../user/presenter';
import { enqueueEvent } from '../webhooks/outbox';
import type { CustomerService } from './customer-service';
import type { ChatHooks, PreparedText } from './hooks';
import type { ChatPresenter, ConversationView, MessageView } from './presenting';
import { blockedError, countsTowardUnread, entryOf, findEntry, noBlockWith, type MessageRow } from './queries';

export type SendInput = { userId: number; clientId: string; ext: Record<string, unknown> | null } /**
 * `translate: false` sends it as written, whatever the conversation's outgoing translation;
 * `translateRecordId` (from `ext`) goes out with the sender's draft translation of this text;
 * `coins`: its translation may take gold coins.
 */ & (
  | { type: 'txt'; msg: string; translate?: boolean; translateRecordId?: number; coins?: boolean }
  | { type: 'img'; key: string; burn: boolean }
  /** Sent by upstream itself (gifts, red packets), never by a member's request. */
  | { type: 'custom'; custom: CustomMessage }
);

/**
 * A custom message's content (docs/contract.md "Chat"): what a gift, a red packet or a gift-mall order shows
 * (`shop-gift`: `id` the order, `amount` the quantity, `name` the goods in the recipient's language; never a price).
 */
export interface CustomMessage {
  type: 'gift' | 'red-packet' | 'shop-gift';
  id: number;
  amount: number;
  url?: string;
  note?: string;
  name?: string;
}

const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'chat.rateLimited', undefined, {}, retryAfterSeconds);

const sendLimitKey = (senderId: number) => `chat-send:${senderId}`;

/**
 * Both members' rows and the rules' facts, which are of the recipient's row (the sender's is
 * read for its columns). Built with placeholders: its statements are prepared once (`prepared`).
 */
const memberFactColumns = (() => {
  const senderId = sql.placeholder('senderId');
  return {
    row: users,
    blocked: sql<boolean>`not (${noBlockWith(senderId, users.id)})`,
    openable: sql<boolean>`(${openableBy(senderId)})`,
    talked: sql<boolean>`exists (select 1 from ${chatConversations} where ${entryOf(senderId, sql.placeholder('userId'))})`,
  };
})();

/** Every column a send writes of its message (`insertMessage`), null where its type has none. */
type MessageValues = Required<
  Pick<
    typeof chatMessages.$inferInsert,
    | 'senderId'
    | 'recipientId'
    | 'clientId'
    | 'type'
    | 'ext'
    | 'body'
    | 'language'
    | 'custom'
    | 'mediaKey'
    | 'width'
    | 'height'
    | 'burn'
  >
>;

/** The message, unless this sender's clientId was written already (then nothing is returned). */
const insertMessage = prepared<MessageValues, MessageRow[]>('chat.insertMessage', (db) => {
  const value = (name: keyof MessageValues) => sql.placeholder(name);
  return db
    .insert(chatMessages)
    .values({
      senderId: value('senderId'),
      recipientId: value('recipientId'),
      clientId: value('clientId'),
      type: value('type'),
      body: value('body'),
      language: value('language'),
      mediaKey: value('mediaKey'),
      width: value('width'),
      height: value('height'),
      burn: value('burn'),
      // Through `sql`: a JSON column's placeholder would turn a null into JSON null.
      ext: sql`${value('ext')}::jsonb`,
      custom: sql`${value('custom')}::jsonb`,
    })
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
    .returning();
});

/** Each owner's other entries, in the unread total an entry's upsert returns. */
const otherEntries = alias(chatConversations, 'other_entries');

/**
 * Both members' entries in one statement, rows in one order for every sender (`first` the
 * lower id: no deadlock between A→B and B→A), each pointing at the new message; the
 * recipient's unread count grows by one. Each entry comes back with its owner's unread total
 * (`countsTowardUnread`, as `ChatPresenter.unreadTotal` counts it) in this round trip rather than another:
 * the statement's subquery sees the owner's other entries as the statement found them, so this
 * entry is added as written.
 */
const upsertEntries = prepared('chat.upsertEntries', (db) => {
  const [first, second, messageId, time, serviceId] = ['first', 'second', 'messageId', 'time', 'serviceId'].map(
    (name) => sql.placeholder(name),
  );
  const othersUnread = db
    .select({ total: sql`coalesce(sum(${otherEntries.unreadCount}), 0)` })
    .from(otherEntries)
    .where(
      and(
        eq(otherEntries.ownerId, chatConversations.ownerId),
        sql`${otherEntries.peerId} <> ${chatConversations.peerId}`,
        countsTowardUnread(otherEntries, serviceId),
      ),
    );
  return db
    .insert(chatConversations)
    .values([
      {
        ownerId: first,
        peerId: second,
        unreadCount: sql.placeholder('firstUnread'),
        lastMessageId: messageId,
        lastTime: time,
      },
      {
        ownerId: second,
        peerId: first,
        unreadCount: sql.placeholder('secondUnread'),
        lastMessageId: messageId,
        lastTime: time,
      },
    ])
    .onConflictDoUpdate({
      target: [chatConversations.ownerId, chatConversations.peerId],
      set: {
        unreadCount: sql`${chatConversations.unreadCount} + excluded.unread_count`,
        lastMessageId: sql`greatest(coalesce(${chatConversations.lastMessageId}, 0), excluded.last_message_id)`,
        lastTime: sql`greatest(${chatConversations.lastTime}, excluded.last_time)`,
        deletedAt: null,
      },
    })
    .returning({
      ...getTableColumns(chatConversations),
      unreadTotal:
        sql<number>`((${othersUnread}) + case when ${countsTowardUnread(chatConversations, serviceId)} then ${chatConversations.unreadCount} else 0 end)::int`.mapWith(
          Number,
        ),
    });
});

/** Thrown inside a send's transaction when another send with the same clientId won: roll back, answer that one. */
class AlreadySent {
  constructor(readonly row: MessageRow) {}
}

/**
 * Sending (spec §3 Message): a member's messages, those upstream sends for them (gifts, red
 * packets), customer service's welcome, and typing signals. Other domains act inside a send
 * through `ChatHooks`: its text prepared before the transaction, a fee before it is written.
 */
export class Sending {
  /** Both members' rows with the facts the rules read (`facts`), in the send's transaction. */
  private readonly memberFacts = prepared('chat.memberFacts', (db) =>
    db
      .select(memberFactColumns)
      .from(users)
      .where(inArray(users.id, [sql.placeholder('senderId'), sql.placeholder('userId')])),
  );

  /**
   * `memberFacts` with one hit of the sender's send limit taken in the same statement
   * (`RateLimiter.hitWith`): `limitTaken` is false in both rows when the limit is full. The row
   * lock the hit takes stays to the end of the send's transaction, so one member's sends queue
   * here. The facts are read as they were when the statement began: a block committed while it
   * waited for that lock counts from the next send, as one committed just after a separate read
   * always did.
   */
  private readonly reserveAndMemberFacts = prepared('chat.reserveAndMemberFacts', (db) => {
    const hit = this.limiter.hitWith(db, 'send_limit_hit', { ...CHAT_SEND_LIMIT, key: sql.placeholder('limitKey') });
    return db
      .with(hit)
      .select({ ...memberFactColumns, limitTaken: sql<boolean>`exists (select 1 from ${hit})` })
      .from(users)
      .where(inArray(users.id, [sql.placeholder('senderId'), sql.placeholder('userId')]));
  });

  /**
   * `memberFacts`, and whether `clientId` was sent already and the seconds until a full send
   * limit frees (the same in both rows).
   */
  private readonly sendFacts = prepared('chat.sendFacts', (db) =>
    db
      .select({
        ...memberFactColumns,
        earlierId: sql<
          number | null
        >`(select ${chatMessages.id} from ${chatMessages} where ${chatMessages.senderId} = ${sql.placeholder('senderId')} and ${chatMessages.clientId} = ${sql.placeholder('clientId')})`,
        waitSeconds: this.limiter.full({ ...CHAT_SEND_LIMIT, key: sql.placeholder('limitKey') }),
      })
      .from(users)
      .where(inArray(users.id, [sql.placeholder('senderId'), sql.placeholder('userId')])),
  );

  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly hooks: ChatHooks,
    private readonly present: ChatPresenter,
    private readonly customerService: CustomerService,
    private readonly onEvent: () => void,
    private readonly now: () => number,
  ) {}

  /**
   * Whether `senderId` may message `userId` (docs/decisions.md "Chat"): not themself, not a
   * cancelled member, no block either way, and someone they may open (social's `openableBy`)
   * or are already in a conversation with (a member hidden from search who wrote first); the
   * customer-service account talks with everyone. Every fact in one round trip (a send is the
   * busiest write there is): both members' rows, the refusal if any, and when asked whether
   * `clientId` was sent already (its message's id) and the seconds until a full send limit
   * frees.
   */
  private async facts(
    db: Database,
    senderId: number,
    userId: number,
    ask: { clientId?: string; takeSendLimit?: boolean } = {},
  ) {
    if (userId === senderId) throw validationError('userId', 'chat.self');
    const limitKey = sendLimitKey(senderId);
    const rows: Array<{
      row: UserRow;
      blocked: boolean;
      openable: boolean;
      talked: boolean;
      earlierId?: number | null;
      waitSeconds?: number | null;
      limitTaken?: boolean;
    }> = ask.takeSendLimit
      ? await this.reserveAndMemberFacts(db, { senderId, userId, limitKey })
      : ask.clientId === undefined
        ? await this.memberFacts(db, { senderId, userId })
        : await this.sendFacts(db, { senderId, userId, clientId: ask.clientId, limitKey });
    const sender = rows.find((found) => found.row.id === senderId)!;
    // The limit refuses before the rules do, as when its hit was a statement of its own.
    if (ask.takeSendLimit && !sender.limitTaken)
      await this.limiter.refuseFull(db, { key: limitKey, ...CHAT_SEND_LIMIT }, rateLimited);
    const found = rows.find((found) => found.row.id === userId);
    const serviceId = await this.customerService.accountId();
    const refusal = !found
      ? userNotFound()
      : found.row.cancelledAt
        ? new ApiError(400, 'RECIPIENT_UNAVAILABLE', 'chat.unavailable')
        : found.blocked
          ? blockedError()
          : senderId === serviceId || userId === serviceId || found.openable || found.talked
            ? null
            : userNotFound();
    return {
      sender: sender.row,
      recipient: found?.row,
      refusal,
      earlierId: sender.earlierId ?? null,
      waitSeconds: sender.waitSeconds ?? null,
    };
  }

  /** Both members' rows, once `senderId` may message `userId` (`facts`); else its refusal is thrown. */
  private async members(db: Database, senderId: number, userId: number, ask: { takeSendLimit?: boolean } = {}) {
    const { sender, recipient, refusal } = await this.facts(db, senderId, userId, ask);
    if (refusal || !recipient) throw refusal ?? userNotFound();
    return { sender, recipient };
  }

  /**
   * POST /chat/send: the sender's copy; a new message also carries the sender's entry
   * (`conversation`), as the event tells their other tabs. Idempotent on (sender, clientId).
   * `within`: the caller's transaction (a gift or red packet and its message are one change).
   */
  async send(
    senderId: number,
    input: SendInput,
    within?: Database,
  ): Promise<MessageView & { conversation?: ConversationView }> {
    const base = within ?? this.db; // PGlite has one connection: inside a transaction, only it answers
    const resent = async (row: MessageRow) => (await this.present.messages(base, senderId, [row]))[0];
    const sentBefore = async (db: Database) =>
      (
        await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, input.clientId)))
      )[0];
    const serviceId = await this.customerService.accountId();
    // The text's language and translations (the prepareText hooks), made before the transaction
    // (an engine may take a moment), once the sender may send it at all: nothing is translated,
    // or said about the recipient, for a send that would be refused. A resend is answered first.
    const prepared: PreparedText[] = [];
    if (input.type === 'txt') {
      const facts = await this.facts(base, senderId, input.userId, { clientId: input.clientId });
      if (facts.earlierId !== null) return resent((await sentBefore(base))!);
      if (facts.waitSeconds !== null) throw rateLimited(facts.waitSeconds);
      const { sender, recipient } = facts;
      if (facts.refusal || !recipient) throw facts.refusal ?? userNotFound();
      const text = {
        sender,
        recipient,
        text: input.msg,
        translate: input.translate !== false,
        translateRecordId: input.translateRecordId,
        coins: input.coins,
      };
      try {
        for (const prepare of this.hooks.prepareText.handlers) prepared.push(await prepare(text));
      } catch (error) {
        // A retry whose first send committed meanwhile (and spent the balance) answers that send.
        const committed = await sentBefore(base);
        if (committed) return resent(committed);
        throw error;
      }
    } else {
      const earlier = await sentBefore(base);
      if (earlier) return resent(earlier);
    }
    let sent: MessageView & { conversation?: ConversationView };
    try {
      sent = await base.transaction(async (tx) => {
        // What the text's hooks will change is locked first (the members a translation charges),
        // as a gift locks its giver before its message: every path takes member rows before the
        // send limit's row (no deadlock).
        for (const text of prepared) await text.lock?.(tx);
        // One hit of the send limit, whose row stays locked to the end (one member's sends queue
        // here), and the rules again, as they are now (a block may have come meanwhile): one
        // statement. A send with this clientId that committed meanwhile is found by the insert
        // below: this one rolls back.
        const { sender, recipient } = await this.members(tx, senderId, input.userId, { takeSendLimit: true });
        for (const check of this.hooks.beforeSend.handlers) await check(tx, { sender, recipient, type: input.type });
        let values: MessageValues = {
          senderId,
          recipientId: recipient.id,
          clientId: input.clientId,
          type: input.type,
          ext: input.ext,
          body: null,
          language: null,
          custom: null,
          mediaKey: null,
          width: null,
          height: null,
          burn: false,
        };
        if (input.type === 'txt')
          values = {
            ...values,
            body: input.msg,
            language: prepared.find((text) => text.language !== undefined)?.language ?? null,
          };
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
        const [message] = await insertMessage(tx, values);
        if (!message) throw new AlreadySent((await sentBefore(tx))!);
        for (const text of prepared) await text.record?.(tx, message.id);
        // Both entries in one statement, rows in one order for every sender (no deadlock
        // between A→B and B→A); the recipient's unread count grows by one.
        const [first, second] = [senderId, recipient.id].sort((a, b) => a - b);
        const entries = await upsertEntries(tx, {
          first,
          second,
          firstUnread: first === recipient.id ? 1 : 0,
          secondUnread: second === recipient.id ? 1 : 0,
          messageId: message.id,
          time: message.createdAt,
          serviceId,
        });
        // Each side's copy and entry, presented from what this transaction already holds.
        const copies = await this.present.messagesForEach(
          tx,
          [recipient, sender].map((row) => ({ id: row.id, row })),
          [message],
          { fresh: true },
        );
        const people = await this.present.people(tx, [
          { viewerId: recipient.id, row: sender },
          { viewerId: senderId, row: recipient },
        ]);
        const deliveries = [];
        for (const [viewer, peer, person, [copy]] of [
          [recipient, sender, people[0], copies[0]],
          [sender, recipient, people[1], copies[1]],
        ] as const) {
          const entry = entries.find((found) => found.ownerId === viewer.id)!;
          const [conversation] = await this.present.conversations(tx, viewer.id, [entry], {
            peers: [peer],
            people: [person],
            messages: [copy],
          });
          deliveries.push({
            userId: viewer.id,
            conversation,
            unreadTotal: entry.unreadTotal,
            message: copy,
          });
        }
        await enqueueEvent(tx, 'chat.message', {
          message: { id: message.id, from: senderId, to: recipient.id },
          deliveries,
        });
        return { ...deliveries[1].message, conversation: deliveries[1].conversation };
      });
    } catch (error) {
      if (error instanceof AlreadySent) return resent(error.row);
      throw error;
    }
    this.onEvent();
    return sent;
  }

  /**
   * Customer service's welcome to a new member, written in `language` (the one they registered
   * in) inside the caller's transaction, so no member finds that conversation empty. Once per
   * member (its client id). Only the member's entry is made, unread: the staff's list gets the
   * conversation when the member answers, not one per registration. Not through `send`: the
   * service account's send limit must never refuse a registration.
   */
  async welcome(tx: Database, memberId: number, language: UiLanguage): Promise<void> {
    const serviceId = await this.customerService.accountId();
    const [message] = await tx
      .insert(chatMessages)
      .values({
        senderId: serviceId,
        recipientId: memberId,
        clientId: `welcome-${memberId}`,
        type: 'txt',
        body: translate(language, 'chat.welcome'),
        language,
      })
      .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
      .returning();
    if (!message) return;
    await tx
      .insert(chatConversations)
      .values({
        ownerId: memberId,
        peerId: serviceId,
        unreadCount: 1,
        lastMessageId: message.id,
        lastTime: message.createdAt,
      })
      .onConflictDoUpdate({
        target: [chatConversations.ownerId, chatConversations.peerId],
        set: {
          unreadCount: sql`${chatConversations.unreadCount} + 1`,
          lastMessageId: message.id,
          lastTime: message.createdAt,
          deletedAt: null,
        },
      });
    const delivery = await this.present.delivery(tx, memberId, serviceId);
    const [copy] = await this.present.messages(tx, memberId, [message]);
    await enqueueEvent(tx, 'chat.message', {
      message: { id: message.id, from: serviceId, to: memberId },
      deliveries: [{ ...delivery, message: copy }],
    });
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
    if (!(await findEntry(this.db, viewerId, peerId))) return { sent: false };
    try {
      await this.members(this.db, viewerId, peerId);
    } catch (error) {
      if (error instanceof ApiError) return { sent: false };
      throw error;
    }
    await enqueueEvent(this.db, 'chat.typing', { userId: peerId, fromUserId: viewerId, typing });
    this.onEvent();
    return { sent: true };
  }
}
