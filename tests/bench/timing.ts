import { performance } from 'node:perf_hooks';

/** How long each of `times` runs took, one after another, in ms. */
export async function time(times: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The `q` quantile (0.5 is the median) of some samples. */
export function quantile(samples: number[], q: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
