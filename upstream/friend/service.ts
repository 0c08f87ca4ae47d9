import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { friendRequests, friendships, users } from '../db/schema';
import { ApiError } from '../errors';
import type { Page } from '../paging';
import { visibleTo, type SocialService } from '../social/service';
import { effectiveVipLevel, type UserRow } from '../user/presenter';
import { enqueueEvent } from '../webhooks/outbox';
import { FriendHooks } from './hooks';

type RequestRow = typeof friendRequests.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type RequestStatus = 'pending' | 'accepted' | 'rejected';
export const FRIEND_REMARK_MAX = 32;
export const FRIEND_MESSAGE_MAX = 200;

const applyNotFound = () => new ApiError(404, 'APPLY_NOT_FOUND', 'apply.notFound');
const notFriend = () => new ApiError(404, 'NOT_FRIEND', 'friend.notFriend');

/** Requests `viewerId` received from members they may see (joined with the applicant as `users`). */
const receivedBy = (viewerId: number, ...also: SQL[]) =>
  and(eq(friendRequests.toId, viewerId), visibleTo(viewerId), ...also);
/** Joins a request with its applicant's row. */
const applicant = eq(users.id, friendRequests.fromId);

/** Spec's Friend entry: the first letter of the shown name if A–Z, else '#'. */
export function firstLetter(name: string): string {
  const letter = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
}

/**
 * Friends and friend requests (spec §3 Friend, Friend request; §4; §7 Friends). A friendship
 * is a row each way, holding the owner's remark name; a request is pending, then accepted
 * or rejected by its recipient. Every read goes through `visibleTo`: blocked and cancelled
 * members are in no list.
 */
export class FriendService {
  /** Where other domains act inside a new friendship (hooks.ts). */
  readonly hooks = new FriendHooks();

  constructor(
    private readonly db: Database,
    private readonly social: SocialService,
    /** Called after a transaction wrote a webhook event, to deliver it at once. */
    private readonly onEvent: () => void = () => {},
  ) {}

