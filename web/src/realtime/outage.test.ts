import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outageEvents, retryDelayMs, retryLater } from './outage';

/** When what failed for an outage tries again (the maintenance notice, a login, the chat outbox, a subscription). */
describe('trying again through an outage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    outageEvents.answered(); // no outage left over from another case
  });
  afterEach(() => {
    outageEvents.answered();
    vi.useRealTimers();
  });

  it('waits half as long as the outage has lasted, 1 to 30 s, give or take a fifth', () => {
    outageEvents.failed();
    expect(retryDelayMs()).toBeGreaterThanOrEqual(800);
    expect(retryDelayMs()).toBeLessThanOrEqual(1_200);
    vi.advanceTimersByTime(10_000);
    expect(retryDelayMs()).toBeGreaterThanOrEqual(4_000);
    expect(retryDelayMs()).toBeLessThanOrEqual(6_000);
    vi.advanceTimersByTime(10 * 60_000);
    expect(retryDelayMs()).toBeGreaterThanOrEqual(24_000);
    expect(retryDelayMs()).toBeLessThanOrEqual(36_000);
    // Something that failed at its own time (a chat message) counts from then.
    expect(retryDelayMs(Date.now() - 4_000)).toBeLessThanOrEqual(2_400);
  });

  it('tries once, after the wait or at once when the service answers again, whichever comes first', () => {
    outageEvents.failed();
    const byTimer = vi.fn();
    retryLater(byTimer, { atLeastMs: 5_000 });
    vi.advanceTimersByTime(4_900);
    expect(byTimer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(byTimer).toHaveBeenCalledTimes(1);

    const byCue = vi.fn();
    retryLater(byCue, { atLeastMs: 60_000 });
    outageEvents.failed(); // still down: no cue
    expect(byCue).not.toHaveBeenCalled();
    outageEvents.answered();
    expect(byCue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(byCue).toHaveBeenCalledTimes(1);
  });

  it('answers without an outage cue nothing, and a cancelled retry never runs', () => {
    const retry = vi.fn();
    const cancel = retryLater(retry, { atLeastMs: 2_000 });
    outageEvents.answered(); // nothing was failing: not a cue
    expect(retry).not.toHaveBeenCalled();
    cancel();
    outageEvents.failed();
    outageEvents.answered();
    vi.advanceTimersByTime(60_000);
    expect(retry).not.toHaveBeenCalled();
  });
});
