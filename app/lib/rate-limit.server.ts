import { log } from "./log.server";

/**
 * Per-address rate limits over fixed windows. The counting lives behind `RateLimitStore`, so a
 * shared store (Redis: INCR plus PEXPIRE on the first hit of a window) can replace the in-memory
 * one when several app servers must share their counts, without touching the callers.
 */

export type RateLimitHit = {
  /** Hits counted for the key in the current window, this one included. */
  count: number;
  /** When the current window ends (epoch ms). */
  resetAt: number;
};

export interface RateLimitStore {
  /** Counts one hit for `key` in its current window of `windowMs`, starting a window if none. */
  hit(key: string, windowMs: number, now: number): Promise<RateLimitHit>;
  /** Forgets every count whose key starts with `prefix` (all of them when omitted). */
  clear(prefix?: string): Promise<void>;
}

/** Counts in this process's memory: right for one app server, and the default. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();
  private nextSweep = 0;

  constructor(
    /** Above this many keys, expired windows are swept at once rather than once a minute. */
    private readonly maxKeys = 100_000,
  ) {}

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
    this.sweep(now);
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  async clear(prefix = "") {
    for (const key of [...this.windows.keys()]) {
      if (key.startsWith(prefix)) this.windows.delete(key);
    }
  }

  /** Drops expired windows so the map only ever holds active visitors. */
  private sweep(now: number) {
    if (now < this.nextSweep && this.windows.size < this.maxKeys) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

export type RateLimitResult =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  /** Counts one attempt by `address` and says whether it may go ahead. */
  consume(address: string): Promise<RateLimitResult>;
  /** Forgets every count of this limiter. */
  reset(): Promise<void>;
};

let defaultStore: RateLimitStore = new MemoryRateLimitStore();

/** Counts kept in this process while the shared store does not answer. */
const insurance = new MemoryRateLimitStore();
/** Whether the shared store failed its last hit (the outage has been logged). */
let storeAway = false;

/** The store new limiters use (a shared one is set once at boot when there is one). */
export function setDefaultRateLimitStore(store: RateLimitStore) {
  defaultStore = store;
}

/**
 * A limiter allowing `limit` attempts per address in each window of `windowMs`.
 * `name` keeps the counts of different limiters apart in a shared store.
 */
export function createRateLimiter(options: {
  name: string;
  limit: number;
  windowMs: number;
  store?: RateLimitStore;
  now?: () => number;
}): RateLimiter {
  const { name, limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const store = () => options.store ?? defaultStore;
  const prefix = `rate:${name}:`;
  return {
    name,
    limit,
    windowMs,
    async consume(address) {
      const time = now();
      let hit: RateLimitHit;
      try {
        hit = await store().hit(`${prefix}${address}`, windowMs, time);
        if (storeAway) {
          storeAway = false;
          log.warn("Rate limit store answers again: counts are shared between servers again");
        }
      } catch (error) {
        // A shared store that is away must neither take the site down nor switch the limits
        // off: this server counts on its own meanwhile, and says so once per outage.
        if (!storeAway) {
          storeAway = true;
          log.warn(
            "Rate limit store unavailable: counting in this server's memory until it answers",
            {
              limiter: name,
              error: String(error),
            },
          );
        }
        hit = await insurance.hit(`${prefix}${address}`, windowMs, time);
      }
      const { count, resetAt } = hit;
      if (count <= limit) return { allowed: true, remaining: limit - count };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - time) / 1000)) };
    },
    reset: () => store().clear(prefix),
  };
}

/** "Please try again in N minutes." (or seconds), for a refused attempt. */
export function retryAfterText(seconds: number) {
  if (seconds < 60) return `Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
