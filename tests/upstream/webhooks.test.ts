import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../upstream/db/open';
import { webhookOutbox } from '../../upstream/db/schema';
import { backoffMs, enqueueEvent, sign } from '../../upstream/webhooks/outbox';
import { buildUpstream } from '../../upstream/server';
import { createTestDatabase } from '../support/postgres';
import { RECEIVER_SECRET, startReceiver, startTestUpstream, TEST_ARGON2 } from '../support/upstream';

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

  it('sends the events due together as one signed array, in the order they were written', async () => {
    const receiver = await startReceiver();
    const api = await startTestUpstream('pglite', { webhookUrl: receiver.url });
    try {
      await api.upstream.database.db.transaction(async (tx) => {
        for (const userId of [1, 2, 3]) await enqueueEvent(tx, 'session.started', { userId, sessionId: `s${userId}` });
      });
      await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(1);
      const [delivery] = receiver.received;
      expect(delivery.headers['x-across-signature']).toBe(sign(delivery.body, RECEIVER_SECRET));
      const events = JSON.parse(delivery.body);
      expect(events.map((event: { data: { userId: number } }) => event.data.userId)).toEqual([1, 2, 3]);
      await expect
        .poll(
          async () =>
            (await api.upstream.database.db.select().from(webhookOutbox).where(isNull(webhookOutbox.deliveredAt)))
              .length,
        )
        .toBe(0);
    } finally {
      await api.stop();
      await receiver.close();
    }
  });

  it('retries until the BFF acknowledges, and delivers after an upstream restart', async () => {
    const receiver = await startReceiver();
    receiver.status = 500; // the BFF is failing
    let api = await startTestUpstream('pglite', { webhookUrl: receiver.url, dataDir });
    await api.upstream.accounts.createMember({ ...member, language: 'en' });
    const login = await api.call('POST', '/account/login', { body: member });
    expect(login.code).toBe(200);

    // The delivery was tried and refused, so the event waits in the outbox.
    await expect
      .poll(async () => (await api.upstream.database.db.select().from(webhookOutbox))[0]?.attempts ?? 0, {
        timeout: 5000,
      })
      .toBeGreaterThan(0);
    const [pending] = await api.upstream.database.db
      .select()
      .from(webhookOutbox)
      .where(isNull(webhookOutbox.deliveredAt));
    expect(pending.lastError).toBe('HTTP 500');
    await api.upstream.stop();
    expect(receiver.received).toEqual([]);

    // The BFF comes back; so does the upstream, on the same folder.
    receiver.status = 200;
    api = await startTestUpstream('pglite', { webhookUrl: receiver.url, dataDir });
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    const event = JSON.parse(receiver.received[0].body);
    expect(event).toMatchObject({ id: pending.id, type: 'session.started', data: { userId: login.data.userInfo.id } });
    await expect
      .poll(
        async () =>
          (await api.upstream.database.db.select().from(webhookOutbox).where(isNull(webhookOutbox.deliveredAt))).length,
      )
      .toBe(0);
    await api.upstream.stop();
    await receiver.close();
  });

  it('retries a refused delivery after the backoff while running', async () => {
    const receiver = await startReceiver();
    receiver.status = 500;
    const api = await startTestUpstream('pglite', { webhookUrl: receiver.url });
    try {
      await api.upstream.accounts.createMember({ ...member, language: 'en' });
      await api.call('POST', '/account/login', { body: member });
      const { db } = api.upstream.database;
      await expect
        .poll(async () => (await db.select().from(webhookOutbox))[0]?.attempts ?? 0, { timeout: 5000 })
        .toBe(1);
      receiver.status = 200;
      await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(1);
      await expect
        .poll(async () => (await db.select().from(webhookOutbox))[0])
        .toMatchObject({ attempts: 2, lastError: null, deliveredAt: expect.any(Date) });
    } finally {
      await api.stop();
      await receiver.close();
    }
  });

  it('sends each event once when two upstream instances share PostgreSQL', async () => {
    const receiver = await startReceiver();
    const database = await createTestDatabase({ empty: true });
    const instances = [0, 1].map(() =>
      buildUpstream({
        databaseUrl: database.url,
        port: 0,
        webhookUrl: receiver.url,
        webhookSecret: RECEIVER_SECRET,
        seedDemo: false,
        logger: false,
        argon2: TEST_ARGON2,
      }),
    );
    try {
      const [first, second] = await Promise.all(instances.map((instance) => instance.start()));
      const members = [0, 1, 2, 3, 4, 5].map((n) => ({
        email: `m${n}@example.test`,
        password: 'long enough',
        nickname: `M${n}`,
      }));
      const post = (url: string, path: string, body: unknown) =>
        fetch(`${url}/user-service${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      for (const body of members) await instances[0].accounts.createMember({ ...body, language: 'en' });
      await Promise.all(
        members.map((body, n) =>
          post(n % 2 ? second : first, '/account/login', { email: body.email, password: body.password }),
        ),
      );
      // A POST holds one event, or several as an array.
      const events = () =>
        receiver.received.flatMap((delivery) => [JSON.parse(delivery.body)].flat() as Array<{ id: string }>);
      await expect.poll(() => events().length, { timeout: 10_000 }).toBe(members.length);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // a second poll round by both sends nothing more
      const ids = events().map((event) => event.id);
      expect(new Set(ids).size).toBe(members.length);
      expect(ids.length).toBe(members.length);
    } finally {
      for (const instance of instances) await instance.stop();
      await database.drop();
      await receiver.close();
    }
  });

  it('stops promptly while a delivery hangs, and sends it again after a restart', async () => {
    let hung = 0;
    const hanging = createServer(() => {
      hung++; // never answers
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
    const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'across-hang-'));
    try {
      const api = await startTestUpstream('pglite', { webhookUrl: hangingUrl, dataDir: folder });
      await api.upstream.accounts.createMember({ ...member, language: 'en' });
      expect((await api.call('POST', '/account/login', { body: member })).code).toBe(200);
      await expect.poll(() => hung, { timeout: 5000 }).toBe(1);
      const started = Date.now();
      await api.stop();
      expect(Date.now() - started).toBeLessThan(3000);

      const receiver = await startReceiver();
      const again = await startTestUpstream('pglite', { webhookUrl: receiver.url, dataDir: folder });
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse(receiver.received[0].body)).toMatchObject({ type: 'session.started' });
      await again.stop();
      await receiver.close();
    } finally {
      hanging.closeAllConnections();
      hanging.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a second process on the same PGlite folder with a clear message', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `Another Across upstream (pid ${process.pid}) is using ${path.join(dataDir, 'pglite')}; stop it or set DATA_DIR`,
      );
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `require('./upstream/db/open').openDatabase({ dataDir: ${JSON.stringify(dataDir)} }).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`,
        ],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(child.status).toBe(3);
      expect(child.stderr).toContain(
        `Another Across upstream (pid ${process.pid}) is using ${path.join(dataDir, 'pglite')}; stop it or set DATA_DIR`,
      );
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
      [
        '--import',
        'tsx',
        '-e',
        `require('./upstream/db/open').openDatabase({ dataDir: ${JSON.stringify(dataDir)} }).then(() => process.kill(process.pid, 'SIGKILL'))`,
      ],
      { cwd: ROOT },
    );
    expect(killed.signal).toBe('SIGKILL');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
