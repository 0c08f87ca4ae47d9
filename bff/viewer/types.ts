import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { parseUpstreamId } from '../core/global-ids';
import { User } from '../user/types';
import type { MyInfo } from './endpoints';

/**
 * The logged-in member's own side: what only they may read (e-mail, balances, lists of
 * followers and friends, settings) lives here, on a type reached only through `viewer`,
 * a payload's `viewer`, or `node` with their own Viewer ID. Privacy is structural: no field
 * of another member can lead here. Domains add their fields with `builder.objectFields(Viewer, ...)`.
 */
export interface ViewerSource {
  /** The member's upstream id. */
  id: number;
  // Domains add what their events carry (module augmentation), so answering needs no upstream call.
}

/** The member's own account and profile: one upstream call per operation. */
export const viewerInfo = (context: Context): Promise<MyInfo> => context.loaders.myInfo();

export const Viewer = builder.loadableNode('Viewer', {
  description: 'The logged-in member: their public profile (`user`) and everything only they may see.',
  id: { resolve: (viewer: ViewerSource) => viewer.id, parse: parseUpstreamId },
  // Only the member's own Viewer ID resolves; any other is null (an outage is an error).
  load: async (ids: number[], context: Context) => {
    const me = await context.loaders.viewerIdOrNull();
    return ids.map((id) => (me === id ? { id } : null)) as ViewerSource[];
  },
  fields: (t) => ({
    user: t.field({
      type: User,
      description: 'The member as others see them (nickname, photo, counts ...).',
      resolve: (_viewer, _args, context) => viewerInfo(context),
    }),
  }),
});

/** The viewer of a mutation's payload: fields load afresh (the mutation cleared the loaders). */
export const viewerOf = async (context: Context): Promise<ViewerSource> => ({ id: await context.loaders.viewerId() });

/** The payload of a mutation that answers with the viewer. */
export const ViewerPayload = (name: string) =>
  builder.objectRef<{ viewer: ViewerSource }>(name).implement({
    fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: (payload) => payload.viewer }) }),
  });
