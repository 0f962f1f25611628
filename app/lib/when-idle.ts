/**
 * Runs `task` once the browser is idle (at the latest after two seconds), or at once where it
 * cannot say; returns a function that cancels it. For code fetched ahead of need.
 */
export function whenIdle(task: () => void) {
  if (!("requestIdleCallback" in window)) {
    task();
    return () => {};
  }
  const idle = window.requestIdleCallback(task, { timeout: 2_000 });
  return () => window.cancelIdleCallback(idle);
}
