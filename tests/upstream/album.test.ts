import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../upstream/db/schema';
import { registerThroughCode } from '../support/registration';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

describe.each(BACKENDS)('album and uploads on %s', (backend) => {
  let api: TestUpstream;
  let owner: { token: string; id: number };
  let other: { token: string; id: number };

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    const a = await registerThroughCode(api.url, { email: 'owner@example.test', password: 'long enough' });
    await api.upstream.database.db.delete(rateLimits);
    const b = await registerThroughCode(api.url, { email: 'other@example.test', password: 'long enough' });
    owner = { token: a.token, id: a.userInfo.id };
    other = { token: b.token, id: b.userInfo.id };
  });
  afterAll(() => api?.stop());

  const grant = async (token: string) => (await api.call('POST', '/file/qiniu-token', { token })).data.token as string;
  const upload = (grantToken: string, bytes: Buffer, type = 'image/jpeg') =>
    fetch(`${api.url}/media/upload?grant=${encodeURIComponent(grantToken)}`, {
      method: 'POST',
      headers: { 'content-type': type, language: 'en' },
      body: new Uint8Array(bytes),
    }).then((r) => r.json());

  /** A noisy photo from a camera: large, with EXIF and GPS. */
  const cameraPhoto = () =>
    sharp(Buffer.from(Array.from({ length: 3000 * 2000 * 3 }, (_, i) => (i * 2654435761) % 251)), {
      raw: { width: 3000, height: 2000, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } })
      .toBuffer();

  it('grants, uploads (re-encoded, compressed, no GPS), attaches and lists with signed URLs', async () => {
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(102_400);
    const grantToken = await grant(owner.token);
    const uploaded = await upload(grantToken, photo, 'application/octet-stream');
    expect(uploaded.code).toBe(200);
    expect(uploaded.data).toMatchObject({ width: 1620, height: 1080 });
    const stored = Buffer.from(await (await fetch(`${api.url}${uploaded.data.url}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1620, height: 1080 });
    expect(meta.exif).toBeUndefined();
    expect(stored.length).toBeLessThan(photo.length);

    // A grant is good for one upload.
    expect((await upload(grantToken, photo)).data.reason).toBe('UPLOAD_USED');

    const attached = await api.call('POST', '/album/upload', { token: owner.token, body: { key: uploaded.data.key } });
    expect(attached).toMatchObject({ code: 200, data: { width: 1620, height: 1080 } });
    expect(
      (await api.call('POST', '/album/upload', { token: owner.token, body: { key: uploaded.data.key } })).data.reason,
    ).toBe('VALIDATION');

    const listed = await api.call('GET', `/album/list?userId=${owner.id}`, { token: other.token });
    expect(listed.data.total).toBe(1);
    const url: string = listed.data.list[0].url;
    expect(url).toMatch(new RegExp(`^/media/photos/[a-f0-9]{32}\\.jpg\\?viewer=${other.id}&photo=\\d+&exp=\\d+&sig=`));
    expect((await fetch(`${api.url}${url}`)).status).toBe(200);
    expect((await fetch(`${api.url}${url.replace(/sig=.*/, 'sig=forged')}`)).status).toBe(403);
    expect((await fetch(`${api.url}${url.split('?')[0]}`)).status).toBe(403);
  });

  it('puts a large transparent PNG on white when it becomes a JPEG', async () => {
    // Random noise so the PNG stays large; its left half is fully transparent.
    const width = 400;
    const height = 300;
    const pixels = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) pixels[i * 4 + c] = Math.floor(Math.random() * 256);
      pixels[i * 4 + 3] = i % width < width / 2 ? 0 : 255;
    }
    const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(102_400);
    const uploaded = await upload(await grant(owner.token), png, 'image/png');
    expect(uploaded.data.key).toMatch(/\.jpg$/);
    const stored = Buffer.from(await (await fetch(`${api.url}${uploaded.data.url}`)).arrayBuffer());
    const { data } = await sharp(stored)
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data].every((value) => value > 240)).toBe(true);
  });

  it('keeps a small image in its own format, re-encoded', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#e5486f' } })
      .png()
      .toBuffer();
    const uploaded = await upload(await grant(owner.token), png, 'image/jpeg');
    expect(uploaded.data).toMatchObject({ width: 30, height: 20 });
    expect(uploaded.data.key).toMatch(/\.png$/);
  });

  it('refuses what is not PNG, JPEG or GIF, a forged grant, and someone else’s upload, changing nothing', async () => {
    const before = await api.counts();
    const text = await upload(
      await grant(owner.token),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(text).toMatchObject({
      code: 400,
      msg: 'Wrong image format: please choose a PNG, JPEG or GIF image.',
      data: { field: 'file' },
    });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload('forged.grant', png)).code).toBe(401);
    const theirs = await upload(await grant(other.token), png);
    expect(
      (await api.call('POST', '/album/upload', { token: owner.token, body: { key: theirs.data.key } })).data.reason,
    ).toBe('VALIDATION');
    expect((await api.call('POST', '/file/qiniu-token')).code).toBe(401);
    expect(await api.counts()).toEqual(before);
  });

  it('deletes one’s own photo only, and hides an album from a blocked member', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const uploaded = await upload(await grant(owner.token), png);
    const photo = await api.call('POST', '/album/upload', { token: owner.token, body: { key: uploaded.data.key } });
    expect((await api.call('GET', `/album/delete-img?id=${photo.data.id}`, { token: other.token })).data.reason).toBe(
      'NOT_FOUND',
    );
    await api.call('POST', '/user/block', { token: owner.token, body: { userId: other.id } });
    expect((await api.call('GET', `/album/list?userId=${owner.id}`, { token: other.token })).data.reason).toBe(
      'USER_NOT_FOUND',
    );
    await api.call('POST', '/user/unblock', { token: owner.token, body: { userId: other.id } });
    expect((await api.call('GET', `/album/delete-img?id=${photo.data.id}`, { token: owner.token })).code).toBe(200);
    const ids = (await api.call('GET', '/album/list', { token: owner.token })).data.list.map(
      (p: { id: number }) => p.id,
    );
    expect(ids).not.toContain(photo.data.id);
    expect((await fetch(`${api.url}${photo.data.url}`)).status).toBe(403); // checked on every fetch (issue 8)
  });
});
