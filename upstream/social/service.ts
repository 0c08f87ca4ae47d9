import { and, count, desc, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_OFFSET, PRESENCE_STALE_MS } from '../constants';
import type { Database } from '../db/open';
import { prepared, type Value } from '../db/prepared';
import { blocks, follows, friendRequests, friendships, memberSanctions, presence, users, visits } from '../db/schema';
import { ApiError } from '../errors';
import { isId } from '../fields';
import type { Page } from '../paging';
import { toUserInfo, type UserRow } from '../user/presenter';
import { SocialHooks } from './hooks';

/** The settings of POST /user/privacy-set, any subset. */
export type PrivacySettings = Partial<
  Pick<
    UserRow,
    | 'friendRequestsNeedApproval'
    | 'likesPublic'
    | 'commentsPublic'
    | 'hiddenFromSearch'
    | 'onlineStatusHidden'
    | 'typingHidden'
    | 'hideLikeCounts'
  >
>;

/** A member as one viewer sees them: userInfo with counts, the relationship and presence. */
export type MemberView = Awaited<ReturnType<SocialService['present']>>[number];

/** What the meet list is narrowed to; every part optional. */
export interface MeetFilter {
  gender?: number;
  language?: string;
  region?: string;
  ageMin?: number;
  ageMax?: number;
  /** Only members online now (as others see it: a hidden status is never online). */
  online?: boolean;
}

/** The date `years` before today (UTC), as YYYY-MM-DD: whoever was born on it is `years` old today. */
const yearsAgo = (years: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  // 29 February in a year without one is 1 March: born then, one is not yet `years` old.
  return date.toISOString().slice(0, 10);
};

/** Since when a connection seen counts as online now (ISO): `onlineNow`'s value. */
export const onlineSince = () => new Date(Date.now() - PRESENCE_STALE_MS).toISOString();

/**
 * Rows of members online now, as others see it: a fresh connection (seen after `since`), and not
 * a member who hides their status.
 */
export function onlineNow(since: Value<string> = onlineSince()): SQL {
  return sql`(not ${users.onlineStatusHidden} and exists (select 1 from ${presence} where ${presence.userId} = ${users.id} and ${presence.lastSeenAt} > ${since}::timestamptz))`;
}

/** What the meet filter asks, as values or a prepared statement's placeholders (null: that part asks nothing). */
export interface MeetFilterValues {
  gender: Value<number | null>;
  language: Value<string | null>;
  region: Value<string | null>;
  /** Born on or before this day (YYYY-MM-DD): at least `ageMin` today. */
  bornBy: Value<string | null>;
  /** Born after this day: at most `ageMax` today. */
  bornAfter: Value<string | null>;
}

/** A filter's values (`online` is not one of them: `onlineNow`). */
export function meetFilterValues(filter: MeetFilter) {
  return {
    gender: filter.gender ?? null,
    language: filter.language ?? null,
    region: filter.region ?? null,
    bornBy: filter.ageMin === undefined ? null : yearsAgo(filter.ageMin),
    bornAfter: filter.ageMax === undefined ? null : yearsAgo(filter.ageMax + 1),
  } satisfies MeetFilterValues;
}

/**
 * Rows of members the meet filter lets in (the meet list; random match's preferences, from a
 * prepared statement's placeholders): a member who has not given what a part asks about is
 * not in it.
 */
export function inMeetFilter(values: MeetFilterValues): SQL {
  const { gender, language, region, bornBy, bornAfter } = values;
  const born = sql`make_date(${users.birthYear}, ${users.birthMonth}, ${users.birthDay})`;
  // Whoever speaks the language: as their common language or one of the others they speak.
  return sql`((${gender}::int is null or ${users.gender} = ${gender}::int)
    and (${language}::text is null or ${users.language} = ${language}::text or ${language}::text = any(${users.spokenLanguages}))
    and (${region}::text is null or ${users.region} = ${region}::text)
    and (${bornBy}::date is null or ${born} <= ${bornBy}::date)
    and (${bornAfter}::date is null or ${born} > ${bornAfter}::date))`;
}

export const userNotFound = () => new ApiError(404, 'USER_NOT_FOUND', 'user.notFound');

