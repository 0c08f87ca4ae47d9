import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, inArray, ne } from 'drizzle-orm';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftRecords, ledgerTransactions, redPackets } from '../../upstream/db/schema';
import { GIFTS, TRANSLATION_PACKS } from '../../upstream/economy/catalogue';
import { creditCoins } from '../support/ledger';
import { joinMember, type TestMember } from '../support/members';
import { RECEIVER_SECRET, startTestUpstream, type Envelope, type TestUpstream } from '../support/upstream';

const root = path.join(__dirname, '..', '..');
const CRASHES = 20;
const SPENDERS = 5;
const CREDIT = 20_000;
/** How many times one key is asked before the test gives up on it (a restart refuses connections for a moment). */
const ATTEMPTS = 50;

interface Spend {
  key: string;
  who: TestMember;
  path: string;
  body: Record<string, unknown>;
  kind: 'pack' | 'gift' | 'packet';
  coins: number;
  characters: number;
  /** Every answer it got, from the burst and from each retry: all must be the same. */
  answers: Envelope[];
}

interface Running {
  child: ChildProcess;
  url: string;
}

/** `__dirname` as the file it is written in has it (the migrations folder), not the bundle's folder. */
const ownDirname: Plugin = {
  name: 'own-dirname',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, (file) => {
      const source = readFileSync(file.path, 'utf8');
      return { contents: source.replace(/\b__dirname\b/g, JSON.stringify(path.dirname(file.path))), loader: 'ts' };
    });
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

/**
 * Issue 11: a spend happens exactly once, even when the upstream dies in the middle of it.
 * The upstream runs as its own process on PostgreSQL; 20 times, a burst of concurrent spends
 * (translation packs, gifts, red packets, each with its own idempotency key) is cut short by
 * kill -9, the upstream is started again and the burst's keys are asked again until each
 * answers; at the end every key is asked once more. Then each key is one ledger movement (and
 * one gift or red packet), each answer to a key the same, every balance the credit less the
 * spends, and the ledger reconciles.
 */
