import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { upstreamIdOf } from '../core/global-ids';
import { bffMessage } from '../messages';
import type { MomentInfo } from './endpoints';
import { MomentNotFoundError } from './errors';

/** What the moment mutations share: their IDs, and the moment as a change left it. */

export const momentIdOf = (context: Context, globalId: { typename: string; id: string }) =>
  upstreamIdOf(context, globalId, 'Moment', 'momentId');
export const commentIdOf = (context: Context, globalId: { typename: string; id: string }) =>
  upstreamIdOf(context, globalId, 'MomentComment', 'commentId');

/** The moment afresh after a change (the loaders were cleared); gone from sight, it is not found. */
export async function momentAfresh(context: Context, momentId: number): Promise<MomentInfo> {
  context.loaders.clearAll();
  const moment = await context.loaders.moments.load(momentId);
  if (!moment) throw new MomentNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
  return moment;
}

export const momentInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({ momentId: f.globalID({ required: true, description: 'The moment’s global ID.' }) }),
  });
