/**
 * A background worker's loop: `pass()` runs on `kick()` (after a commit that wrote work),
 * every `pollMs`, and never twice at once (a kick during a pass runs one more after it).
 * `stop()` aborts `signal`, so a pass can cut in-flight I/O short, and waits for the
 * running pass. Workers extend it and write only their pass.
 */
export abstract class RepeatingPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private readonly abort = new AbortController();

  constructor(
    private readonly pollMs: number,
    protected readonly log: (message: string) => void,
  ) {}

  /** One pass over the work that is due. */
  protected abstract pass(): Promise<void>;

  /** Aborted by `stop()`: passed to fetch, mail and the like. */
  get signal(): AbortSignal {
    return this.abort.signal;
  }

  get stopped(): boolean {
    return this.abort.signal.aborted;
  }

  start() {
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error) => this.log(`${this.constructor.name} pass failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop() {
    this.abort.abort();
    clearInterval(this.timer);
    await this.running;
  }
}
