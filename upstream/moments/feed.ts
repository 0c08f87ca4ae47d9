import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MOMENT_NEW_COUNT_MAX, MOMENT_RANDOM_DAYS } from '../constants';
import type { Database } from '../db/open';
import { follows, friendships, moments, users } from '../db/schema';
import { validationError } from '../errors';
import { type Cursor, encodeCursor, LIVE_SCOPES, type LiveScope, type Scope } from './fields';
import { momentColumns, type MomentPresenter, type MomentRow, type MomentView } from './presenting';
import { momentNotFound, momentVisibleTo } from './queries';

export interface FeedQuery {
  scope: Scope;
  /** scope `user`: whose moments. */
  userId?: number;
  /** scope `random`: the browsing session's order. */
  seed?: string;
  cursor?: Cursor;
  size: number;
}

/** Whether a moment leads its author's space: 1 pinned, 0 not (the first key of a space's order). */
const pinnedKey = sql<number>`(case when ${moments.pinnedAt} is not null then 1 else 0 end)`;
const timeOf = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * The square and members' spaces (docs/decisions.md "Moments"): which moments each scope
 * holds for a viewer, newest first with a keyset cursor (stable while new moments arrive), or
 * for `random` in the order of a hash of the session's seed and the moment. Every list reads
 * moments through `momentVisibleTo`, one query for the page whatever it holds, then the
 * presenter's few.
 */
export class MomentFeed {
  constructor(
    private readonly db: Database,
    private readonly present: MomentPresenter,
  ) {}

  /** The moments of a scope that are not already a viewer-independent filter: who wrote them, and when. */
  private scopeCondition(viewerId: number | SQL, scope: Scope, userId?: number): SQL | undefined {
    switch (scope) {
      case 'all':
        return undefined;
      case 'following':
        return sql`${moments.userId} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewerId})`;
      case 'friends':
        // Friends', and the viewer's own like anyone's.
        return sql`(${moments.userId} = ${viewerId} or ${moments.userId} in (select ${friendships.friendId} from ${friendships} where ${friendships.userId} = ${viewerId}))`;
      case 'nearby':
        // Same region as the viewer; none when the viewer has none (null equals nothing).
        return sql`${users.region} = (select v.region from users v where v.id = ${viewerId})`;
      case 'random':
        return sql`${moments.createdAt} > now() - make_interval(days => ${MOMENT_RANDOM_DAYS})`;
      case 'user':
        return eq(moments.userId, userId!);
      case 'mine':
        return eq(moments.userId, viewerId);
    }
  }

  private select(viewerId: number, where: SQL | undefined, db: Database = this.db) {
    return db
      .select(momentColumns(viewerId))
      .from(moments)
      .innerJoin(users, eq(users.id, moments.userId))
      .where(and(momentVisibleTo(viewerId), where));
  }

  /** GET /dynamic/dynamic-list2: one page of a scope. */
  async list(
    viewerId: number,
    query: FeedQuery,
  ): Promise<{ list: Array<MomentView & { cursor: string }>; nextCursor: string | null }> {
    const { scope, cursor, size } = query;
    // A member's space leads with their pinned moment; the square ignores pinning.
    const space = scope === 'user' || scope === 'mine';
    const scoped = this.scopeCondition(viewerId, scope, query.userId);
    let rows: Array<MomentRow & { hash?: string }>;
    if (scope === 'random') {
      if (cursor && cursor.kind !== 'random') throw validationError('cursor', 'moment.cursor');
      const hash = sql<string>`md5(${query.seed!} || ':' || ${moments.id}::text)`;
      const after =
        cursor?.kind === 'random' ? sql`(${hash}, ${moments.id}) > (${cursor.hash}, ${cursor.id})` : undefined;
      // The order first, on the ids alone (a sort of the whole sample), then the page's rows.
      const picked = await this.db
        .select({ id: moments.id, hash })
        .from(moments)
        .innerJoin(users, eq(users.id, moments.userId))
        .where(and(momentVisibleTo(viewerId), scoped, after))
        .orderBy(hash, moments.id)
        .limit(size + 1);
      const found = picked.length
        ? await this.select(
            viewerId,
            inArray(
              moments.id,
              picked.map((row) => row.id),
            ),
          )
        : [];
      rows = picked.flatMap(({ id, hash }) => {
        const row = found.find((candidate) => candidate.moment.id === id);
        return row ? [{ ...row, hash }] : []; // deleted meanwhile
      });
    } else {
      if (cursor && cursor.kind !== 'time') throw validationError('cursor', 'moment.cursor');
      const after =
        cursor?.kind === 'time'
          ? space
            ? sql`(${pinnedKey}, ${moments.createdAt}, ${moments.id}) < (${cursor.pinned ? 1 : 0}, ${timeOf(cursor.time)}, ${cursor.id})`
            : sql`(${moments.createdAt}, ${moments.id}) < (${timeOf(cursor.time)}, ${cursor.id})`
          : undefined;
      rows = await this.select(viewerId, and(scoped, after))
        .orderBy(...(space ? [desc(pinnedKey)] : []), desc(moments.createdAt), desc(moments.id))
        .limit(size + 1);
    }
    const page = rows.slice(0, size);
    // Each row's own cursor (a list goes on after it; the first one's is `new-count`'s `since`).
    const cursorOf = (row: (typeof page)[number]) =>
      encodeCursor(
        scope === 'random'
          ? { kind: 'random', hash: row.hash!, id: row.moment.id }
          : {
              kind: 'time',
              pinned: space && row.moment.pinnedAt !== null,
              time: row.moment.createdAt.getTime(),
              id: row.moment.id,
            },
      );
    const presented = await this.present.moments(viewerId, page);
    return {
      list: presented.map((moment, index) => ({ ...moment, cursor: cursorOf(page[index]) })),
      nextCursor: rows.length > size && page.length > 0 ? cursorOf(page[page.length - 1]) : null,
    };
  }

