import { builder } from '../core/builder';
import { parseUpstreamId } from '../core/global-ids';
import type { UserInfo } from '../user/endpoints';
import { UserNotFoundError } from '../user/errors';
import { User } from '../user/types';
import { Viewer } from '../viewer/types';
import { Moment, MomentConnection, momentConnection, MomentFeedScope } from './types';

/** The square, the viewer's own space and a member's, one moment by its ID, the viewer's like-count setting. */

builder.objectFields(Viewer, (t) => ({
  momentFeed: t.connection(
    {
      type: Moment,
      description:
        'The square: newest first (RANDOM: the order of `seed`, which the client keeps for a browsing session), 20 a page unless asked (at most 50).',
      args: {
        scope: t.arg({ type: MomentFeedScope, required: true }),
        seed: t.arg.string({
          description: 'RANDOM: the browsing session’s order (the same seed never repeats a moment).',
        }),
      },
      resolve: (_viewer, args, context) =>
        momentConnection(context, args, { scope: args.scope, ...(args.seed ? { seed: args.seed } : {}) }),
    },
    MomentConnection,
  ),
  moments: t.connection(
    {
      type: Moment,
      description: 'The viewer’s own moments (every audience): the pinned one first, then newest first.',
      resolve: (_viewer, args, context) => momentConnection(context, args, { scope: 'mine' }),
    },
    MomentConnection,
  ),
  momentFeedNewCount: t.int({
    description:
      'Moments the viewer may see in the scope newer than `since` (the `sinceCursor` of the list’s first page): what the “N new moments” pill says.',
    args: {
      scope: t.arg({ type: MomentFeedScope, required: true }),
      since: t.arg.string({ required: true }),
    },
    resolve: async (_viewer, { scope, since }, context) => (await context.upstream.moment.newCount(scope, since)).count,
  }),
  hideLikeCounts: t.boolean({
    description: 'The viewer sees no like counts anywhere (the client hides them).',
    resolve: async (_viewer, _args, context) => (await context.loaders.momentPrivacy()).hideLikeCounts ?? false,
  }),
}));

builder.objectField(User, 'moments', (t) =>
  t.connection(
    {
      type: Moment,
      description: 'The member’s moments the viewer may see: their pinned one first, then newest first.',
      resolve: async (user: UserInfo, args, context) => {
        try {
          return await momentConnection(context, args, { scope: 'user', userId: user.id });
        } catch (error) {
          if (!(error instanceof UserNotFoundError)) throw error;
          const none = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
          return { edges: [], pageInfo: none };
        }
      },
    },
    MomentConnection,
  ),
);

builder.queryField('moment', (t) =>
  t.field({
    type: Moment,
    nullable: true,
    description: 'One moment, if the viewer may see it (as `node(id:)`).',
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const momentId = id.typename === 'Moment' ? parseUpstreamId(id.id) : 0;
      return momentId === 0 ? null : context.loaders.moments.load(momentId);
    },
  }),
);
