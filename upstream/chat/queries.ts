import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import type { Value } from '../db/prepared';
import { blocks, chatConversations, chatMessages } from '../db/schema';
import { ApiError } from '../errors';

// What every part of chat asks of its tables, and the refusals they share.

export type MessageRow = typeof chatMessages.$inferSelect;
export type ConversationRow = typeof chatConversations.$inferSelect;

export const messageNotFound = () => new ApiError(404, 'MESSAGE_NOT_FOUND', 'chat.messageNotFound');
export const blockedError = () => new ApiError(400, 'BLOCKED', 'chat.blocked');

/** Messages between two members, either way. */
export const between = (a: number, b: number) =>
  or(
    and(eq(chatMessages.senderId, a), eq(chatMessages.recipientId, b)),
    and(eq(chatMessages.senderId, b), eq(chatMessages.recipientId, a)),
  )!;

/**
 * Rows whose member (`peer`: a conversation's peer, by default) has no block with `ownerId` (a member, or a
 * column: each row's owner) either way (cancelled members stay).
 */
export const noBlockWith = (ownerId: Value<number> | AnyPgColumn, peer: AnyPgColumn = chatConversations.peerId): SQL =>
  and(
    notInArray(peer, sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${ownerId})`),
    notInArray(peer, sql`(select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${ownerId})`),
  )!;

/**
 * Entries (of `entries`: the table, or an alias of it) whose unread messages count toward their owner's unread total:
 * the conversations listed (customer service's always, deleted or not) with no block either way.
 */
export const countsTowardUnread = (
  entries: Record<'ownerId' | 'peerId' | 'deletedAt', AnyPgColumn>,
  serviceId: Value<number>,
): SQL =>
  and(or(isNull(entries.deletedAt), eq(entries.peerId, serviceId)), noBlockWith(entries.ownerId, entries.peerId))!;

export const entryOf = (ownerId: Value<number>, peerId: Value<number>) =>
  and(eq(chatConversations.ownerId, ownerId), eq(chatConversations.peerId, peerId))!;

/** The member's entry for the conversation with `peerId`, if they have one. */
export async function findEntry(db: Database, ownerId: number, peerId: number): Promise<ConversationRow | undefined> {
  return (await db.select().from(chatConversations).where(entryOf(ownerId, peerId)))[0];
}

export async function blockedBetween(db: Database, a: number, b: number) {
  const found = await db
    .select({ id: blocks.blockerId })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    );
  return found.length > 0;
}