  /** GET /dynamic/dynamic-batch: each moment as the viewer sees it, null where they may not. */
  async batch(viewerId: number, ids: number[]): Promise<Array<MomentView | null>> {
    const rows = await this.select(viewerId, inArray(moments.id, [...new Set(ids)]));
    const presented = await this.present.moments(viewerId, rows);
    return ids.map((id) => presented.find((moment) => moment.id === id) ?? null);
  }

  /** GET /dynamic/dynamic-info: one moment, MOMENT_NOT_FOUND where the viewer may not see it. */
  async info(viewerId: number, momentId: number, db: Database = this.db): Promise<MomentView> {
    const rows = await this.select(viewerId, eq(moments.id, momentId), db);
    if (rows.length === 0) throw momentNotFound();
    return (await this.present.moments(viewerId, rows, db))[0];
  }

  /** The moment's row as the viewer may see it (the rules every action checks first), else MOMENT_NOT_FOUND. */
  async visible(viewerId: number, momentId: number, db: Database = this.db) {
    const [row] = await this.select(viewerId, eq(moments.id, momentId), db);
    if (!row) throw momentNotFound();
    return row;
  }

  /** GET /dynamic/new-count: moments newer than `since` the viewer may see in a scope (up to MOMENT_NEW_COUNT_MAX). */
  async newCount(viewerId: number, scope: LiveScope, since: Cursor) {
    if (since.kind !== 'time') throw validationError('since', 'moment.cursor');
    const newer = sql`(${moments.createdAt}, ${moments.id}) > (${timeOf(since.time)}, ${since.id})`;
    const [{ count }] = await this.db.select({ count: sql<number>`count(*)::int` }).from(
      this.db
        .select({ id: moments.id })
        .from(moments)
        .innerJoin(users, eq(users.id, moments.userId))
        .where(and(momentVisibleTo(viewerId), this.scopeCondition(viewerId, scope), newer))
        .limit(MOMENT_NEW_COUNT_MAX)
        .as('newer'),
    );
    return { count: Number(count) };
  }

  /**
   * POST /dynamic/audience: of `userIds`, those who may see the moment, with the live scopes it
   * is in for each; one query whatever their number (the viewer is a column of it).
   */
  async audience(momentId: number, userIds: number[]) {
    const viewer = sql`"audience"."viewer_id"`;
    const viewers = sql`unnest(${sql.raw(`'{${userIds.join(',')}}'::int[]`)}) as "audience" ("viewer_id")`;
    const inScope = Object.fromEntries(
      LIVE_SCOPES.map((scope) => [scope, sql<boolean>`(${this.scopeCondition(viewer, scope) ?? sql`true`})`]),
    ) as Record<LiveScope, SQL<boolean>>;
    const rows = await this.db
      .select({ userId: sql<number>`${viewer}`, ...inScope })
      .from(moments)
      .innerJoin(users, eq(users.id, moments.userId))
      .innerJoin(viewers, sql`true`)
      .where(and(eq(moments.id, momentId), momentVisibleTo(viewer)));
    return {
      list: rows.map((row) => ({
        userId: Number(row.userId),
        scopes: LIVE_SCOPES.filter((scope) => row[scope]),
      })),
    };
  }
}
