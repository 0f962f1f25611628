// React's scheduler publishes no types of its own; this is the one call the app makes of it.
declare module "scheduler" {
  /** Sets how long a slice of work runs before the scheduler yields: 1000 / fps ms (0: its default, 5 ms). */
  export function unstable_forceFrameRate(fps: number): void;
}
