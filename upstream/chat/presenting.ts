import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MEDIA_URL_TTL_MS } from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { chatBurnViews, chatConversations, chatMessages, users } from '../db/schema';
import type { MediaSigner } from '../media/signing';
import type { MemberView, SocialService } from '../social/service';
import { effectiveVipLevel, type UserRow } from '../user/presenter';
import type { CustomerService } from './customer-service';
import type { ChatDelivery } from './events';
import type { ChatHooks, MessageAdditions, MessageExtensions, MessageType } from './hooks';
import { countsTowardUnread, findEntry, type ConversationRow, type MessageRow } from './queries';

/** The membership level whose members see when their messages were read. */
export const SVIP = 2;

/** A message as one member sees it (docs/contract.md "Chat"); other domains add their fields (`MessageExtensions`). */
export interface MessageView extends MessageExtensions {
  id: number;
  clientId: string | null;
  from: number;
  to: number;
  type: MessageType;
  msg: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
  burn: boolean;
  burnState: 'unviewed' | 'viewed' | null;
  custom: unknown;
  /**
   * The sender's free JSON, with what other domains put there (translation: the spec's `translation` and
   * `translateRecordId`).
   */
  ext: unknown;
  time: number;
  read: boolean | null;
  /** A text's language as detected when it was sent (null: no words, or not a text). */
  language: string | null;
}

/** A member's conversation entry as they see it. */
export interface ConversationView {
  id: number;
  userId: number;
  user: MemberView;
  remarkName: string | null;
  unread: number;
  lastMessage: MessageView | null;
  lastTime: number;
  userType: 1 | 2;
}

/** A member's unread messages over their listed conversations (`unreadTotal`), prepared once (`prepared`). */
const unreadTotal = prepared('chat.unreadTotal', (db) =>
  db
    .select({ total: sql<number>`coalesce(sum(${chatConversations.unreadCount}), 0)::int`.mapWith(Number) })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.ownerId, sql.placeholder('ownerId')),
        countsTowardUnread(chatConversations, sql.placeholder('serviceId')),
      ),
    ),
);

/** Messages and conversation entries as one member sees them, read in the caller's transaction when there is one. */
export class ChatPresenter {
  constructor(
    private readonly social: SocialService,
    private readonly signer: MediaSigner,
    private readonly hooks: ChatHooks,
    private readonly customerService: CustomerService,
    private readonly now: () => number,
  ) {}

  /**
   * Messages as `viewerId` sees them: image URLs signed for them, burn state, the SVIP read flag, other domains'
   * additions.
   */
  async messages(db: Database, viewerId: number, rows: MessageRow[]): Promise<MessageView[]> {
    return (await this.messagesForEach(db, [{ id: viewerId }], rows))[0];
  }

  /**
   * `messages` for each of several viewers, read at once (a send shows its message to both
   * members); a viewer's `row`, when the caller holds it, saves reading their membership; `fresh`
   * when the caller's transaction wrote the rows (the other domains' hooks then skip what they
   * could only have added later).
   */
  async messagesForEach(
    db: Database,
    viewers: Array<{ id: number; row?: Pick<UserRow, 'vipLevel' | 'vipExpiresAt'> }>,
    rows: MessageRow[],
    { fresh = false } = {},
  ): Promise<MessageView[][]> {
    if (rows.length === 0) return viewers.map(() => []);
    const burnIds = rows.filter((row) => row.burn).map((row) => row.id);
    const viewed = new Set(
      burnIds.length
        ? (
            await db
              .select({ id: chatBurnViews.messageId })
              .from(chatBurnViews)
              .where(inArray(chatBurnViews.messageId, burnIds))
          ).map((view) => view.id)
        : [],
    );
    const additions: Array<(viewerId: number, row: MessageRow) => MessageAdditions> = [];
    for (const present of this.hooks.messagePresented.handlers)
      additions.push(
        await present(
          db,
          viewers.map((viewer) => viewer.id),
          rows,
          fresh,
        ),
      );
    const presented: MessageView[][] = [];
    for (const { id: viewerId, row: known } of viewers) {
      const readUpTo = new Map<number, number>();
      const mine = rows.filter((row) => row.senderId === viewerId);
      let svip = false;
      if (mine.length > 0) {
        const [viewer] = known
          ? [known]
          : await db
              .select({ vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt })
              .from(users)
              .where(eq(users.id, viewerId));
        svip = viewer !== undefined && effectiveVipLevel(viewer, this.now()) === SVIP;
        if (svip) {
          const peers = [...new Set(mine.map((row) => row.recipientId))];
          const entries = await db
            .select({ ownerId: chatConversations.ownerId, readUpTo: chatConversations.readUpTo })
            .from(chatConversations)
            .where(and(eq(chatConversations.peerId, viewerId), inArray(chatConversations.ownerId, peers)));
          for (const entry of entries) readUpTo.set(entry.ownerId, entry.readUpTo);
        }
      }
      presented.push(
        rows.map((row) => {
          const own = row.senderId === viewerId;
          const hidden = row.burn && !own; // the recipient opens a burn photo only through /im/read-burnimg
          const burned = row.burn && viewed.has(row.id); // gone for the sender too once viewed
          const url =
            row.type === 'img' && row.mediaKey && !row.mediaDeletedAt && !hidden && !burned
              ? this.signer.photoUrl(row.mediaKey, { viewerId, messageId: row.id }, MEDIA_URL_TTL_MS, this.now())
              : null;
          let view = {
            id: row.id,
            clientId: own ? row.clientId : null,
            from: row.senderId,
            to: row.recipientId,
            type: row.type as MessageType,
            msg: row.type === 'txt' ? row.body : null,
            url,
            width: row.width,
            height: row.height,
            burn: row.burn,
            burnState: row.burn ? (viewed.has(row.id) ? 'viewed' : 'unviewed') : null,
            custom: row.custom ?? null,
            ext: row.ext ?? null,
            time: row.createdAt.getTime(),
            read: own && svip ? row.id <= (readUpTo.get(row.recipientId) ?? 0) : null,
            language: row.language,
          } as MessageView;
          for (const add of additions) {
            const { ext, ...fields } = add(viewerId, row);
            view = {
              ...view,
              ...fields,
              ...(ext ? { ext: { ...((view.ext as Record<string, unknown> | null) ?? {}), ...ext } } : {}),
            };
          }
          // Each handler answers its fields for every message: the view is complete.
          return view;
        }),
      );
    }
    return presented;
  }

