import type { Context } from '../context';
import { ValidationError } from '../errors';
import { bffMessage } from '../messages';

/** Upstream ids are PostgreSQL integers: 1 to 2^31 − 1. */
const ID_MAX = 2_147_483_647;

/**
 * The upstream id inside a global ID, if it names a `typename`; otherwise a ValidationError
 * naming the input field, in the member's language. Every mutation input that takes an ID
 * goes through here, so an ID of another kind or out of range never reaches upstream.
 */
export function upstreamIdOf(context: Context, globalId: { typename: string; id: string }, typename: string, field: string): number {
  const id = /^\d{1,10}$/.test(globalId.id) ? Number(globalId.id) : 0;
  if (globalId.typename !== typename || id <= 0 || id > ID_MAX) throw new ValidationError(field, bffMessage(context.caller.language, 'id.invalid'));
  return id;
}

/** A member's upstream id from a `userId` input. */
export const memberId = (context: Context, globalId: { typename: string; id: string }) => upstreamIdOf(context, globalId, 'User', 'userId');
