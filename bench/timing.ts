// Latency of requests sent one at a time: the figures every part of the bench reports.

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Times `rounds` passes over `requests` (each a fetch), one at a time, leaving out the first
 * `warmUp` passes; a non-2xx answer counts as failed.
 */
export async function timeRequests<T>(
  items: readonly T[],
  send: (item: T) => Promise<Response>,
  { rounds, warmUp }: { rounds: number; warmUp: number },
) {
  const timings: number[] = [];
  let failed = 0;
  for (let round = 0; round < rounds; round++) {
    for (const item of items) {
      const started = performance.now();
      const response = await send(item);
      await response.arrayBuffer();
      if (!response.ok) failed++;
      if (round >= warmUp) timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  return {
    count: timings.length,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    max: timings.at(-1)!,
    failed,
  };
}
export type Latency = Awaited<ReturnType<typeof timeRequests>>;
