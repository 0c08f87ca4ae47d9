/**
 * Whether upstream answers, as this BFF's calls find it: a circuit breaker. A call that could
 * not reach upstream (refused, reset, past its deadline, a proxy's 5xx page) opens it; while
 * it is open every call fails at once with SERVICE_UNAVAILABLE instead of each waiting for
 * its own deadline, so a screen opened during an outage shows the maintenance notice at once.
 * Meanwhile the breaker asks upstream's health, at once and then every `intervalMs`; the
 * first answer (the probe's, or a call's already under way) closes it. Nothing is probed
 * while it is closed.
 */
export class UpstreamBreaker {
  private openSince: number | null = null;
  private probing = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    /** Asks upstream whether it answers: true when it did, within the probe's own short deadline. */
    private readonly probe: () => Promise<boolean>,
    private readonly intervalMs: number,
  ) {}

  get isOpen(): boolean {
    return this.openSince !== null;
  }

  /** A call could not reach upstream. */
  failed() {
    if (this.openSince !== null || this.stopped) return;
    this.openSince = Date.now();
    console.warn('upstream unavailable: calls answer SERVICE_UNAVAILABLE until it answers again');
    void this.probeNow();
  }

  /** Upstream answered (whatever it said). */
  answered() {
    clearTimeout(this.timer);
    if (this.openSince === null) return;
    console.warn(`upstream answers again after ${Math.round((Date.now() - this.openSince) / 1000)} s`);
    this.openSince = null;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async probeNow() {
    // One probe at a time: one under way when the breaker opens again goes on probing.
    if (this.probing) return;
    this.probing = true;
    const up = await this.probe().catch(() => false);
    this.probing = false;
    if (up) return this.answered();
    if (this.openSince === null || this.stopped) return;
    this.timer = setTimeout(() => void this.probeNow(), this.intervalMs);
    this.timer.unref();
  }
}
