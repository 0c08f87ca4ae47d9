/** Spec §5/§9: above 100 KB an image is compressed towards 0.1 MB, quality 0.5, at most 1920×1080. */
export const COMPRESS_ABOVE_BYTES = 102_400;
const MAX_WIDTH = 1920;
const MAX_HEIGHT = 1080;
const QUALITY = 0.5;

/**
 * Shrinks a large photo in the browser before it is sent, so a phone's 5 MB picture
 * uploads in a moment. GIFs (animation) and anything the browser cannot decode go as they
 * are: the server re-encodes every image anyway and judges the content.
 */
export async function compressImage(file: File): Promise<Blob> {
  if (file.size <= COMPRESS_ABOVE_BYTES || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_WIDTH / bitmap.width, MAX_HEIGHT / bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.fillStyle = '#ffffff'; // JPEG has no transparency: white, not black, behind it
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  return blob && blob.size < file.size ? blob : file;
}
