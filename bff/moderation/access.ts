import type { Context } from '../core/context';
import { bffMessage } from '../messages';
import { ForbiddenError } from '../notice/errors';

/** The staff roles that review reports and sanction members. */
const MODERATING_ROLES = new Set(['moderator', 'admin']);

/** Whether the caller moderates (one `myInfo` per operation); false without a session. */
export async function isModerator(context: Pick<Context, 'caller' | 'loaders'>): Promise<boolean> {
  if (!context.caller.token) return false;
  const { staffRole } = await context.loaders.myInfo();
  return MODERATING_ROLES.has(staffRole ?? '');
}

/**
 * The moderation graph's one check (the staff console's own access rules may replace it here alone): a moderator or
 * an admin, else ForbiddenError before any upstream call (upstream checks again).
 */
export async function requireModerator(context: Context) {
  if (!(await isModerator(context))) throw new ForbiddenError(bffMessage(context.caller.language, 'staff.forbidden'));
}
