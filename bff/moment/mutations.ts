import { errorTypeMap, wrapErrorIfMatches } from '@pothos/plugin-errors';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { UploadGrant, uploadGrant } from '../album/types';
import { builder } from '../core/builder';
import { RateLimitedError, UpstreamError, ValidationError, withGraphFieldNames } from '../core/errors';
import { bffMessage } from '../messages';
import { Viewer, viewerOf, type ViewerSource } from '../viewer/types';
import type { MomentInfo } from './endpoints';
import { MomentNotFoundError } from './errors';
import { momentAfresh, momentIdOf, momentInput } from './inputs';
import { encodeEdgeCursor } from './paging';
import { Moment, MomentAudience, MomentEdge, MomentKind, momentEdge } from './types';

builder.mutationField('momentPhotoUploadGrant', (t) =>
  t.field({
    type: UploadGrant,
    description: 'One photo upload for a moment, within ten minutes: its `key` goes to momentPublish.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => uploadGrant(context),
  }),
);

builder.mutationField('momentPublish', (t) =>
  t.field({
    type: builder.objectRef<{ moment: MomentInfo; viewer: ViewerSource }>('MomentPublishPayload').implement({
      fields: (f) => ({
        momentEdge: f.field({
          type: MomentEdge,
          description: 'For `@prependEdge` on the viewer’s lists.',
          resolve: (p) => momentEdge(p.moment, encodeEdgeCursor([null, 1])),
        }),
        viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
      }),
    }),
    description:
      'Publishes a moment: text of 1 to 2,000 characters (not blank) and 1 to 9 photos uploaded with momentPhotoUploadGrant. Who may see it and its likes and comments are chosen now, for good (everyone by default). At most 10 moments an hour.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MomentPublishInput', {
          fields: (f) => ({
            text: f.string({ required: true }),
            uploadKeys: f.stringList({ required: true, description: 'The `key` of each photo’s upload, in order.' }),
            kind: f.field({ type: MomentKind, description: 'NORMAL by default.' }),
            audience: f.field({ type: MomentAudience, description: 'Who may see it: EVERYONE by default.' }),
            interactionsAudience: f.field({
              type: MomentAudience,
              description: 'Who may see its likes and comments: EVERYONE by default.',
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, RateLimitedError], union: { name: 'MomentPublishResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const moment = await withGraphFieldNames(
          {
            content: 'text',
            keys: 'uploadKeys',
            type: 'kind',
            visibility: 'audience',
            interactions: 'interactionsAudience',
          },
          () =>
            context.upstream.moment.publish({
              content: input.text,
              keys: input.uploadKeys,
              ...(input.kind ? { type: input.kind } : {}),
              ...(input.audience ? { visibility: input.audience } : {}),
              ...(input.interactionsAudience ? { interactions: input.interactionsAudience } : {}),
            }),
        );
        context.loaders.clearAll();
        return { moment, viewer: await viewerOf(context) };
      } catch (error) {
        // An upload's key used already: the photo is the member's to attach again from a new upload.
        if (error instanceof UpstreamError && error.reason === 'UPLOAD_USED')
          throw new ValidationError('uploadKeys', bffMessage(context.caller.language, 'moment.uploadKeys'));
        throw error;
      }
    },
  }),
);

builder.mutationField('momentDelete', (t) =>
  t.field({
    type: builder.objectRef<{ momentId: number }>('MomentDeletePayload').implement({
      fields: (f) => ({
        deletedMomentId: f.id({
          description: 'For `@deleteRecord`.',
          resolve: (p) => encodeGlobalID('Moment', p.momentId),
        }),
      }),
    }),
    description: 'Deletes one of the viewer’s moments, with its photos, likes and comments.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: momentInput('MomentDeleteInput'), required: true }) },
    errors: { types: [ValidationError, MomentNotFoundError], union: { name: 'MomentDeleteResult' } },
    resolve: async (_root, { input }, context) => {
      const momentId = momentIdOf(context, input.momentId);
      await context.upstream.moment.remove(momentId);
      context.loaders.clearAll();
      return { momentId };
    },
  }),
);

// Liking and unliking answer the same result: the moment with its count (null where the viewer may not see it).
const MomentLikePayload = builder.objectRef<{ moment: MomentInfo }>('MomentLikePayload').implement({
  fields: (f) => ({ moment: f.field({ type: Moment, resolve: (p) => p.moment }) }),
});
const likeRefusals = [ValidationError, MomentNotFoundError];
const MomentLikeResult = builder.unionType('MomentLikeResult', {
  types: [MomentLikePayload, ValidationError, MomentNotFoundError],
  // A refusal is the errors plugin's wrapped error (as a field with `errors` answers it), the payload anything else.
  resolveType: (result) => (errorTypeMap.get(result) as { name: string } | undefined)?.name ?? 'MomentLikePayload',
});

for (const [field, like] of [
  ['momentLike', true],
  ['momentUnlike', false],
] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      type: MomentLikeResult,
      description: like
        ? 'Likes a moment the viewer may see (again: nothing changes).'
        : 'Takes the viewer’s like back (none: nothing changes).',
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: momentInput(like ? 'MomentLikeInput' : 'MomentUnlikeInput'), required: true }) },
      resolve: async (_root, { input }, context) => {
        try {
          const momentId = momentIdOf(context, input.momentId);
          await context.upstream.moment.like(momentId, like);
          return { moment: await momentAfresh(context, momentId) };
        } catch (error) {
          // Not returned bare: GraphQL throws an Error it is given as a result.
          const refusal = wrapErrorIfMatches(error as Error, likeRefusals);
          if (refusal === error) throw error;
          return refusal as unknown as { moment: MomentInfo };
        }
      },
    }),
  );
}

builder.mutationField('momentPin', (t) =>
  t.field({
    type: builder.objectRef<{ moment: MomentInfo; viewer: ViewerSource }>('MomentPinPayload').implement({
      fields: (f) => ({
        moment: f.field({ type: Moment, resolve: (p) => p.moment }),
        viewer: f.field({ type: Viewer, description: 'Its space afresh (`moments`).', resolve: (p) => p.viewer }),
      }),
    }),
    description:
      'Pins one of the viewer’s moments to lead their space (one at a time: pinning another unpins the first), or unpins it.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MomentPinInput', {
          fields: (f) => ({ momentId: f.globalID({ required: true }), pinned: f.boolean({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, MomentNotFoundError], union: { name: 'MomentPinResult' } },
    resolve: async (_root, { input }, context) => {
      const moment = await context.upstream.moment.pin(momentIdOf(context, input.momentId), input.pinned);
      context.loaders.clearAll();
      return { moment, viewer: await viewerOf(context) };
    },
  }),
);

builder.mutationField('hideLikeCountsUpdate', (t) =>
  t.field({
    type: builder.objectRef<{ viewer: ViewerSource }>('HideLikeCountsUpdatePayload').implement({
      fields: (f) => ({ viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }) }),
    }),
    description: 'Whether the viewer sees like counts anywhere (the client hides them; others still see theirs).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('HideLikeCountsUpdateInput', {
          fields: (f) => ({ hide: f.boolean({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'HideLikeCountsUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      await withGraphFieldNames({ hideLikeCounts: 'hide' }, () =>
        context.upstream.moment.setHideLikeCounts(input.hide),
      );
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);
