import { log } from "~/lib/log.server";

export type Repeat = {
  /** Time between two runs. */
  everyMs: number;
  /** A first run this long after the server starts, before the first full interval. */
  firstMs?: number;
  /** What the log says when a run fails; the next run tries again. */
  failure: string;
};

/**
 * Runs `work` every `everyMs` on this app server (and once `firstMs` after it starts, when
 * given), one run at a time: a turn that comes while the last run goes on is skipped. The timers
 * never keep the process alive. Returns a function that stops it.
 */
export function repeat(work: () => Promise<unknown>, { everyMs, firstMs, failure }: Repeat) {
  let running = false;
  const turn = () => {
    if (running) return;
    running = true;
    work()
      .catch((error) => log.warn(failure, { error: String(error) }))
      .finally(() => (running = false));
  };
  const timers = [setInterval(turn, everyMs)];
  if (firstMs !== undefined) timers.push(setTimeout(turn, firstMs));
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
