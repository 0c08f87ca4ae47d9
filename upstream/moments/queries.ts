import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { friendships, moments } from '../db/schema';
import { ApiError } from '../errors';
import { openableBy } from '../social/service';

/** Unknown, deleted, or not the caller's to see: one answer whatever the cause. */
export const momentNotFound = () => new ApiError(404, 'MOMENT_NOT_FOUND', 'moment.notFound');
export const commentNotFound = () => new ApiError(404, 'COMMENT_NOT_FOUND', 'moment.commentNotFound');

/** Whether `viewerId` is a friend of the moment's author (a column of a query over `moments`). */
export const friendOfAuthor = (viewerId: number | SQL) =>
  sql<boolean>`exists (select 1 from ${friendships} where ${friendships.userId} = ${viewerId} and ${friendships.friendId} = ${moments.userId})`;

/** Whether `viewerId` is let in by a moment's audience setting (`visibility` or `interactions`). */
const admitted = (setting: typeof moments.visibility | typeof moments.interactions, viewerId: number | SQL) =>
  or(eq(moments.userId, viewerId), eq(setting, 'everyone'), and(eq(setting, 'friends'), friendOfAuthor(viewerId)))!;

/**
 * Moments `viewerId` may see, in a query over `moments` joined with its author in `users`:
 * social's rules for the author (`openableBy`: not cancelled, no block either way, a member
 * hidden from search only for those who know them) and the moment's visibility. The one
 * condition every route reads moments through. `viewerId` may be a column (the audience of
 * a new moment: many viewers in one query).
 */
export const momentVisibleTo = (viewerId: number | SQL): SQL =>
  and(openableBy(viewerId), admitted(moments.visibility, viewerId))!;

/** Whether `viewerId` may see the moment's likes and comments (its counts, and others' comments). */
export const interactionsVisibleTo = (viewerId: number | SQL): SQL => admitted(moments.interactions, viewerId);
