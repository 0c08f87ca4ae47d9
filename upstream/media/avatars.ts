import { randomBytes } from 'node:crypto';
import { processAvatar } from './images';
import type { MediaStorage } from './storage';

/**
 * Avatars show on every card, so they are public (no signed URL): re-encoded as a square
 * JPEG without EXIF or GPS data and kept under `avatars/`.
 */
export class AvatarStore {
  constructor(private readonly storage: MediaStorage) {}

  async save(bytes: Buffer): Promise<string> {
    const jpeg = await processAvatar(bytes);
    const key = `avatars/${randomBytes(16).toString('hex')}.jpg`;
    await this.storage.put(key, jpeg);
    return `/media/${key}`;
  }
}
