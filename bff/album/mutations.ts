import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../core/builder';
import { ValidationError } from '../core/errors';
import { upstreamIdOf } from '../core/global-ids';
import type { PhotoInfo } from './endpoints';
import { AlbumPhoto, UploadGrant, uploadGrant } from './types';

builder.mutationField('albumUploadGrant', (t) =>
  t.field({
    type: UploadGrant,
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => uploadGrant(context),
  }),
);

builder.mutationField('albumPhotoAdd', (t) =>
  t.field({
    type: builder
      .objectRef<{ photo: PhotoInfo }>('AlbumPhotoAddPayload')
      .implement({ fields: (f) => ({ photo: f.field({ type: AlbumPhoto, resolve: (p) => p.photo }) }) }),
    description: 'Puts an uploaded image into the viewer’s album.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AlbumPhotoAddInput', { fields: (f) => ({ uploadKey: f.string({ required: true }) }) }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'AlbumPhotoAddResult' } },
    resolve: async (_root, { input }, context) => ({
      photo: await context.upstream.album.attach(input.uploadKey),
    }),
  }),
);

builder.mutationField('albumPhotoDelete', (t) =>
  t.field({
    type: builder
      .objectRef<{ id: string }>('AlbumPhotoDeletePayload')
      .implement({ fields: (f) => ({ deletedPhotoId: f.id({ resolve: (p) => p.id }) }) }),
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AlbumPhotoDeleteInput', {
          fields: (f) => ({ photoId: f.globalID({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'AlbumPhotoDeleteResult' } },
    resolve: async (_root, { input }, context) => {
      const id = upstreamIdOf(context, input.photoId, 'AlbumPhoto', 'photoId');
      try {
        await context.upstream.album.remove(id);
      } catch (error) {
        if ((error as { reason?: string }).reason === 'NOT_FOUND')
          throw new ValidationError('photoId', (error as Error).message);
        throw error;
      }
      return { id: encodeGlobalID('AlbumPhoto', id) };
    },
  }),
);
