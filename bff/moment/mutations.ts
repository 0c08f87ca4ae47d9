import { errorTypeMap, wrapErrorIfMatches } from '@pothos/plugin-errors';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { UploadGrant, uploadGrant } from '../album/types';
import { BurnViewedError } from '../chat/errors';
import { MOMENT_PICTURES_MAX } from '../constants';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { RateLimitedError, UpstreamError, ValidationError, withGraphFieldNames } from '../core/errors';
import { upstreamIdOf } from '../core/global-ids';
import { bffMessage } from '../messages';
import { InsufficientTranslationBalanceError, TranslationUnavailableError } from '../translation/errors';
import { Viewer, viewerOf, type ViewerSource } from '../viewer/types';
import type { MomentCommentInfo, MomentInfo } from './endpoints';
import { MomentCommentNotFoundError, MomentNotFoundError } from './errors';
import { encodeEdgeCursor } from './paging';
import {
  Moment,
  MomentAudience,
  MomentComment,
  MomentCommentEdge,
  MomentEdge,
  MomentKind,
  MomentPicture,
  momentEdge,
} from './types';

const momentIdOf = (context: Context, globalId: { typename: string; id: string }) =>
  upstreamIdOf(context, globalId, 'Moment', 'momentId');
const commentIdOf = (context: Context, globalId: { typename: string; id: string }) =>
  upstreamIdOf(context, globalId, 'MomentComment', 'commentId');

/** The moment afresh after a change (the loaders were cleared); gone from sight, it is not found. */
async function momentAfresh(context: Context, momentId: number): Promise<MomentInfo> {
  context.loaders.clearAll();
  const moment = await context.loaders.moments.load(momentId);
  if (!moment) throw new MomentNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
  return moment;
}

const momentInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({ momentId: f.globalID({ required: true, description: 'The moment’s global ID.' }) }),
  });

const TRANSLATE_TARGET = 'A language code; the viewer’s own language by default.';
const TRANSLATE_COINS =
  'Gold coins may pay what the viewer’s characters do not cover (they agreed to the price InsufficientTranslationBalanceError named).';

/** Upstream's names of a translation's fields, as the graph's inputs name them. */
const TRANSLATION_FIELDS = {
  toLanguage: 'targetLanguage',
  // The text is in the language asked for already.
  source: 'targetLanguage',
  dynamicId: 'momentId',
};

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

const translationRefusals = [InsufficientTranslationBalanceError, TranslationUnavailableError];