  /**
   * `known`: what the caller already holds, not read again: peers' rows, peers as the viewer sees them (with every
   * peer's row), last messages (as the viewer sees them).
   */
  async conversations(
    db: Database,
    viewerId: number,
    entries: ConversationRow[],
    known: { peers?: UserRow[]; people?: MemberView[]; messages?: MessageView[] } = {},
  ): Promise<ConversationView[]> {
    if (entries.length === 0) return [];
    const peerIds = [...new Set(entries.map((entry) => entry.peerId))];
    const knownPeers = (known.peers ?? []).filter((row) => peerIds.includes(row.id));
    const unknownPeers = peerIds.filter((id) => !knownPeers.some((row) => row.id === id));
    const peerRows = [
      ...knownPeers,
      ...(unknownPeers.length ? await db.select().from(users).where(inArray(users.id, unknownPeers)) : []),
    ];
    const people = known.people ?? (await this.social.present(viewerId, peerRows, db));
    const knownViews = known.messages ?? [];
    const lastIds = entries
      .map((entry) => entry.lastMessageId)
      .filter((id): id is number => id !== null && !knownViews.some((message) => message.id === id));
    const lastRows = lastIds.length
      ? await db
          .select()
          .from(chatMessages)
          .where(and(inArray(chatMessages.id, lastIds), isNull(chatMessages.recalledAt)))
      : [];
    const lastViews = [...knownViews, ...(await this.messages(db, viewerId, lastRows))];
    return entries.map((entry) => {
      const user = people.find((person) => person.id === entry.peerId)!;
      const row = peerRows.find((peer) => peer.id === entry.peerId)!;
      return {
        id: entry.id,
        userId: entry.peerId,
        user,
        remarkName: user.relation.friendRemarkName,
        unread: entry.unreadCount,
        lastMessage: lastViews.find((message) => message.id === entry.lastMessageId) ?? null,
        lastTime: entry.lastTime.getTime(),
        userType: row.isService ? 2 : 1,
      };
    });
  }

  /** Members as each of their viewers sees them, in one query (a send shows each member the other). */
  people(db: Database, seen: Array<{ viewerId: number; row: UserRow }>) {
    return this.social.presentEach(seen, db);
  }

  /** Unread messages over the member's listed conversations (the customer-service one always listed). */
  async unreadTotal(db: Database, ownerId: number): Promise<number> {
    const [row] = await unreadTotal(db, { ownerId, serviceId: await this.customerService.accountId() });
    return row.total;
  }

  /** What an event tells `userId` of their conversation with `peerId`: their entry and unread total. */
  async delivery(db: Database, userId: number, peerId: number): Promise<ChatDelivery> {
    const [conversation] = await this.conversations(db, userId, [(await findEntry(db, userId, peerId))!]);
    return { userId, conversation, unreadTotal: await this.unreadTotal(db, userId) };
  }
}
