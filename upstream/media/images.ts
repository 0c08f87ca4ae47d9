import sharp from 'sharp';
import {
  AVATAR_SIZE_PX,
  IMAGE_COMPRESS_ABOVE_BYTES,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  IMAGE_QUALITY,
} from '../constants';
import { validationError } from '../errors';

// libvips' cache of recent operations (up to 50 MB) only helps an image worked on twice: each upload is worked on once,
// and the memory would stay taken while the server idles.
sharp.cache(false);

export type ImageFormat = 'png' | 'jpeg' | 'gif';
const ACCEPTED: ReadonlySet<string> = new Set(['png', 'jpeg', 'gif']);

/** PNG, JPEG or GIF judged by the bytes themselves (never the name or the declared type). */
export async function imageFormat(bytes: Buffer): Promise<ImageFormat> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) throw validationError('file', 'image.format');
  return format as ImageFormat;
}

export interface ProcessedImage {
  bytes: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * Every photo is re-encoded, which drops EXIF and GPS data. Above 100 KB it is scaled to fit
 * 1920×1080 and compressed at quality 0.5 as JPEG (spec §5); small ones keep their format.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedImage> {
  const format = await imageFormat(bytes);
  const image = sharp(bytes, { animated: false }).rotate(); // the camera's orientation, before its EXIF goes
  const output =
    bytes.length > IMAGE_COMPRESS_ABOVE_BYTES
      ? image
          .resize(IMAGE_MAX_WIDTH, IMAGE_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' }) // JPEG has no transparency: white, not black, behind it
          .jpeg({ quality: IMAGE_QUALITY, mozjpeg: true })
      : format === 'png'
        ? image.png()
        : format === 'gif'
          ? image.gif()
          : image.jpeg({ quality: 85 });
  const { data, info } = await output.toBuffer({ resolveWithObject: true });
  return { bytes: data, format: info.format as ImageFormat, width: info.width, height: info.height };
}

/** A square JPEG avatar. */
export async function processAvatar(bytes: Buffer): Promise<Buffer> {
  await imageFormat(bytes);
  return sharp(bytes, { animated: false })
    .rotate()
    .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export const EXTENSIONS: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', gif: 'gif' };
export const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };
