import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * A burn-after-read photo's bytes leave the media folder once nobody may see it: after its
 * recipient's one view (and its 8 seconds), with no one clearing anything; the sender's copy
 * says burned from the view on. On PostgreSQL, with the media folder on disk.
 */
describe('burn photos are deleted after their one view', () => {
  let api: TestUpstream;
  let dataDir: string;
  let ana: TestMember;
  let ben: TestMember;
  let png: Buffer;
  let clientIds = 0;

  const post = (who: TestMember, route: string, body: unknown) => api.call('POST', route, { token: who.token, body });
  const sendBurn = async (from: TestMember, to: TestMember) => {
    const grant = (await post(from, '/file/qiniu-token', {})).data.token as string;
    const upload = await fetch(`${api.url}/media/upload?grant=${encodeURIComponent(grant)}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    const { key } = (await upload.json()).data as { key: string };
    const sent = await post(from, '/chat/send', {
      userId: to.id,
      clientId: `b-${++clientIds}`,
      type: 'img',
      key,
      burn: true,
    });
    expect(sent.code, sent.msg).toBe(200);
    return { ...(sent.data as { id: number; url: string }), file: path.join(dataDir, 'media', key) };
  };
  const latest = async (who: TestMember, peer: TestMember) =>
    (await api.call('GET', `/chat/history?userId=${peer.id}`, { token: who.token })).data.list[0];
  const status = async (url: string) => (await fetch(`${api.url}${url}`)).status;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'across-burn-'));
    api = await startTestUpstream('postgres', { dataDir });
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#a36' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the bytes are gone from the media folder after the one view, and the sender’s copy says burned', async () => {
    const sent = await sendBurn(ana, ben);
    expect(existsSync(sent.file)).toBe(true);
    expect(sent).toMatchObject({ burnState: 'unviewed' });
    const view = await post(ben, '/im/read-burnimg', { msgId: sent.id });
    expect(view.code, view.msg).toBe(200);
    expect(await status(view.data.url)).toBe(200);
    // From the view on, the sender's copy is burned: no photo, its old URL refused.
    expect(await latest(ana, ben)).toMatchObject({ burn: true, burnState: 'viewed', url: null });
    expect(await status(sent.url)).toBe(403);
    // Once the 8 seconds are over, the file goes by itself: nobody cleared anything.
    await expect.poll(() => existsSync(sent.file), { timeout: 20_000, interval: 250 }).toBe(false);
    const [row] = await api.upstream.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row.mediaDeletedAt).toBeInstanceOf(Date);
    expect(await latest(ben, ana)).toMatchObject({ burnState: 'viewed', url: null });
  });

  it('an unviewed burn photo stays the sender’s, even when its recipient cleared their history', async () => {
    const sent = await sendBurn(ana, ben);
    await post(ben, '/chat/history-clear', { userId: ana.id });
    await api.upstream.chatMedia.sweep();
    expect(existsSync(sent.file)).toBe(true);
    expect(await latest(ana, ben)).toMatchObject({ id: sent.id, burnState: 'unviewed', url: expect.any(String) });
    // Both cleared: nobody may see it.
    await post(ana, '/chat/history-clear', { userId: ben.id });
    await api.upstream.chatMedia.sweep();
    expect(existsSync(sent.file)).toBe(false);
  });
});
