import type { Context } from '../core/context';
import { bffMessage } from '../messages';
import { ForbiddenError } from '../notice/errors';
import type { StaffRoleValue } from './endpoints';
import { StaffSecondFactorRequiredError } from './errors';

/** Who may use each part of the staff console (admins pass every check). */
export const ADMINS: readonly StaffRoleValue[] = ['admin'];
export const MODERATORS: readonly StaffRoleValue[] = ['moderator', 'admin'];
export const SUPPORT: readonly StaffRoleValue[] = ['support', 'admin'];

/** Whether the caller holds one of `roles` (an admin holds them all) and passed the second factor this session. */
export async function isStaff(context: Pick<Context, 'loaders'>, roles: readonly StaffRoleValue[]) {
  const { role, secondFactor } = await context.loaders.staffStatus();
  return role !== null && (role === 'admin' || roles.includes(role)) && secondFactor === 'verified';
}

/**
 * Every staff operation's one check in the graph, before any upstream call (upstream checks again): one of `roles`,
 * else ForbiddenError; this session passed the second factor, else StaffSecondFactorRequiredError.
 */
export async function requireStaff(context: Context, roles: readonly StaffRoleValue[]) {
  const { role, secondFactor } = await context.loaders.staffStatus();
  if (role === null || (role !== 'admin' && !roles.includes(role)))
    throw new ForbiddenError(bffMessage(context.caller.language, 'staff.forbidden'));
  if (secondFactor !== 'verified')
    throw new StaffSecondFactorRequiredError(bffMessage(context.caller.language, 'staff.secondFactorRequired'));
}
