import { bffMessage } from '../messages';
import type { Context } from './context';
import { ValidationError } from './errors';

/** Upstream ids are PostgreSQL integers: 1 to 2^31 − 1. */
const ID_MAX = 2_147_483_647;

/** The number a global ID's id part names, or 0 when it is not one upstream can hold (no node has it). */
export const parseUpstreamId = (id: string): number => {
  const number = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  return number <= ID_MAX ? number : 0;
};

/**
 * The upstream id inside a global ID, if it names a `typename`; otherwise a ValidationError
 * naming the input field, in the member's language. Every mutation input that takes an ID
 * goes through here, so an ID of another kind or out of range never reaches upstream.
 */
export function upstreamIdOf(
  context: Context,
  globalId: { typename: string; id: string },
  typename: string,
  field: string,
): number {
  const id = parseUpstreamId(globalId.id);
  if (globalId.typename !== typename || id === 0)
    throw new ValidationError(field, bffMessage(context.caller.language, 'id.invalid'));
  return id;
}

/** A member's upstream id from a `userId` input. */
export const memberId = (context: Context, globalId: { typename: string; id: string }) =>
  upstreamIdOf(context, globalId, 'User', 'userId');

/**
 * Nodes by their parsed ids (`parseUpstreamId`) through `load`: an id no node can have is
 * null without asking upstream, so `node(id:)` answers "not found" for any ID, as for one
 * that names nobody.
 */
export async function loadNodes<T>(
  ids: number[],
  load: (ids: number[]) => Promise<Array<T | Error | null>>,
): Promise<Array<T | Error | null>> {
  const known = ids.filter((id) => id > 0);
  const loaded = known.length > 0 ? await load(known) : [];
  return ids.map((id) => (id > 0 ? loaded[known.indexOf(id)] : null));
}
