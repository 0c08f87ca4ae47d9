import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../core/builder';
import { RateLimitedError, ValidationError, withGraphFieldNames } from '../core/errors';
import { upstreamIdOf } from '../core/global-ids';
import type { MomentCommentInfo, MomentInfo } from './endpoints';
import { MomentCommentNotFoundError, MomentNotFoundError } from './errors';
import { commentIdOf, momentAfresh, momentIdOf } from './inputs';
import { encodeEdgeCursor } from './paging';
import { Moment, MomentCommentEdge } from './types';

builder.mutationField('momentCommentAdd', (t) =>
  t.field({
    type: builder.objectRef<{ comment: MomentCommentInfo; moment: MomentInfo }>('MomentCommentAddPayload').implement({
      fields: (f) => ({
        commentEdge: f.field({
          type: MomentCommentEdge,
          description: 'For the moment’s comments (a reply belongs at the end of its thread: `parentId`).',
          resolve: (p) => ({ cursor: encodeEdgeCursor([null, 0]), node: p.comment }),
        }),
        moment: f.field({ type: Moment, description: 'With its new comment count.', resolve: (p) => p.moment }),
      }),
    }),
    description:
      'Comments on a moment the viewer may see (1 to 500 characters), or replies to one of its comments (`replyToCommentId`: a reply to a reply joins its thread and names the member replied to). At most 30 a minute.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MomentCommentAddInput', {
          fields: (f) => ({
            momentId: f.globalID({ required: true }),
            text: f.string({ required: true }),
            replyToCommentId: f.globalID({ description: 'The comment replied to.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, MomentNotFoundError, MomentCommentNotFoundError, RateLimitedError],
      union: { name: 'MomentCommentAddResult' },
    },
    resolve: async (_root, { input }, context) => {
      const momentId = momentIdOf(context, input.momentId);
      const replyTo = input.replyToCommentId
        ? upstreamIdOf(context, input.replyToCommentId, 'MomentComment', 'replyToCommentId')
        : undefined;
      const comment = await withGraphFieldNames(
        { content: 'text', replyTo: 'replyToCommentId', dynamicId: 'momentId' },
        () => context.upstream.moment.comment(momentId, input.text, replyTo),
      );
      return { comment, moment: await momentAfresh(context, momentId) };
    },
  }),
);

builder.mutationField('momentCommentDelete', (t) =>
  t.field({
    type: builder.objectRef<{ commentId: number; moment: MomentInfo | null }>('MomentCommentDeletePayload').implement({
      fields: (f) => ({
        deletedCommentId: f.id({
          description: 'For `@deleteRecord` (a top-level comment’s replies went with it).',
          resolve: (p) => encodeGlobalID('MomentComment', p.commentId),
        }),
        moment: f.field({
          type: Moment,
          nullable: true,
          description: 'With its new comment count.',
          resolve: (p) => p.moment,
        }),
      }),
    }),
    description: 'Deletes the viewer’s comment, or any comment on the viewer’s moment; a comment’s replies go with it.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MomentCommentDeleteInput', {
          fields: (f) => ({ commentId: f.globalID({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, MomentCommentNotFoundError], union: { name: 'MomentCommentDeleteResult' } },
    resolve: async (_root, { input }, context) => {
      const commentId = commentIdOf(context, input.commentId);
      const { dynamicId } = await context.upstream.moment.deleteComment(commentId);
      context.loaders.clearAll();
      return { commentId, moment: await context.loaders.moments.load(dynamicId) };
    },
  }),
);