describe('spends across kill -9 of the upstream, on postgres', () => {
  let api: TestUpstream;
  let workDir: string;
  let bundle: string;
  const children = new Set<ChildProcess>();
  let spenders: TestMember[];
  let recipient: TestMember;

  beforeAll(async () => {
    // The test's own upstream on a fresh database: it migrates it, makes the members, credits them and checks at the
    // end.
    api = await startTestUpstream('postgres');
    recipient = await joinMember(api, 'Rita');
    spenders = [];
    for (let n = 0; n < SPENDERS; n++) spenders.push(await joinMember(api, `Spender${n}`));
    for (const spender of spenders) await creditCoins(api.upstream, spender.id, CREDIT, `credit-${spender.id}`);
    // Built once: tsx compiling every start would take seconds each time. Packages stay in node_modules (a link beside
    // the bundle).
    workDir = mkdtempSync(path.join(os.tmpdir(), 'across-crash-'));
    symlinkSync(path.join(root, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
    bundle = path.join(workDir, 'upstream.cjs');
    await build({
      entryPoints: [path.join(root, 'upstream', 'main.ts')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
      plugins: [ownDirname],
    });
  });

  afterAll(async () => {
    await Promise.all([...children].map((child) => killed(child)));
    await api?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  /** `npm run start:upstream` as a process of its own, on the test's database, at a port of its choosing. */
  function startUpstream(): Promise<Running> {
    const child = spawn(process.execPath, [bundle], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: api.upstream.config.databaseUrl,
        DATA_DIR: workDir,
        UPSTREAM_HOST: '127.0.0.1',
        UPSTREAM_PORT: '0',
        WEBHOOK_SECRET: RECEIVER_SECRET,
        BFF_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
        SEED_DEMO: '0',
        UPSTREAM_LOG: '0',
      },
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return new Promise((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk;
        const listening = /listening on (http:\/\/\S+)\/user-service/.exec(output);
        if (listening) resolve({ child, url: listening[1] });
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code, signal) =>
        reject(new Error(`the upstream stopped (${code ?? signal}) before it listened:\n${output}`)),
      );
    });
  }

  async function killed(child: ChildProcess) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  const call = async (url: string, spend: Spend): Promise<Envelope> => {
    const response = await fetch(`${url}/user-service${spend.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'Web', language: 'en', token: spend.who.token },
      body: JSON.stringify(spend.body),
    });
    return (await response.json()) as Envelope;
  };

  /** Asks again until the upstream answers (the answer is kept; whether it is right is checked at the end). */
  async function retried(url: string, spend: Spend) {
    for (let attempt = 1; ; attempt++) {
      try {
        spend.answers.push(await call(url, spend));
        return;
      } catch (error) {
        if (attempt === ATTEMPTS)
          throw new Error(`${spend.key} got no answer in ${ATTEMPTS} attempts`, { cause: error });
        await sleep(20);
      }
    }
  }

  /**
   * Each spender spends twice a burst: a pack, and another pack or, every other burst, a gift
   * or a red packet to Rita (chat lets a member send 20 messages in 10 s; each sends 10 in all).
   */
  function burst(round: number): Spend[] {
    return spenders.flatMap((who, n): Spend[] => {
      const key = (slot: number) => `crash-${round}-${n}-${slot}`;
      const pack = (slot: number): Spend => {
        const chosen = pick(TRANSLATION_PACKS);
        return {
          key: key(slot),
          who,
          path: '/translate/recharge',
          body: { id: chosen.id, idempotencyKey: key(slot) },
          kind: 'pack',
          coins: chosen.coins,
          characters: chosen.characters,
          answers: [],
        };
      };
      if ((round + n) % 2 === 1) return [pack(0), pack(1)];
      if (round % 4 < 2) {
        const gift = pick(GIFTS.slice(0, 4));
        const count = 1 + Math.floor(Math.random() * 3);
        return [
          pack(0),
          {
            key: key(1),
            who,
            path: '/gift/give-gifts',
            body: { userId: recipient.id, giftId: gift.id, count, idempotencyKey: key(1) },
            kind: 'gift',
            coins: gift.coins * count,
            characters: 0,
            answers: [],
          },
        ];
      }
      const amount = 1 + Math.floor(Math.random() * 50);
      return [
        pack(0),
        {
          key: key(1),
          who,
          path: '/chat/red-packet/send',
          body: { userId: recipient.id, amount, idempotencyKey: key(1) },
          kind: 'packet',
          coins: amount,
          characters: 0,
          answers: [],
        },
      ];
    });
  }

  it('every spend happens exactly once, whatever the kills cut short, and the ledger reconciles', async () => {
    const bursts: Spend[][] = [];
    let cutOff = 0;
    /** Asks every key of `spends` until each answers, 32 at a time. */
    const askAgain = async (url: string, spends: Spend[]) => {
      for (let from = 0; from < spends.length; from += 32)
        await Promise.all(spends.slice(from, from + 32).map((spend) => retried(url, spend)));
    };
    // The next process boots while the current one works: a restart costs a boot (a second or
    // more), and one that booted before the kill finds the database as one started after it would.
    const booting = () => {
      const next = startUpstream();
      next.catch(() => {}); // awaited below; a failure is reported there
      return next;
    };
    let upstream = await startUpstream();
    let next = booting();
    for (let round = 0; round < CRASHES; round++) {
      const spending = burst(round);
      bursts.push(spending);
      // Killed once `killAfter` spends have come back (none, some, nearly all), and a moment more.
      const killAfter = (round * 3) % spending.length;
      let answered = 0;
      const { child } = upstream;
      const kill = () => setTimeout(() => child.kill('SIGKILL'), Math.random() * 5);
      if (killAfter === 0) kill();
      await Promise.all(
        spending.map((spend) =>
          call(upstream.url, spend).then(
            (answer) => {
              spend.answers.push(answer);
              if (++answered === killAfter) kill();
            },
            () => cutOff++,
          ),
        ),
      );
      await killed(child);
      upstream = await next;
      next = booting();
      // This burst's keys: answered by the killed process, or cut off before or after they were done.
      await askAgain(upstream.url, spending);
    }
    await killed(upstream.child);
    // Every key once more, the earlier ones after many kills, on a process that never saw any of them.
    upstream = await next;
    const spends = bursts.flat();
    await askAgain(upstream.url, spends);
    await killed(upstream.child);

    expect(cutOff, 'spends cut off by a kill').toBeGreaterThan(0);
    const { db } = api.upstream.database;
    const spenderIds = spenders.map((spender) => spender.id);
    const movements = await db
      .select({ userId: ledgerTransactions.userId, key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(and(inArray(ledgerTransactions.userId, spenderIds), ne(ledgerTransactions.kind, 'coin_purchase')));
    const named = (userId: number, key: string) => `${userId}:${key}`;
    expect(movements.map((movement) => named(movement.userId, movement.key)).sort()).toEqual(
      spends.map((spend) => named(spend.who.id, spend.key)).sort(),
    );
    expect(
      await db.select({ id: giftRecords.id }).from(giftRecords).where(inArray(giftRecords.fromId, spenderIds)),
    ).toHaveLength(spends.filter((spend) => spend.kind === 'gift').length);
    expect(
      await db.select({ id: redPackets.id }).from(redPackets).where(inArray(redPackets.senderId, spenderIds)),
    ).toHaveLength(spends.filter((spend) => spend.kind === 'packet').length);
    for (const spender of spenders) {
      const own = spends.filter((spend) => spend.who === spender);
      expect(await api.upstream.ledger.balances(spender.id), spender.email).toEqual({
        coin: CREDIT - own.reduce((sum, spend) => sum + spend.coins, 0),
        character: own.reduce((sum, spend) => sum + spend.characters, 0),
        vip_character: 0,
      });
    }
    // A retry answers what the first answer said (a replay), not a second spend's answer.
    for (const spend of spends) {
      expect(spend.answers[0], spend.key).toMatchObject({ code: 200 });
      expect(spend.answers, `every answer to ${spend.key}`).toEqual(spend.answers.map(() => spend.answers[0]));
    }
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  }, 300_000);
});
