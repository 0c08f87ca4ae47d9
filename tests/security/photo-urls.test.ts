import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks } from '../../upstream/db/schema';
import { translate } from '../../upstream/i18n';
import { joinMember, type TestMember } from '../support/members';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Issue 8: an album photo URL is bound to the member it was issued to and checked on every
 * fetch, so a block or a deletion ends it at once, and browsers keep a photo a minute at most.
 */
describe.each(BACKENDS)('viewer-bound photo URLs on %s', (backend) => {
  let api: TestUpstream;
  let owner: TestMember;
  let viewer: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    owner = await joinMember(api, 'Owner');
    viewer = await joinMember(api, 'Viewer');
    other = await joinMember(api, 'Other');
  });
  afterAll(() => api?.stop());
  beforeEach(() => api.upstream.database.db.delete(blocks));

  /** A new photo in the owner's album; answers its id. */
  const addPhoto = async () => {
    const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const grant = (await api.call('POST', '/file/qiniu-token', { token: owner.token })).data.token as string;
    const uploaded = await (
      await fetch(`${api.url}/media/upload?grant=${encodeURIComponent(grant)}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(png),
      })
    ).json();
    return (await api.call('POST', '/album/upload', { token: owner.token, body: { key: uploaded.data.key } })).data
      .id as number;
  };
  /** The URL of one photo as `member` got it from the owner's album. */
  const urlFor = async (member: TestMember, photoId: number) => {
    const album = await api.call('GET', `/album/list?userId=${owner.id}`, { token: member.token });
    return (album.data.list as Array<{ id: number; url: string }>).find((photo) => photo.id === photoId)!.url;
  };
  const fetchPhoto = (url: string, language = 'en') => fetch(`${api.url}${url}`, { headers: { language } });
  const statusOf = async (url: string) => (await fetchPhoto(url)).status;

  it('issues each member their own URL, cached a minute at most', async () => {
    const photoId = await addPhoto();
    const url = await urlFor(viewer, photoId);
    expect(url).toMatch(
      new RegExp(`^/media/photos/[a-f0-9]{32}\\.png\\?viewer=${viewer.id}&photo=${photoId}&exp=\\d+&sig=[\\w-]+$`),
    );
    const answer = await fetchPhoto(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=60');
    expect(answer.headers.get('content-type')).toBe('image/png');
    // Another member's URL differs; the viewer cannot make theirs look like it.
    const othersUrl = await urlFor(other, photoId);
    expect(othersUrl).not.toBe(url);
    expect(await statusOf(url.replace(`viewer=${viewer.id}`, `viewer=${other.id}`))).toBe(403);
    expect(await statusOf(url.replace(/&photo=\d+/, ''))).toBe(403);
    expect(await statusOf(url.split('?')[0])).toBe(403);
  });

  it('stops the URL a member holds as soon as the owner blocks them, not the URLs of others', async () => {
    const photoId = await addPhoto();
    const viewersUrl = await urlFor(viewer, photoId);
    const othersUrl = await urlFor(other, photoId);
    const ownersUrl = await urlFor(owner, photoId);
    expect(await statusOf(viewersUrl)).toBe(200);

    expect((await api.call('POST', '/user/block', { token: owner.token, body: { userId: viewer.id } })).code).toBe(200);
    const refused = await fetchPhoto(viewersUrl, 'ja');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 403,
      msg: translate('ja', 'photo.forbidden'),
      data: { reason: 'FORBIDDEN' },
    });
    expect(await statusOf(othersUrl)).toBe(200);
    expect(await statusOf(ownersUrl)).toBe(200);

    // It follows the block: lifted, the URL works again; the other way round, it stops too.
    await api.call('POST', '/user/unblock', { token: owner.token, body: { userId: viewer.id } });
    expect(await statusOf(viewersUrl)).toBe(200);
    await api.call('POST', '/user/block', { token: viewer.token, body: { userId: owner.id } });
    expect(await statusOf(viewersUrl)).toBe(403);
    expect(await statusOf(othersUrl)).toBe(200);
  });

  it('stops every URL of a photo once the owner deletes it, the owner’s own too', async () => {
    const kept = await addPhoto();
    const deleted = await addPhoto();
    const viewersUrl = await urlFor(viewer, deleted);
    const ownersUrl = await urlFor(owner, deleted);
    const keptUrl = await urlFor(viewer, kept);
    expect(await statusOf(viewersUrl)).toBe(200);
    expect((await api.call('GET', `/album/delete-img?id=${deleted}`, { token: owner.token })).code).toBe(200);
    expect(await statusOf(viewersUrl)).toBe(403);
    expect(await statusOf(ownersUrl)).toBe(403);
    expect(await statusOf(keptUrl)).toBe(200);
  });

  it('gives the uploader a working URL for a fresh upload, theirs alone', async () => {
    const png = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#a37' } })
      .png()
      .toBuffer();
    const grant = (await api.call('POST', '/file/qiniu-token', { token: owner.token })).data.token as string;
    const uploaded = await (
      await fetch(`${api.url}/media/upload?grant=${encodeURIComponent(grant)}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(png),
      })
    ).json();
    expect(uploaded.data.url).toMatch(
      new RegExp(`^/media/photos/[a-f0-9]{32}\\.png\\?viewer=${owner.id}&exp=\\d+&sig=[\\w-]+$`),
    );
    expect(await statusOf(uploaded.data.url)).toBe(200);
    expect(await statusOf(uploaded.data.url.replace(`viewer=${owner.id}`, `viewer=${viewer.id}`))).toBe(403);
  });
});
