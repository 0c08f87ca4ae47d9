import sharp from 'sharp';
import type { TestUpstream } from './upstream';

/** A small photo of one colour (each call a different one, so no two uploads are the same bytes). */
let shade = 0;
export const testPhoto = () => {
  shade = (shade + 37) % 256;
  return sharp({ create: { width: 120, height: 80, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .png()
    .toBuffer();
};

/** A photo uploaded through the album's pipeline (grant, then `/media/upload`): its key. */
export async function uploadKey(api: TestUpstream, token: string): Promise<string> {
  const grant = (await api.call('POST', '/file/qiniu-token', { token })).data.token as string;
  const uploaded = await fetch(`${api.url}/media/upload?grant=${encodeURIComponent(grant)}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(await testPhoto()),
  }).then((response) => response.json());
  if (uploaded.code !== 200) throw new Error(`upload failed: ${JSON.stringify(uploaded)}`);
  return uploaded.data.key;
}

/** Publishes a moment with `photos` fresh photos; answers the envelope. */
export async function publishMoment(
  api: TestUpstream,
  token: string,
  body: { content: string; photos?: number; type?: string; visibility?: string; interactions?: string },
  language = 'en',
) {
  const keys = [];
  for (let i = 0; i < (body.photos ?? 1); i++) keys.push(await uploadKey(api, token));
  const { photos: _, ...rest } = body;
  return api.call('POST', '/dynamic/release', { token, body: { ...rest, keys }, language });
}
