import { useEffect, useState } from 'react';

/**
 * When each attempt's `secondsLeft` was received, by attempt: the panel is kept alive (hidden, its effects paused) and
 * may re-mount, and the countdown must go on from the value as it arrived, not start again from it.
 */
const received = new Map<string, { secondsLeft: number; at: number }>();

/** The moment this value of the attempt's seconds left arrived (a new value, from an event or a read, is a new start). */
function receivedAt(attemptId: string, secondsLeft: number): number {
  const known = received.get(attemptId);
  if (known && known.secondsLeft === secondsLeft) return known.at;
  const at = performance.now();
  received.set(attemptId, { secondsLeft, at });
  return at;
}

const leftNow = (secondsLeft: number, at: number) =>
  Math.max(0, secondsLeft - Math.floor((performance.now() - at) / 1000));

/**
 * The seconds left of a search, counted down from the server's `secondsLeft` as received (decisions: the client does
 * not compare its own clock with the deadline, so a skewed clock still shows the right time), a tick each second.
 */
export function useCountdown(attemptId: string, secondsLeft: number): number {
  const at = receivedAt(attemptId, secondsLeft);
  const left = leftNow(secondsLeft, at);
  // Renders again at each whole second after the value arrived (the number itself is read from the clock above), and
  // at once when the panel shows again after being hidden (kept alive: its last render is what was left on screen).
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each tick arms the next timer (one may land before the second turns)
  useEffect(() => {
    if (leftNow(secondsLeft, at) !== left) return void setTick((count) => count + 1);
    if (left <= 0) return;
    const timer = setTimeout(() => setTick((count) => count + 1), 1005 - ((performance.now() - at) % 1000));
    return () => clearTimeout(timer);
  }, [left, secondsLeft, at, tick]);
  return left;
}
