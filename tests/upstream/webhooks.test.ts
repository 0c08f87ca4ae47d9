import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../upstream/db/open';
import { webhookOutbox } from '../../upstream/db/schema';
import { backoffMs } from '../../upstream/webhooks/outbox';
import { startReceiver, startTestUpstream } from '../support/upstream';

const ROOT = path.join(__dirname, '..', '..');
const member = { email: 'kai@example.test', password: 'kai-password', nickname: 'Kai' };

describe('webhook outbox', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'across-outbox-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('backs off exponentially up to a minute', () => {
    expect([1, 2, 3, 4, 7, 20].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 60000, 60000]);
  });

  it('retries until the BFF acknowledges, and delivers after an upstream restart', async () => {
    const receiver = await startReceiver();
    receiver.status = 503; // the BFF is down
    let api = await startTestUpstream('pglite', { webhookUrl: receiver.url, dataDir });
    await api.call('POST', '/account/register', { body: member });
    const login = await api.call('POST', '/account/login', { body: member });
    expect(login.code).toBe(200);

    // The delivery was tried and refused, so the event waits in the outbox.
    await expect
      .poll(async () => (await api.upstream.database.db.select().from(webhookOutbox))[0]?.attempts ?? 0, { timeout: 5000 })
      .toBeGreaterThan(0);
    const [pending] = await api.upstream.database.db.select().from(webhookOutbox).where(isNull(webhookOutbox.deliveredAt));
    expect(pending.lastError).toBe('HTTP 503');
    await api.upstream.stop();
    expect(receiver.received).toEqual([]);

    // The BFF comes back; so does the upstream, on the same folder.
    receiver.status = 200;
    api = await startTestUpstream('pglite', { webhookUrl: receiver.url, dataDir });
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    const event = JSON.parse(receiver.received[0].body);
    expect(event).toMatchObject({ id: pending.id, type: 'session.started', data: { userId: login.data.userInfo.id } });
    await expect
      .poll(async () => (await api.upstream.database.db.select().from(webhookOutbox).where(isNull(webhookOutbox.deliveredAt))).length)
      .toBe(0);
    await api.upstream.stop();
    await receiver.close();
  });

  it('refuses a second process on the same PGlite folder with a clear message', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(`Another Across upstream (pid ${process.pid})`);
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', '-e', `require('./upstream/db/open').openDatabase({ dataDir: ${JSON.stringify(dataDir)} }).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(child.status).toBe(3);
      expect(child.stderr).toContain(`Another Across upstream (pid ${process.pid}) is using the database`);
    } finally {
      await first.close();
    }
    // Released on close: the next opener gets it.
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that died', async () => {
    const killed = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', `require('./upstream/db/open').openDatabase({ dataDir: ${JSON.stringify(dataDir)} }).then(() => process.kill(process.pid, 'SIGKILL'))`],
      { cwd: ROOT },
    );
    expect(killed.signal).toBe('SIGKILL');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
