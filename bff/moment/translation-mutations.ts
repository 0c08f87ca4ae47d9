import { builder } from '../core/builder';
import { ValidationError, withGraphFieldNames } from '../core/errors';
import { bffMessage } from '../messages';
import { InsufficientTranslationBalanceError, TranslationUnavailableError } from '../translation/errors';
import { Viewer, viewerOf, type ViewerSource } from '../viewer/types';
import type { MomentCommentInfo, MomentInfo } from './endpoints';
import { MomentCommentNotFoundError, MomentNotFoundError } from './errors';
import { commentIdOf, momentAfresh, momentIdOf } from './inputs';
import { Moment, MomentComment } from './types';

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
