import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { MODERATION_MESSAGES_BEFORE } from '../constants';
import type { Database } from '../db/open';
import { chatMessages, momentComments, momentPictures, moments, users } from '../db/schema';
import type { MediaStorage } from '../media/storage';

/** What a report is about. */
export type TargetKind = 'member' | 'message' | 'moment' | 'comment';

export interface Target {
  kind: TargetKind;
  id: number;
}

/** A photo kept for the moderators: a copy of the bytes under a key of its own, deleted once the item is decided. */
export interface EvidencePhoto {
  key: string;
  width: number | null;
  height: number | null;
}

export interface EvidenceMessage {
  id: number;
  senderId: number;
  recipientId: number;
  /** 'txt' | 'img' | 'custom' */
  type: string;
  text: string | null;
  custom: unknown;
  burn: boolean;
  photo: EvidencePhoto | null;
  sentAt: string;
}

/**
 * What was reported, as it was when first reported (docs/decisions.md "Moderation"), or only its kind and when it was
 * deleted once its retention ran out (upstream/moderation/retention.ts).
 */
export type Evidence =
  | { kind: TargetKind; purgedAt: string }
  | { kind: 'member'; member: { nickname: string; signature: string | null; avatar: string | null } }
  | { kind: 'message'; reportedMessageId: number; messages: EvidenceMessage[] }
  | {
      kind: 'moment';
      moment: {
        id: number;
        authorId: number;
        text: string;
        type: string;
        publishedAt: string;
        photos: EvidencePhoto[];
      };
    }
  | {
      kind: 'comment';
      comment: { id: number; authorId: number; momentId: number; replyTo: number | null; text: string; at: string };
    };

/** The captured evidence and the photo copies it made (to delete if it is not kept). */
export interface Captured {
  evidence: Evidence;
  keys: string[];
}

/**
 * Copies a stored photo's bytes under a new key (same folder and extension), so that what removes the original
 * (a burn's window, a recall, the author deleting a moment) leaves the evidence; null when the bytes cannot be
 * copied (gone, burnt or swept while being read): the report is kept with the evidence it could capture.
 */
async function copyPhoto(storage: MediaStorage, key: string): Promise<string | null> {
  const copy = `photos/${randomBytes(16).toString('hex')}.${key.split('.').pop()}`;
  try {
    const file = await storage.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    await storage.put(copy, Buffer.concat(chunks));
    return copy;
  } catch {
    await storage.remove(copy).catch(() => undefined);
    return null;
  }
}

/**
 * Reads what a report is about, in the report's transaction, and copies its photos: a message with the
 * MODERATION_MESSAGES_BEFORE messages before it between the same two members (recalled ones left out, the reported
 * one always in; burn photos included), a moment with its photos, a comment, a member's profile. The target was
 * checked by the caller (it exists, the reporter may see it).
 */
export async function captureEvidence(tx: Database, storage: MediaStorage, target: Target): Promise<Captured> {
  const keys: string[] = [];
  const keep = async (key: string | null, width: number | null, height: number | null) => {
    if (!key) return null;
    const copy = await copyPhoto(storage, key);
    if (!copy) return null;
    keys.push(copy);
    return { key: copy, width, height };
  };
  switch (target.kind) {
    case 'member': {
      const [member] = await tx.select().from(users).where(eq(users.id, target.id));
      return {
        evidence: {
          kind: 'member',
          member: { nickname: member.nickname, signature: member.signature, avatar: member.avatar },
        },
        keys,
      };
    }
    case 'message': {
      const [reported] = await tx.select().from(chatMessages).where(eq(chatMessages.id, target.id));
      const pair = or(
        and(eq(chatMessages.senderId, reported.senderId), eq(chatMessages.recipientId, reported.recipientId)),
        and(eq(chatMessages.senderId, reported.recipientId), eq(chatMessages.recipientId, reported.senderId)),
      );
      const before = await tx
        .select()
        .from(chatMessages)
        .where(and(pair, lt(chatMessages.id, reported.id), isNull(chatMessages.recalledAt)))
        .orderBy(desc(chatMessages.id))
        .limit(MODERATION_MESSAGES_BEFORE);
      const rows = [...before.reverse(), reported];
      const messages: EvidenceMessage[] = [];
      for (const row of rows) {
        messages.push({
          id: row.id,
          senderId: row.senderId,
          recipientId: row.recipientId,
          type: row.type,
          text: row.body,
          custom: row.custom ?? null,
          burn: row.burn,
          photo: row.mediaDeletedAt ? null : await keep(row.mediaKey, row.width, row.height),
          sentAt: row.createdAt.toISOString(),
        });
      }
      return { evidence: { kind: 'message', reportedMessageId: reported.id, messages }, keys };
    }
    case 'moment': {
      const [moment] = await tx.select().from(moments).where(eq(moments.id, target.id));
      const pictures = await tx
        .select()
        .from(momentPictures)
        .where(eq(momentPictures.momentId, moment.id))
        .orderBy(momentPictures.position);
      const photos: EvidencePhoto[] = [];
      for (const picture of pictures) {
        const photo = await keep(picture.key, picture.width, picture.height);
        if (photo) photos.push(photo);
      }
      return {
        evidence: {
          kind: 'moment',
          moment: {
            id: moment.id,
            authorId: moment.userId,
            text: moment.content,
            type: moment.type,
            publishedAt: moment.createdAt.toISOString(),
            photos,
          },
        },
        keys,
      };
    }
    case 'comment': {
      const [comment] = await tx.select().from(momentComments).where(eq(momentComments.id, target.id));
      return {
        evidence: {
          kind: 'comment',
          comment: {
            id: comment.id,
            authorId: comment.userId,
            momentId: comment.momentId,
            replyTo: comment.parentId,
            text: comment.content,
            at: comment.createdAt.toISOString(),
          },
        },
        keys,
      };
    }
  }
}

/** Deletes evidence photo copies (an item decided, or a capture not kept). */
export async function releasePhotos(storage: MediaStorage, keys: readonly string[]) {
  for (const key of keys) await storage.remove(key);
}