  private async refuseIfFriends(tx: Tx, a: number, b: number) {
    const [already] = await tx
      .select({ id: friendships.friendId })
      .from(friendships)
      .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)));
    if (already) throw new ApiError(400, 'ALREADY_FRIENDS', 'friend.already');
  }

  /** `memberId` as `viewerId` sees them, read in `tx` so the change being made shows. */
  private async memberAsSeenBy(tx: Tx, viewerId: number, memberId: number) {
    const [row] = await tx.select().from(users).where(eq(users.id, memberId));
    return (await this.social.present(viewerId, [row], tx))[0];
  }

  /** Tells the recipient `userId` of a new request, in the transaction that made it. */
  private async announceRequested(tx: Tx, userId: number, applyId: number, fromUserId: number) {
    const fromUser = await this.memberAsSeenBy(tx, userId, fromUserId);
    const pendingCount = await this.countReceived(tx, userId, eq(friendRequests.status, 'pending'));
    await enqueueEvent(tx, 'friend.requested', { userId, applyId, fromUserId, fromUser, pendingCount });
  }

  /** Tells `userId` they have a new friend, `friendUserId`, in the transaction that made them friends. */
  private async announceAccepted(tx: Tx, userId: number, friendUserId: number) {
    const friendUser = await this.memberAsSeenBy(tx, userId, friendUserId);
    await enqueueEvent(tx, 'friend.accepted', { userId, friendUserId, friendUser });
    for (const accepted of this.hooks.accepted.handlers) await accepted(tx, { userId, friendId: friendUserId });
  }

  private async befriend(tx: Tx, a: number, b: number) {
    await tx
      .insert(friendships)
      .values([
        { userId: a, friendId: b },
        { userId: b, friendId: a },
      ])
      .onConflictDoNothing();
    // Whatever was still pending between them, either way, is settled by the friendship.
    await tx
      .update(friendRequests)
      .set({ status: 'accepted', decidedAt: new Date() })
      .where(
        and(
          eq(friendRequests.status, 'pending'),
          or(
            and(eq(friendRequests.fromId, a), eq(friendRequests.toId, b)),
            and(eq(friendRequests.fromId, b), eq(friendRequests.toId, a)),
          ),
        ),
      );
  }

  /**
   * Add a friend: at once when the member lets anyone add them, or when they already asked
   * the caller; otherwise a pending request (the existing one if there is one).
   */
  async add(viewerId: number, userId: number, message: string | null) {
    if (userId === viewerId) throw new ApiError(400, 'FRIEND_SELF', 'friend.self');
    const target = await this.social.openableUser(viewerId, userId);
    const result = await this.db.transaction(async (tx) => {
      await this.refuseIfFriends(tx, viewerId, userId);
      const [theirs] = await tx
        .select({ id: friendRequests.id })
        .from(friendRequests)
        .where(
          and(
            eq(friendRequests.fromId, userId),
            eq(friendRequests.toId, viewerId),
            eq(friendRequests.status, 'pending'),
          ),
        );
      if (!target.friendRequestsNeedApproval || theirs) {
        await this.befriend(tx, viewerId, userId);
        // They did not have to accept: tell them they have a new friend.
        await this.announceAccepted(tx, userId, viewerId);
        return { status: 'accepted' as const };
      }
      const mine = eq(friendRequests.fromId, viewerId);
      const pendingToThem = and(mine, eq(friendRequests.toId, userId), eq(friendRequests.status, 'pending'));
      const [existing] = await tx.select({ id: friendRequests.id }).from(friendRequests).where(pendingToThem);
      if (existing) {
        // Asking again keeps the one request; a new message replaces the old.
        if (message !== null)
          await tx.update(friendRequests).set({ message }).where(eq(friendRequests.id, existing.id));
        return { status: 'pending' as const, applyId: existing.id };
      }
      // A concurrent identical request may win the one-pending index: then it is the request.
      const [created] = await tx
        .insert(friendRequests)
        .values({ fromId: viewerId, toId: userId, message })
        .onConflictDoNothing()
        .returning({ id: friendRequests.id });
      const applyId =
        created?.id ?? (await tx.select({ id: friendRequests.id }).from(friendRequests).where(pendingToThem))[0].id;
      if (created) await this.announceRequested(tx, userId, applyId, viewerId);
      return { status: 'pending' as const, applyId };
    });
    this.onEvent();
    const [user] = await this.social.present(viewerId, [target]);
    return { ...result, user };
  }

  /**
   * Spec §7 share-add-friend: whoever opens a member's shared link becomes their friend at
   * once: sharing it was the member's consent.
   */
  async addByShare(viewerId: number, sharerId: number) {
    if (sharerId === viewerId) throw new ApiError(400, 'FRIEND_SELF', 'friend.self');
    const sharer = await this.social.openableUser(viewerId, sharerId, { invited: true });
    await this.db.transaction(async (tx) => {
      await this.refuseIfFriends(tx, viewerId, sharerId);
      await this.befriend(tx, viewerId, sharerId);
      await this.announceAccepted(tx, sharerId, viewerId);
    });
    this.onEvent();
    const [user] = await this.social.present(viewerId, [sharer]);
    return { status: 'accepted' as const, user };
  }

  private async presentRequests(viewerId: number, rows: Array<{ request: RequestRow; user: UserRow }>) {
    const presented = await this.social.present(
      viewerId,
      rows.map((row) => row.user),
    );
    return rows.map(({ request }, i) => ({
      applyId: request.id,
      status: request.status as RequestStatus,
      message: request.message,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
      user: presented[i],
    }));
  }

  /** How many requests `viewerId` received (`where`: only those), as their lists count them. */
  private async countReceived(db: Database, viewerId: number, ...where: SQL[]) {
    const [{ total }] = await db
      .select({ total: count() })
      .from(friendRequests)
      .innerJoin(users, applicant)
      .where(receivedBy(viewerId, ...where));
    return total;
  }

  /** Requests the member received: pending first, then newest; only from members they may see. */
  async received(viewerId: number, page: Page) {
    const total = await this.countReceived(this.db, viewerId);
    const pending = await this.countReceived(this.db, viewerId, eq(friendRequests.status, 'pending'));
    const rows = await this.db
      .select({ request: friendRequests, user: users })
      .from(friendRequests)
      .innerJoin(users, applicant)
      .where(receivedBy(viewerId))
      .orderBy(
        sql`case when ${friendRequests.status} = 'pending' then 0 else 1 end`,
        desc(friendRequests.createdAt),
        desc(friendRequests.id),
      )
      .limit(page.size)
      .offset(page.offset);
    return { total, pending, list: await this.presentRequests(viewerId, rows) };
  }

  /** The recipient accepts (friends both ways, in one transaction) or rejects a pending request. */
  async decide(viewerId: number, applyId: number, accept: boolean) {
    await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ request: friendRequests })
        .from(friendRequests)
        .innerJoin(users, applicant)
        .where(receivedBy(viewerId, eq(friendRequests.id, applyId)));
      if (!found) throw applyNotFound();
      const [decided] = await tx
        .update(friendRequests)
        .set({ status: accept ? 'accepted' : 'rejected', decidedAt: new Date() })
        .where(and(eq(friendRequests.id, applyId), eq(friendRequests.status, 'pending')))
        .returning({ id: friendRequests.id });
      if (!decided) throw new ApiError(400, 'APPLY_NOT_PENDING', 'apply.notPending');
      if (accept) {
        await this.befriend(tx, viewerId, found.request.fromId);
        await this.announceAccepted(tx, found.request.fromId, viewerId);
      }
    });
    if (accept) this.onEvent();
    return this.request(viewerId, applyId);
  }

  /** One request the member received (from a member they may see), else APPLY_NOT_FOUND. */
  async request(viewerId: number, applyId: number) {
    const [found] = await this.requests(viewerId, [applyId]);
    if (!found) throw applyNotFound();
    return found;
  }

  /**
   * Many requests at once, in the order asked, null where not one the member received from a member they may see (the
   * BFF's DataLoader).
   */
  async requests(viewerId: number, applyIds: number[]) {
    const rows = await this.db
      .select({ request: friendRequests, user: users })
      .from(friendRequests)
      .innerJoin(users, applicant)
      .where(receivedBy(viewerId, inArray(friendRequests.id, applyIds)));
    const presented = await this.presentRequests(viewerId, rows);
    return applyIds.map((id) => presented.find((request) => request.applyId === id) ?? null);
  }

  private async presentFriends(viewerId: number, rows: Array<{ remarkName: string | null; user: UserRow }>) {
    const presented = await this.social.present(
      viewerId,
      rows.map((row) => row.user),
    );
    return rows.map(({ remarkName, user }, i) => ({
      friendUserId: user.id,
      friendUserAvatar: user.avatar,
      friendUserNickName: user.nickname,
      friendRemarkName: remarkName,
      firstLetter: firstLetter(remarkName ?? user.nickname),
      vipLevel: effectiveVipLevel(user),
      imAccount: presented[i].imAccount,
      user: presented[i],
    }));
  }

  /** The address book: friends sorted by remark (or nickname), case-insensitively. */
  async friends(viewerId: number, page: Page) {
    const where = and(eq(friendships.userId, viewerId), visibleTo(viewerId));
    const friend = eq(users.id, friendships.friendId);
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(friendships)
      .innerJoin(users, friend)
      .where(where);
    const rows = await this.db
      .select({ remarkName: friendships.remarkName, user: users })
      .from(friendships)
      .innerJoin(users, friend)
      .where(where)
      .orderBy(sql`lower(coalesce(${friendships.remarkName}, ${users.nickname}))`, asc(users.id))
      .limit(page.size)
      .offset(page.offset);
    return { total, list: await this.presentFriends(viewerId, rows) };
  }

  private async friendRow(viewerId: number, friendId: number) {
    const [row] = await this.db
      .select({ remarkName: friendships.remarkName, user: users })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(and(eq(friendships.userId, viewerId), eq(friendships.friendId, friendId), visibleTo(viewerId)));
    if (!row) throw notFriend();
    return row;
  }

  /** Spec §5: a remark name is kept only if it differs from the nickname; empty clears it. */
  async setRemark(viewerId: number, friendId: number, remark: string) {
    const row = await this.friendRow(viewerId, friendId);
    const remarkName = remark === '' || remark === row.user.nickname ? null : remark;
    await this.db
      .update(friendships)
      .set({ remarkName })
      .where(and(eq(friendships.userId, viewerId), eq(friendships.friendId, friendId)));
    return (await this.presentFriends(viewerId, [{ ...row, remarkName }]))[0];
  }

  /** Ends a friendship both ways; answers the member as the caller now sees them. */
  async remove(viewerId: number, friendId: number) {
    const row = await this.friendRow(viewerId, friendId);
    await this.db
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.userId, viewerId), eq(friendships.friendId, friendId)),
          and(eq(friendships.userId, friendId), eq(friendships.friendId, viewerId)),
        ),
      );
    return (await this.social.present(viewerId, [row.user]))[0];
  }
}
