import { BurnViewedError } from '../chat/errors';
import { MOMENT_PICTURES_MAX } from '../constants';
import { builder } from '../core/builder';
import { ValidationError } from '../core/errors';
import type { MomentInfo } from './endpoints';
import { MomentNotFoundError } from './errors';
import { momentAfresh, momentIdOf, momentInput } from './inputs';
import { Moment, MomentPicture } from './types';

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