/**
 * Members in good standing, in a query over `users`: no suspension or ban in force (the moderation domain's
 * `member_sanctions`). The one condition that hides a sanctioned member from everyone else, as a closed account is
 * hidden: `visibleTo` holds it, so the people lists, moments, comments and random match leave them out.
 */
export function inGoodStanding(): SQL {
  return sql`not exists (select 1 from ${memberSanctions} where ${memberSanctions.memberId} = ${users.id}
    and (${memberSanctions.until} is null or ${memberSanctions.until} > now()))`;
}

/**
 * Rows of members `viewerId` may see: not cancelled nor sanctioned, and no block between them either way.
 * `viewerId` may be a placeholder (a prepared statement) or a column (moments' audience: many
 * viewers in one query).
 */
export function visibleTo(viewerId: Value<number> | SQL): SQL {
  return and(
    isNull(users.cancelledAt),
    inGoodStanding(),
    notInArray(users.id, sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId})`),
    notInArray(users.id, sql`(select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId})`),
  )!;
}

/**
 * Rows of members `viewerId` may open by id (profile, album, batch; follow, add, block):
 * visible, and, when they hide from search, only for members who already know them:
 * themself, a friend, a follow either way, a pending friend request either way, or a member
 * they visited (they showed themselves: they are in that member's visitor list). To anyone
 * else a hidden member is an unknown id. Lists they already appear in use `visibleTo`.
 */
export function openableBy(viewerId: Value<number> | SQL): SQL {
  return and(
    visibleTo(viewerId),
    or(
      eq(users.hiddenFromSearch, false),
      eq(users.id, viewerId),
      sql`exists (select 1 from ${friendships} where ${friendships.userId} = ${viewerId} and ${friendships.friendId} = ${users.id})`,
      sql`exists (select 1 from ${follows} where (${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id}) or (${follows.followerId} = ${users.id} and ${follows.followeeId} = ${viewerId}))`,
      sql`exists (select 1 from ${friendRequests} where ${friendRequests.status} = 'pending' and ((${friendRequests.fromId} = ${viewerId} and ${friendRequests.toId} = ${users.id}) or (${friendRequests.fromId} = ${users.id} and ${friendRequests.toId} = ${viewerId})))`,
      sql`exists (select 1 from ${visits} where ${visits.visitorId} = ${users.id} and ${visits.visitedId} = ${viewerId})`,
    ),
  )!;
}

/**
 * Every fact `presentEach` shows about each member (counts, relationship, presence) for the
 * viewer who sees them, in one statement: a member is presented in every list and every chat
 * event, so round trips count. The pairs come as two arrays, so that one prepared statement
 * serves any number of them.
 */
const memberFacts = prepared('social.memberFacts', (db) => {
  const pairs = sql`unnest(${sql.placeholder('viewerIds')}::int[], ${sql.placeholder('memberIds')}::int[]) as "seen" ("viewer_id", "member_id")`;
  const viewer = sql`"seen"."viewer_id"`;
  return db
    .select({
      id: users.id,
      viewerId: sql<number>`${viewer}`,
      fans: sql<number>`(select count(*)::int from "follows" "f" join "users" "x" on "x"."id" = "f"."follower_id" and "x"."cancelled_at" is null where "f"."followee_id" = "users"."id")`,
      follow: sql<number>`(select count(*)::int from "follows" "f" join "users" "x" on "x"."id" = "f"."followee_id" and "x"."cancelled_at" is null where "f"."follower_id" = "users"."id")`,
      following: sql<boolean>`exists (select 1 from "follows" "f" where "f"."follower_id" = ${viewer} and "f"."followee_id" = "users"."id")`,
      followsMe: sql<boolean>`exists (select 1 from "follows" "f" where "f"."followee_id" = ${viewer} and "f"."follower_id" = "users"."id")`,
      friend: sql<boolean>`exists (select 1 from "friendships" "fr" where "fr"."user_id" = ${viewer} and "fr"."friend_id" = "users"."id")`,
      remarkName: sql<
        string | null
      >`(select "fr"."remark_name" from "friendships" "fr" where "fr"."user_id" = ${viewer} and "fr"."friend_id" = "users"."id")`,
      friendRequestSent: sql<boolean>`exists (select 1 from "friend_requests" "q" where "q"."from_id" = ${viewer} and "q"."to_id" = "users"."id" and "q"."status" = 'pending')`,
      online: sql<boolean>`exists (select 1 from "presence" "p" where "p"."user_id" = "users"."id" and "p"."last_seen_at" > ${sql.placeholder('since')}::timestamptz)`,
    })
    .from(users)
    .innerJoin(pairs, sql`"seen"."member_id" = ${users.id}`);
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The social graph (spec §1, §2): profiles as others see them, search, follows, visitors,
 * privacy and blocks. Every read goes through `visibleTo`, so cancelled and blocked members
 * never appear, whichever list asks; every lookup by id through `openableBy` (`openableUser`),
 * so a member hidden from search cannot be opened by a guessed id.
 */
export class SocialService {
  /** Where other domains act inside a follow or a visit (hooks.ts). */
  readonly hooks = new SocialHooks();

  constructor(
    private readonly db: Database,
    /** Called after a transaction whose hooks may have written a webhook event, to deliver it at once. */
    private readonly onEvent: () => void = () => {},
  ) {}

  /**
   * userInfo as `viewerId` sees each member, with follower counts and the relationship
   * (follows and friendship). `db`: a transaction's, to see what it has written so far.
   */
  async present(viewerId: number, rows: UserRow[], db: Database = this.db) {
    return this.presentEach(
      rows.map((row) => ({ viewerId, row })),
      db,
    );
  }

  /** `present` for members each seen by a viewer of its own (a send shows each member the other), in one query. */
  async presentEach(seen: Array<{ viewerId: number; row: UserRow }>, db: Database = this.db) {
    if (seen.length === 0) return [];
    const facts = await memberFacts(db, {
      viewerIds: seen.map((each) => each.viewerId),
      memberIds: seen.map((each) => each.row.id),
      since: onlineSince(),
    });
    return seen.map(({ viewerId, row }) => {
      const fact = facts.find((found) => found.id === row.id && Number(found.viewerId) === viewerId)!;
      return {
        ...toUserInfo(row, { self: row.id === viewerId }),
        userDataVo: { fans: Number(fact.fans), follow: Number(fact.follow) },
        relation: {
          following: fact.following,
          followsMe: fact.followsMe,
          friend: fact.friend,
          friendRequestSent: fact.friendRequestSent,
          friendRemarkName: fact.remarkName ?? null,
        },
        // A member who hides their status is never shown online, except to themself.
        online: fact.online && (row.id === viewerId || !row.onlineStatusHidden),
      };
    });
  }

  /** The member's row if `viewerId` may open them now, else undefined (see `openableUser`). */
  private async openableRow(viewerId: number, userId: number, invited = false) {
    if (!isId(userId)) return undefined;
    const rule = invited ? visibleTo(viewerId) : openableBy(viewerId);
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), rule));
    return row;
  }

  /**
   * The member's row if `viewerId` may open them (`openableBy`), else USER_NOT_FOUND, just as
   * for an unknown id. `invited`: reached through the member's own invitation link, which
   * they chose to share, so hiding from search does not apply (a block still does).
   */
  async openableUser(viewerId: number, userId: number, options: { invited?: boolean } = {}) {
    const row = await this.openableRow(viewerId, userId, options.invited);
    if (!row) throw userNotFound();
    return row;
  }

  /** Whether `viewerId` may open the member now (their profile, album and photos). */
  async mayOpen(viewerId: number, userId: number): Promise<boolean> {
    return (await this.openableRow(viewerId, userId)) !== undefined;
  }

  /** A member's profile; opening their home page (`visit`) is recorded for their visitors list. */
  async detail(viewerId: number, userId: number, options: { visit: boolean; invited?: boolean }) {
    const row = await this.openableUser(viewerId, userId, { invited: options.invited });
    if (options.visit && userId !== viewerId) {
      const visit = { visitorId: viewerId, visitedId: userId, day: today() };
      await this.db.transaction(async (tx) => {
        // The day's first visit is new (the hooks hear of it); later ones only move its time.
        const [first] = await tx.insert(visits).values(visit).onConflictDoNothing().returning();
        if (!first) {
          await tx
            .update(visits)
            .set({ lastVisitAt: new Date() })
            .where(and(eq(visits.visitedId, userId), eq(visits.day, visit.day), eq(visits.visitorId, viewerId)));
          return;
        }
        for (const visited of this.hooks.visited.handlers)
          await visited(tx, { visitorId: viewerId, visitedId: userId });
      });
      this.onEvent();
    }
    return (await this.present(viewerId, [row]))[0];
  }

  /** Many members at once, in the order asked, null where the viewer may not open them (the BFF's DataLoader). */
  async many(viewerId: number, userIds: number[]) {
    const ids = [...new Set(userIds.filter(isId))];
    const rows = ids.length
      ? await this.db
          .select()
          .from(users)
          .where(and(inArray(users.id, ids), openableBy(viewerId)))
      : [];
    const presented = await this.present(viewerId, rows);
    return userIds.map((id) => presented.find((user) => user.id === id) ?? null);
  }

  /**
   * Search (spec §5): digits are an account number (user id + 100000), exact; anything else
   * matches nicknames. Searching one's own account is refused; an unknown account is
   * USER_NOT_FOUND. Members hidden from search are found by neither.
   */
  async search(viewerId: number, content: string, page: Page) {
    if (/^\d{1,12}$/.test(content)) {
      const userId = Number(content) - ACCOUNT_OFFSET;
      if (userId === viewerId) throw new ApiError(400, 'SEARCH_SELF', 'search.self');
      if (!isId(userId)) throw userNotFound(); // no account number that large (or that small) exists
      const [row] = await this.db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.hiddenFromSearch, false), visibleTo(viewerId)));
      if (!row) throw userNotFound();
      return { total: 1, list: await this.present(viewerId, [row]) };
    }
    const where = and(
      ilike(users.nickname, `%${escapeLike(content)}%`),
      ne(users.id, viewerId),
      eq(users.hiddenFromSearch, false),
      visibleTo(viewerId),
    );
    return this.pageOf(viewerId, where, page, desc(users.id));
  }

  private async pageOf(viewerId: number, where: SQL | undefined, page: Page, order: SQL) {
    const [{ total }] = await this.db.select({ total: count() }).from(users).where(where);
    const rows = await this.db.select().from(users).where(where).orderBy(order).limit(page.size).offset(page.offset);
    return { total, list: await this.present(viewerId, rows) };
  }

  /**
   * Members to meet (/onlineDating): everyone the viewer may see who has not hidden from
   * search and match, narrowed by the filter in the query (a member who has not given what a
   * filter asks about is not in it); online first (as others see it), then those with a
   * photo, then the newest.
   */
  discover(viewerId: number, filter: MeetFilter, page: Page) {
    const where = and(
      ne(users.id, viewerId),
      eq(users.hiddenFromSearch, false),
      visibleTo(viewerId),
      inMeetFilter(meetFilterValues(filter)),
      filter.online ? onlineNow() : undefined,
    );
    return this.pageOf(
      viewerId,
      where,
      page,
      sql`${onlineNow()} desc, (${users.avatar} is not null) desc, ${users.id} desc`,
    );
  }

  /**
   * Follows or unfollows; answers the member as the caller now sees them (so unfollowing the hidden member one only
   * followed still answers).
   */
  async follow(viewerId: number, userId: number, follow: boolean) {
    if (userId === viewerId) throw new ApiError(400, 'FOLLOW_SELF', 'follow.self');
    const row = await this.openableUser(viewerId, userId);
    if (follow) {
      await this.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(follows)
          .values({ followerId: viewerId, followeeId: userId })
          .onConflictDoNothing()
          .returning();
        if (made)
          for (const followed of this.hooks.followed.handlers)
            await followed(tx, { followerId: viewerId, followeeId: userId });
      });
      this.onEvent();
    } else {
      await this.db.delete(follows).where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, userId)));
    }
    return (await this.present(viewerId, [row]))[0];
  }

  /** Whom the member follows, newest first. */
  following(viewerId: number, page: Page) {
    const followed = sql`${users.id} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId})`;
    return this.pageOf(viewerId, and(followed, visibleTo(viewerId)), page, desc(users.id));
  }

  /** Who follows the member, newest first. */
  followers(viewerId: number, page: Page) {
    const following = sql`${users.id} in (select ${follows.followerId} from ${follows} where ${follows.followeeId} = ${viewerId})`;
    return this.pageOf(viewerId, and(following, visibleTo(viewerId)), page, desc(users.id));
  }

  /** Spec §2 "view counts today and total": visitor-days, today and overall. */
  async visitorCounts(viewerId: number) {
    const visible = and(eq(visits.visitedId, viewerId), visibleTo(viewerId));
    const [[all], [todays]] = await Promise.all([
      this.db.select({ n: count() }).from(visits).innerJoin(users, eq(users.id, visits.visitorId)).where(visible),
      this.db
        .select({ n: count() })
        .from(visits)
        .innerJoin(users, eq(users.id, visits.visitorId))
        .where(and(visible, eq(visits.day, today()))),
    ]);
    return { today: todays.n, total: all.n };
  }

  /** Who visited, most recent first, each once, with when. */
  async visitors(viewerId: number, page: Page) {
    const latest = this.db
      .select({ visitorId: visits.visitorId, at: sql<Date>`max(${visits.lastVisitAt})`.as('at') })
      .from(visits)
      .where(eq(visits.visitedId, viewerId))
      .groupBy(visits.visitorId)
      .as('latest');
    const where = visibleTo(viewerId);
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(latest)
      .innerJoin(users, eq(users.id, latest.visitorId))
      .where(where);
    const rows = await this.db
      .select({ user: users, at: latest.at })
      .from(latest)
      .innerJoin(users, eq(users.id, latest.visitorId))
      .where(where)
      .orderBy(desc(latest.at))
      .limit(page.size)
      .offset(page.offset);
    const presented = await this.present(
      viewerId,
      rows.map((row) => row.user),
    );
    return { total, list: presented.map((user, i) => ({ ...user, visitedAt: new Date(rows[i].at).toISOString() })) };
  }

  async setPrivacy(viewerId: number, changes: PrivacySettings) {
    if (Object.keys(changes).length > 0) await this.db.update(users).set(changes).where(eq(users.id, viewerId));
    return this.privacy(viewerId);
  }

  async privacy(viewerId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, viewerId));
    return toUserInfo(row, { self: true }).userSetVo;
  }

  /**
   * Blocking ends follows, friendship and pending friend requests both ways; from then on neither member can see the
   * other.
   */
  async block(viewerId: number, userId: number) {
    if (userId === viewerId) throw new ApiError(400, 'BLOCK_SELF', 'block.self');
    await this.openableUser(viewerId, userId);
    await this.db.transaction(async (tx) => {
      await tx.insert(blocks).values({ blockerId: viewerId, blockedId: userId }).onConflictDoNothing();
      await tx
        .delete(follows)
        .where(
          or(
            and(eq(follows.followerId, viewerId), eq(follows.followeeId, userId)),
            and(eq(follows.followerId, userId), eq(follows.followeeId, viewerId)),
          ),
        );
      await tx
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.userId, viewerId), eq(friendships.friendId, userId)),
            and(eq(friendships.userId, userId), eq(friendships.friendId, viewerId)),
          ),
        );
      await tx
        .delete(friendRequests)
        .where(
          and(
            eq(friendRequests.status, 'pending'),
            or(
              and(eq(friendRequests.fromId, viewerId), eq(friendRequests.toId, userId)),
              and(eq(friendRequests.fromId, userId), eq(friendRequests.toId, viewerId)),
            ),
          ),
        );
    });
  }

  async unblock(viewerId: number, userId: number) {
    await this.db.delete(blocks).where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, userId)));
  }

  /** Whom the member blocked (they are not "visible", so this list is read without that filter). */
  async blocked(viewerId: number, page: Page) {
    const where = and(
      isNull(users.cancelledAt),
      sql`${users.id} in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId})`,
    );
    const [{ total }] = await this.db.select({ total: count() }).from(users).where(where);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(page.size)
      .offset(page.offset);
    return {
      total,
      list: rows.map((row) => ({
        id: row.id,
        account: row.id + ACCOUNT_OFFSET,
        nickname: row.nickname,
        avatar: row.avatar,
      })),
    };
  }
}
