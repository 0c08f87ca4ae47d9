import { useEffect, useState } from 'react';

/** Whole seconds until `until` (a time in ms), counting down. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: rechecked each tick, to stop after `until`
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
