import type { Database } from '../db/open';
import { forbidden, staffRole } from '../notices/queries';

/** The staff roles that review reports and sanction members. */
const MODERATING_ROLES = new Set(['moderator', 'admin']);

/**
 * The moderation routes' one check (the staff console's own access rules may replace it here alone): a moderator
 * or an admin, else FORBIDDEN, nothing read or changed.
 */
export async function requireModerator(db: Database, memberId: number) {
  if (!MODERATING_ROLES.has((await staffRole(db, memberId)) ?? '')) throw forbidden();
}