builder.mutationField('momentTranslate', (t) =>
  t.field({
    type: builder.objectRef<{ moment: MomentInfo; viewer: ViewerSource }>('MomentTranslatePayload').implement({
      fields: (f) => ({
        moment: f.field({
          type: Moment,
          description: 'With its translation for the viewer.',
          resolve: (p) => p.moment,
        }),
        viewer: f.field({
          type: Viewer,
          description: 'Balances afresh (characters or coins were spent).',
          resolve: (p) => p.viewer,
        }),
      }),
    }),
    description:
      'Translates a moment’s text into `targetLanguage` (the viewer’s own language by default), metered as chat’s translations: the free characters of the day, then membership and pack characters, then gold coins only with `payWithCoins`. Asking again is free; nothing is charged for a pair the engine does not serve.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MomentTranslateInput', {
          fields: (f) => ({
            momentId: f.globalID({ required: true }),
            targetLanguage: f.string({ description: TRANSLATE_TARGET }),
            payWithCoins: f.boolean({ description: TRANSLATE_COINS }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, MomentNotFoundError, ...translationRefusals],
      union: { name: 'MomentTranslateResult' },
    },
    resolve: async (_root, { input }, context) => {
      const momentId = momentIdOf(context, input.momentId);
      await withGraphFieldNames(TRANSLATION_FIELDS, () =>
        context.upstream.moment.translate(momentId, input.targetLanguage ?? undefined, input.payWithCoins ?? undefined),
      );
      return { moment: await momentAfresh(context, momentId), viewer: await viewerOf(context) };
    },
  }),
);

builder.mutationField('momentCommentTranslate', (t) =>
  t.field({
    type: builder
      .objectRef<{ comment: MomentCommentInfo; viewer: ViewerSource }>('MomentCommentTranslatePayload')
      .implement({
        fields: (f) => ({
          comment: f.field({
            type: MomentComment,
            description: 'With its translation for the viewer.',
            resolve: (p) => p.comment,
          }),
          viewer: f.field({
            type: Viewer,
            description: 'Balances afresh (characters or coins were spent).',
            resolve: (p) => p.viewer,
          }),
        }),
      }),
    description: 'Translates a comment’s text, metered as momentTranslate.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MomentCommentTranslateInput', {
          fields: (f) => ({
            commentId: f.globalID({ required: true }),
            targetLanguage: f.string({ description: TRANSLATE_TARGET }),
            payWithCoins: f.boolean({ description: TRANSLATE_COINS }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, MomentCommentNotFoundError, ...translationRefusals],
      union: { name: 'MomentCommentTranslateResult' },
    },
    resolve: async (_root, { input }, context) => {
      const commentId = commentIdOf(context, input.commentId);
      const { translation } = await withGraphFieldNames(TRANSLATION_FIELDS, () =>
        context.upstream.moment.translateComment(
          commentId,
          input.targetLanguage ?? undefined,
          input.payWithCoins ?? undefined,
        ),
      );
      context.loaders.clearAll();
      const comment = await context.loaders.momentComments.load(commentId);
      if (!comment) throw new MomentCommentNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
      return {
        comment: { ...comment, translation: comment.translation ?? translation },
        viewer: await viewerOf(context),
      };
    },
  }),
);

type BurnViewPayload = { moment: MomentInfo; pictures: MomentInfo['pictures']; seconds: number };

builder.mutationField('momentBurnPhotoView', (t) =>
  t.field({
    type: builder.objectRef<BurnViewPayload>('MomentBurnPhotoViewPayload').implement({
      fields: (f) => ({
        moment: f.field({
          type: Moment,
          description: 'Its photos with their URLs, now VIEWED.',
          resolve: (p) => p.moment,
        }),
        pictures: f.field({
          type: [MomentPicture],
          extensions: { maxItems: MOMENT_PICTURES_MAX },
          description: 'Every photo of the moment, served for `seconds` only.',
          resolve: (p) => p.pictures,
        }),
        seconds: f.exposeInt('seconds', { description: 'How long the photos may be shown (5).' }),
      }),
    }),
    description:
      'Opens a burn-after-reading moment’s photos, all at once, for 5 seconds: once per viewer (BurnViewedError afterwards). Its author sees them always (ValidationError).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: momentInput('MomentBurnPhotoViewInput'), required: true }) },
    errors: {
      types: [ValidationError, MomentNotFoundError, BurnViewedError],
      union: { name: 'MomentBurnPhotoViewResult' },
    },
    resolve: async (_root, { input }, context) => {
      const momentId = momentIdOf(context, input.momentId);
      const view = await context.upstream.moment.burnView(momentId);
      const moment = await momentAfresh(context, momentId);
      const urls = new Map(view.pictures.map((picture) => [picture.id, picture.url]));
      // The moment as the view leaves it, its photos' URLs those of the view: both say the same to a client store.
      const pictures = moment.pictures.map((picture) => ({ ...picture, url: urls.get(picture.id) ?? picture.url }));
      return { moment: { ...moment, pictures }, pictures, seconds: view.seconds };
    },
  }),
);

builder.mutationField('momentBurnRecover', (t) =>
  t.field({
    type: builder.objectRef<{ moment: MomentInfo }>('MomentBurnRecoverPayload').implement({
      fields: (f) => ({ moment: f.field({ type: Moment, resolve: (p) => p.moment }) }),
    }),
    description:
      'The author of a burn-after-reading moment gives every viewer their one view back (free). Nobody else may.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: momentInput('MomentBurnRecoverInput'), required: true }) },
    errors: { types: [ValidationError, MomentNotFoundError], union: { name: 'MomentBurnRecoverResult' } },
    resolve: async (_root, { input }, context) => {
      const moment = await context.upstream.moment.burnRecover(momentIdOf(context, input.momentId));
      context.loaders.clearAll();
      return { moment };
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
