import { Redis } from "ioredis";
import type { RateLimitHit, RateLimitStore } from "./rate-limit.server";

/**
 * Counts in Redis, so every app server sees the same counts (REDIS_URL). A window starts with
 * the first hit of a key: SET NX with the window's expiry, then INCR, in one transaction (works
 * on any Redis from 2.6.12).
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix = "aitools:",
  ) {}

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
    const name = `${this.keyPrefix}${key}`;
    const results = await this.redis
      .multi()
      .set(name, 0, "PX", windowMs, "NX")
      .incr(name)
      .pttl(name)
      .exec();
    if (!results || results.some(([error]) => error)) {
      throw new Error("Redis did not count the hit.");
    }
    const count = Number(results[1]![1]);
    const ttl = Number(results[2]![1]);
    return { count, resetAt: now + (ttl > 0 ? ttl : windowMs) };
  }

  async clear(prefix = "") {
    let cursor = "0";
    do {
      const [next, keys] = await this.redis.scan(
        cursor,
        "MATCH",
        `${this.keyPrefix}${prefix}*`,
        "COUNT",
        500,
      );
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  }

  /** Resolves once connected, or after `ms` whatever happened (the limiter copes either way). */
  async ready(ms: number): Promise<boolean> {
    if (this.redis.status === "ready") return true;
    return new Promise((resolve) => {
      const done = (connected: boolean) => {
        clearTimeout(timer);
        this.redis.off("ready", onReady);
        resolve(connected);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      this.redis.once("ready", onReady);
    });
  }

  close() {
    this.redis.disconnect();
  }
}

/**
 * A store on REDIS_URL. While Redis is away a count fails at once (no queue of commands waiting
 * for it to come back) and the limiter counts in memory meanwhile; a count sent to a Redis that
 * stopped answering waits at most half a second.
 */
export function createRedisRateLimitStore(url: string, keyPrefix?: string) {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    enableOfflineQueue: false,
  });
  redis.on("error", () => {
    // Reported where a count fails (the limiter logs it and lets the request through).
  });
  return new RedisRateLimitStore(redis, keyPrefix);
}
