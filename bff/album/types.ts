import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { upstreamConnection } from '../core/paging';
import { UPLOAD_PATH } from '../http/upstream-proxy';
import type { UserInfo } from '../user/endpoints';
import { UserNotFoundError } from '../user/errors';
import { User } from '../user/types';
import type { PhotoInfo } from './endpoints';

/** Album photos (spec §2 "my album", a member's home page) and the upload flow: grant, upload, attach. */

export const AlbumPhoto = builder.objectRef<PhotoInfo>('AlbumPhoto').implement({
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
          description:
            'The viewer pays to see this member’s photos and has not yet (albumUnlock): the edges are empty, `totalCount` says how many wait.',
          resolve: (connection) => (connection as { locked?: boolean }).locked ?? false,
        }),
        unlockPrice: c.int({
          nullable: true,
          description: 'Gold coins to unlock them, when locked.',
          resolve: (connection) => (connection as { unlockPrice?: number | null }).unlockPrice ?? null,
        }),
      }),
    },
  ),
);

/** One image upload of the viewer's: for an album photo, or a photo in chat. */
export const UploadGrant = builder.objectRef<{ uploadUrl: string; expiresAt: string }>('AlbumUploadGrant').implement({
  fields: (f) => ({
    uploadUrl: f.exposeString('uploadUrl', {
      description:
        'POST the image bytes here (one upload, within ten minutes); the answer’s `data.key` goes to albumPhotoAdd or messageSend.',
    }),
    expiresAt: f.exposeString('expiresAt'),
  }),
});

export async function uploadGrant(context: Context) {
  const grant = await context.upstream.album.uploadGrant();
  return { uploadUrl: `${UPLOAD_PATH}?grant=${encodeURIComponent(grant.token)}`, expiresAt: grant.expiresAt };
}
