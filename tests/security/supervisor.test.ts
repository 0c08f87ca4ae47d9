import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { supervise, type Supervisor } from '../../scripts/supervisor';

/**
 * Issue 8: `npm start` restarts a tier that dies, with growing delays, instead of stopping
 * Across; stopping it stops the tier for good. The child is a real process that crashes the
 * first few times it runs, then stays up.
 */

// Counts its runs in RUNS_FILE; exits with code 1 on the first CRASHES runs, then stays up.
const CHILD = `
const fs = require('node:fs');
const file = process.env.RUNS_FILE;
const runs = (fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : 0) + 1;
fs.writeFileSync(file, String(runs));
if (runs <= Number(process.env.CRASHES)) process.exit(1);
setInterval(() => {}, 60_000);
`;

const BACKOFF = { initialMs: 20, maxMs: 80, resetAfterMs: 10_000 };

describe('the tier supervisor (scripts/supervisor.ts)', () => {
  let folder: string;
  let runsFile: string;
  let lines: string[];
  /** The supervisor's clock: frozen, so a child counts as up for `resetAfterMs` only when a test moves it on. */
  let clock: number;
  const supervisors: Supervisor[] = [];

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'across-supervisor-'));
    runsFile = path.join(folder, 'runs');
    lines = [];
    clock = 0;
  });
  afterEach(async () => {
    await Promise.all(supervisors.splice(0).map((supervisor) => supervisor.stop('SIGKILL')));
    rmSync(folder, { recursive: true, force: true });
  });

  const runs = () => {
    try {
      return Number(readFileSync(runsFile, 'utf8'));
    } catch {
      return 0;
    }
  };

  const start = (crashes: number, log = (line: string) => void lines.push(line)) => {
    const supervisor = supervise({
      name: 'upstream',
      command: process.execPath,
      args: ['-e', CHILD],
      env: { ...process.env, RUNS_FILE: runsFile, CRASHES: String(crashes) },
      backoff: BACKOFF,
      log,
      now: () => clock,
    });
    supervisors.push(supervisor);
    return supervisor;
  };

  const waitFor = async (what: string, condition: () => boolean) => {
    for (const deadline = Date.now() + 3_000; !condition(); await new Promise((resolve) => setTimeout(resolve, 10))) {
      if (Date.now() > deadline) throw new Error(`no ${what}; the supervisor said:\n${lines.join('\n')}`);
    }
  };

  const isAlive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('restarts a crashing child after doubling delays up to the cap, resets them once it stayed up, and stops it for good', async () => {
    const supervisor = start(4);
    await waitFor('fifth run staying up', () => runs() === 5 && lines.length === 8);
    const restarted = (attempt: number) =>
      expect.stringMatching(new RegExp(`^upstream restarted \\(attempt ${attempt}, pid \\d+\\)$`));
    expect(lines).toEqual([
      'upstream exited with code 1 after 0 ms; restarting in 20 ms (attempt 1)',
      restarted(1),
      'upstream exited with code 1 after 0 ms; restarting in 40 ms (attempt 2)',
      restarted(2),
      'upstream exited with code 1 after 0 ms; restarting in 80 ms (attempt 3)',
      restarted(3),
      'upstream exited with code 1 after 0 ms; restarting in 80 ms (attempt 4)',
      restarted(4),
    ]);

    // Up for the reset window, then killed: a fresh crash, so the first delay again.
    clock += BACKOFF.resetAfterMs;
    supervisor.child!.kill('SIGKILL');
    await waitFor('restart after the reset', () => runs() === 6 && lines.length === 10);
    expect(lines.slice(8)).toEqual([
      'upstream was killed by SIGKILL after 10 s; restarting in 20 ms (attempt 1)',
      restarted(1),
    ]);

    const pid = supervisor.child!.pid!;
    await supervisor.stop();
    expect(supervisor.child).toBeUndefined();
    expect(isAlive(pid)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, BACKOFF.maxMs * 3));
    expect(runs()).toBe(6);
    expect(lines).toHaveLength(10);
  });

  it('does not restart a child whose restart was pending when it was stopped', async () => {
    let supervisor: Supervisor | undefined;
    supervisor = start(Infinity, (line) => {
      lines.push(line);
      // Stop right after the crash is reported, while its restart is waiting.
      void supervisor?.stop();
    });
    await waitFor('crash', () => lines.length === 1);
    expect(lines).toEqual(['upstream exited with code 1 after 0 ms; restarting in 20 ms (attempt 1)']);
    await new Promise((resolve) => setTimeout(resolve, BACKOFF.maxMs * 3));
    expect(runs()).toBe(1);
    expect(lines).toHaveLength(1);
    expect(supervisor.child).toBeUndefined();
  });
});
