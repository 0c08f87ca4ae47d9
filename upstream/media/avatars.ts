import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_SIZE_PX } from '../constants';
import { validationError } from '../http/envelope';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'gif']);

/**
 * Avatars: the type is judged by content (never by name or header), the picture is
 * re-encoded square as JPEG, which drops EXIF and GPS data, and stored under the media folder.
 */
export class AvatarStore {
  constructor(private readonly mediaDir: string) {}

  async save(bytes: Buffer): Promise<string> {
    let format: string | undefined;
    try {
      format = (await sharp(bytes).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw validationError('file', 'image.format');
    const jpeg = await sharp(bytes, { animated: false })
      .rotate() // honour the camera's orientation before the EXIF data goes
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    await mkdir(path.join(this.mediaDir, 'avatars'), { recursive: true });
    await writeFile(path.join(this.mediaDir, 'avatars', name), jpeg);
    return `/media/avatars/${name}`;
  }
}
