import { spawn, type ChildProcess } from 'node:child_process';

/** How long to wait before restarting a child that exited on its own. */
export interface Backoff {
  /** Delay before the first restart; each further restart in a row doubles it. */
  initialMs: number;
  /** The longest delay. */
  maxMs: number;
  /** A child up at least this long was healthy: its next crash restarts after `initialMs` again. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

export interface SuperviseOptions {
  /** Names the child in the log ("upstream"). */
  name: string;
  command: string;
  args: readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  backoff?: Partial<Backoff>;
  /** Where restarts are reported; stderr with the time of day by default. */
  log?: (line: string) => void;
  /** Measures how long a child stayed up; tests pass their own to cross `resetAfterMs` without waiting. */
  now?: () => number;
}

export interface Supervisor {
  /** The running child; none while a restart is pending or after it stopped. */
  readonly child: ChildProcess | undefined;
  /**
   * Restarts no more, sends the child `signal` and resolves once it has exited. Calling it
   * again (say with SIGKILL when the child takes too long) sends the new signal.
   */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const logToStderr = (line: string) => console.error(`${new Date().toTimeString().slice(0, 8)} ${line}`);

const duration = (ms: number) => (ms < 1_000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`);

/**
 * Runs a child process and restarts it whenever it exits without being asked to, after
 * `initialMs`, then twice as long for each further crash in a row, up to `maxMs`.
 */
export function supervise(options: SuperviseOptions): Supervisor {
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const log = options.log ?? logToStderr;
  const now = options.now ?? Date.now;
  const { name } = options;

  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let restartTimer: NodeJS.Timeout | undefined;
  /** Restarts since the child last stayed up for `resetAfterMs`. */
  let attempt = 0;
  let stopping = false;

  // The child runs in its own process group (below), so it would outlive a supervisor that crashes.
  const stopChildOnExit = () => child?.kill('SIGTERM');
  process.on('exit', stopChildOnExit);

  const start = () => {
    restartTimer = undefined;
    const startedAt = now();
    // Its own process group: a terminal's Ctrl-C reaches only the supervisor, which then signals
    // the child once, knowing it is stopping (the tiers read a second signal as "exit at once").
    const spawned = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: 'inherit',
      detached: true,
    });
    child = spawned;
    exited = new Promise((resolve) => {
      let gone = false;
      const onGone = (code: number | null, signal: NodeJS.Signals | null) => {
        if (gone) return;
        gone = true;
        child = undefined;
        resolve();
        if (!stopping) scheduleRestart(code, signal, now() - startedAt);
      };
      spawned.once('exit', onGone);
      spawned.on('error', (error) => {
        log(`${name}: ${error.message}`);
        if (spawned.pid === undefined) onGone(null, null); // it never started, so no 'exit' follows
      });
    });
    if (attempt > 0 && spawned.pid !== undefined) log(`${name} restarted (attempt ${attempt}, pid ${spawned.pid})`);
  };

  const scheduleRestart = (code: number | null, signal: NodeJS.Signals | null, upMs: number) => {
    if (upMs >= backoff.resetAfterMs) attempt = 0;
    attempt += 1;
    const delay = Math.min(backoff.initialMs * 2 ** (attempt - 1), backoff.maxMs);
    const why = code !== null ? `exited with code ${code}` : signal ? `was killed by ${signal}` : 'could not start';
    restartTimer = setTimeout(start, delay); // before logging, so a stop() from the logger cancels it
    log(`${name} ${why} after ${duration(upMs)}; restarting in ${duration(delay)} (attempt ${attempt})`);
  };

  start();
  return {
    get child() {
      return child;
    },
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(restartTimer);
      process.off('exit', stopChildOnExit);
      child?.kill(signal);
      return exited;
    },
  };
}
