import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { MEDIA_URL_TTL_MS, UPLOAD_GRANT_TTL_MS } from '../constants';
import type { Database } from '../db/open';
import { albumPhotos, uploads } from '../db/schema';
import { ApiError } from '../errors';
import { isId } from '../fields';
import type { Page } from '../paging';
import type { SocialService } from '../social/service';
import { AlbumHooks } from './hooks';
import { EXTENSIONS, processPhoto } from './images';
import type { MediaSigner, PhotoGrant } from './signing';
import type { MediaStorage } from './storage';

/**
 * Album photos through the spec's upload flow: a short-lived grant (the upload-token
 * calls), the bytes uploaded with it (re-encoded, EXIF gone), then attached to the album.
 * Photos are read only through signed, expiring URLs, each bound to the member it was
 * issued to and checked again on every fetch (`mayShow`).
 */
export class AlbumService {
  /** Where other domains act inside the album (hooks.ts). */
  readonly hooks = new AlbumHooks();

  constructor(
    private readonly db: Database,
    private readonly storage: MediaStorage,
    private readonly signer: MediaSigner,
    private readonly social: SocialService,
  ) {}

  grant(userId: number) {
    const { token, expiresAt } = this.signer.grant(userId, UPLOAD_GRANT_TTL_MS);
    return { token, expiresAt, uploadUrl: '/media/upload', domainName: '/media' };
  }

  async upload(grantToken: unknown, bytes: Buffer) {
    const grant = this.signer.readGrant(grantToken);
    if (!grant) throw new ApiError(401, 'UNAUTHENTICATED', 'upload.grant');
    const photo = await processPhoto(bytes); // refuses what is not PNG, JPEG or GIF, before anything is kept
    const key = `photos/${randomBytes(16).toString('hex')}.${EXTENSIONS[photo.format]}`;
    const claimed = await this.db
      .insert(uploads)
      .values({ nonce: grant.nonce, userId: grant.userId, key, width: photo.width, height: photo.height })
      .onConflictDoNothing()
      .returning({ nonce: uploads.nonce });
    if (claimed.length === 0) throw new ApiError(409, 'UPLOAD_USED', 'upload.used');
    await this.storage.put(key, photo.bytes);
    return {
      key,
      url: this.signer.photoUrl(key, { viewerId: grant.userId }, MEDIA_URL_TTL_MS),
      width: photo.width,
      height: photo.height,
    };
  }

  async attach(userId: number, key: unknown) {
    if (typeof key !== 'string') throw new ApiError(400, 'VALIDATION', 'upload.unknown', 'key');
    return this.db.transaction(async (tx) => {
      const [upload] = await tx
        .update(uploads)
        .set({ attachedAt: new Date() })
        .where(and(eq(uploads.key, key), eq(uploads.userId, userId), isNull(uploads.attachedAt)))
        .returning();
      if (!upload?.key) throw new ApiError(400, 'VALIDATION', 'upload.unknown', 'key');
      const [photo] = await tx
        .insert(albumPhotos)
        .values({ userId, key: upload.key, width: upload.width ?? 0, height: upload.height ?? 0 })
        .returning();
      return this.present(photo, userId);
    });
  }

  /** A photo as `viewerId` gets it: its URL works for them alone. */
  private present(photo: typeof albumPhotos.$inferSelect, viewerId: number) {
    const url = this.signer.photoUrl(photo.key, { viewerId, photoId: photo.id }, MEDIA_URL_TTL_MS);
    return { id: photo.id, url, width: photo.width, height: photo.height, createdAt: photo.createdAt.toISOString() };
  }

  /** A member's album as the viewer may see it (not at all when blocked either way). */
  async list(viewerId: number, ownerId: number, page: Page) {
    await this.social.detail(viewerId, ownerId, { visit: false });
    const where = and(eq(albumPhotos.userId, ownerId), isNull(albumPhotos.deletedAt));
    const [{ total }] = await this.db.select({ total: count() }).from(albumPhotos).where(where);
    // Locked: how many there are, never the photos (no URL is issued before the unlock).
    if (total > 0) {
      for (const locked of this.hooks.photosLocked.handlers) {
        const unlockPrice = await locked(viewerId, ownerId);
        if (unlockPrice !== null) return { total, locked: true, unlockPrice, list: [] };
      }
    }
    const rows = await this.db
      .select()
      .from(albumPhotos)
      .where(where)
      .orderBy(desc(albumPhotos.id))
      .limit(page.size)
      .offset(page.offset);
    return { total, locked: false, list: rows.map((row) => this.present(row, viewerId)) };
  }

  /**
   * Whether the file at `key` may be sent to the member its URL was issued to. An album
   * photo: while it is not deleted and the viewer may still open its owner (no block either
   * way, as for the album itself), checked on every fetch. A fresh upload's URL only ever
   * went to its uploader; once deleted its file is gone (HTTP 404).
   */
  async mayShow(key: string, grant: PhotoGrant): Promise<boolean> {
    if (grant.photoId === undefined) return true;
    if (!isId(grant.photoId)) return false;
    const [photo] = await this.db
      .select({ ownerId: albumPhotos.userId })
      .from(albumPhotos)
      .where(and(eq(albumPhotos.id, grant.photoId), eq(albumPhotos.key, key), isNull(albumPhotos.deletedAt)));
    return photo !== undefined && this.social.mayOpen(grant.viewerId, photo.ownerId);
  }

  async remove(userId: number, photoId: number) {
    const [photo] = await this.db
      .update(albumPhotos)
      .set({ deletedAt: new Date() })
      .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.userId, userId), isNull(albumPhotos.deletedAt)))
      .returning();
    if (!photo) throw new ApiError(404, 'NOT_FOUND', 'photo.notFound');
    await this.storage.remove(photo.key);
  }
}
