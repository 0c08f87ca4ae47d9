import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { Context } from '../context';
import { UserNotFoundError, ValidationError } from '../errors';
import { UPLOAD_PATH } from '../upstream/proxy';
import type { PhotoInfo } from '../upstream/album';
import type { UserInfo } from '../upstream/types';
import { upstreamIdOf } from './global-ids';
import { upstreamConnection } from './paging';
import { User } from './user';

/** Album photos (spec §2 "my album", a member's home page) and the upload flow: grant, upload, attach. */

const AlbumPhoto = builder.objectRef<PhotoInfo>('AlbumPhoto').implement({
  description: 'A photo in a member’s album. `url` is signed and expires after an hour: ask again for a fresh one.',
  fields: (t) => ({
    id: t.id({ resolve: (photo) => encodeGlobalID('AlbumPhoto', photo.id) }),
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    createdAt: t.exposeString('createdAt'),
  }),
});

builder.objectField(User, 'albumPhotos', (t) =>
  t.connection(
    {
      type: AlbumPhoto,
      nullable: true,
      description: 'The member’s album, newest first (null when the viewer may not see the member).',
      resolve: async (user: UserInfo, args, context) => {
        try {
          let lock = { locked: false, unlockPrice: null as number | null };
          const connection = await upstreamConnection(args, async (page) => {
            const answer = await context.upstream.album.list(user.id, page);
            lock = { locked: answer.locked ?? false, unlockPrice: answer.unlockPrice ?? null };
            return answer;
          });
          return { ...connection, ...lock };
        } catch (error) {
          if (error instanceof UserNotFoundError) return null;
          throw error;
        }
      },
    },
    {
      name: 'AlbumPhotoConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }),
        locked: c.boolean({
          description: 'The viewer pays to see this member’s photos and has not yet (albumUnlock): the edges are empty, `totalCount` says how many wait.',
          resolve: (connection) => (connection as { locked?: boolean }).locked ?? false,
        }),
        unlockPrice: c.int({ nullable: true, description: 'Gold coins to unlock them, when locked.', resolve: (connection) => (connection as { unlockPrice?: number | null }).unlockPrice ?? null }),
      }),
    },
  ),
);

/** One image upload of the viewer's: for an album photo, or a photo in chat. */
export const UploadGrant = builder.objectRef<{ uploadUrl: string; expiresAt: string }>('AlbumUploadGrant').implement({
  fields: (f) => ({
    uploadUrl: f.exposeString('uploadUrl', { description: 'POST the image bytes here (one upload, within ten minutes); the answer’s `data.key` goes to albumPhotoAdd or messageSend.' }),
    expiresAt: f.exposeString('expiresAt'),
  }),
});

export async function uploadGrant(context: Context) {
  const grant = await context.upstream.album.uploadGrant();
  return { uploadUrl: `${UPLOAD_PATH}?grant=${encodeURIComponent(grant.token)}`, expiresAt: grant.expiresAt };
}

builder.mutationField('albumUploadGrant', (t) =>
  t.field({ type: UploadGrant, authScopes: { loggedIn: true }, resolve: (_root, _args, context) => uploadGrant(context) }),
);

builder.mutationField('albumPhotoAdd', (t) =>
  t.field({
    type: builder.objectRef<{ photo: PhotoInfo }>('AlbumPhotoAddPayload').implement({ fields: (f) => ({ photo: f.field({ type: AlbumPhoto, resolve: (p) => p.photo }) }) }),
    description: 'Puts an uploaded image into the viewer’s album.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: builder.inputType('AlbumPhotoAddInput', { fields: (f) => ({ uploadKey: f.string({ required: true }) }) }), required: true }) },
    errors: { types: [ValidationError], union: { name: 'AlbumPhotoAddResult' } },
    resolve: async (_root, { input }, context) => ({
      photo: await context.upstream.album.attach(input.uploadKey),
    }),
  }),
);

builder.mutationField('albumPhotoDelete', (t) =>
  t.field({
    type: builder.objectRef<{ id: string }>('AlbumPhotoDeletePayload').implement({ fields: (f) => ({ deletedPhotoId: f.id({ resolve: (p) => p.id }) }) }),
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: builder.inputType('AlbumPhotoDeleteInput', { fields: (f) => ({ photoId: f.globalID({ required: true }) }) }), required: true }) },
    errors: { types: [ValidationError], union: { name: 'AlbumPhotoDeleteResult' } },
    resolve: async (_root, { input }, context) => {
      const id = upstreamIdOf(context, input.photoId, 'AlbumPhoto', 'photoId');
      try {
        await context.upstream.album.remove(id);
      } catch (error) {
        if ((error as { reason?: string }).reason === 'NOT_FOUND') throw new ValidationError('photoId', (error as Error).message);
        throw error;
      }
      return { id: encodeGlobalID('AlbumPhoto', id) };
    },
  }),
);
