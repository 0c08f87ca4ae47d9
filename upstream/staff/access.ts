import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Session } from '../account/service';
import type { Database } from '../db/open';
import { staffSessions, users } from '../db/schema';
import { ApiError } from '../errors';

/** The staff roles (users.staff_role); an admin may do everything the others may. */
export const STAFF_ROLES = ['support', 'moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may use each part of the staff console (admins pass every check). */
export const ADMINS: readonly StaffRole[] = ['admin'];
export const MODERATORS: readonly StaffRole[] = ['moderator', 'admin'];
export const SUPPORT: readonly StaffRole[] = ['support', 'admin'];

/** How long a session that passed the second factor stays verified. */
export const VERIFIED_FOR_MS = 12 * 60 * 60 * 1000;

export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'staff.forbidden');
export const secondFactorRequired = () =>
  new ApiError(403, 'STAFF_SECOND_FACTOR_REQUIRED', 'staff.secondFactorRequired');

/** The member's staff role, or null (a cancelled account has none). */
export async function staffRole(db: Database, memberId: number): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: users.staffRole })
    .from(users)
    .where(and(eq(users.id, memberId), isNull(users.cancelledAt)));
  return (row?.role as StaffRole | undefined) ?? null;
}

/** The caller's role, and whether this session passed the second factor in the last 12 hours: one statement. */
export async function staffAccess(db: Database, caller: Session) {
  const [row] = await db
    .select({ role: users.staffRole, verifiedAt: staffSessions.verifiedAt })
    .from(users)
    .leftJoin(
      staffSessions,
      and(
        eq(staffSessions.sessionId, caller.id),
        gt(staffSessions.verifiedAt, sql`now() - make_interval(secs => ${VERIFIED_FOR_MS / 1000})`),
      ),
    )
    .where(and(eq(users.id, caller.userId), isNull(users.cancelledAt)));
  return { role: (row?.role as StaffRole | null | undefined) ?? null, verified: row?.verifiedAt != null };
}

/**
 * Every staff route's one check (docs/decisions.md "Staff access"): the caller holds one of `roles` (an admin
 * holds them all), else FORBIDDEN; and this session passed the second factor in the last 12 hours, else
 * STAFF_SECOND_FACTOR_REQUIRED. Nothing is read or changed before it passes. Answers the caller's role.
 */
export async function requireStaff(db: Database, caller: Session, roles: readonly StaffRole[]): Promise<StaffRole> {
  const { role, verified } = await staffAccess(db, caller);
  if (role === null || (role !== 'admin' && !roles.includes(role))) throw forbidden();
  if (!verified) throw secondFactorRequired();
  return role;
}
