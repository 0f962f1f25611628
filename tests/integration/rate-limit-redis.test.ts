import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRedisRateLimitStore } from "~/lib/rate-limit-redis.server";
import { createRateLimiter } from "~/lib/rate-limit.server";

// Against the Redis on 127.0.0.1:6379 (scripts/test-prerequisites.sh makes sure it runs). Two
// stores on one Redis stand for two app servers.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `aitools-test:${process.env.TEST_DB}:${process.pid}:${Date.now()}:`;
const serverA = createRedisRateLimitStore(REDIS_URL, prefix);
const serverB = createRedisRateLimitStore(REDIS_URL, prefix);

beforeAll(async () => {
  expect(await serverA.ready(5_000)).toBe(true);
  expect(await serverB.ready(5_000)).toBe(true);
});

afterAll(async () => {
  await serverA.clear();
  serverA.close();
  serverB.close();
});

describe("rate limits shared through Redis", () => {
  it("counts one address across app servers and refuses past the limit", async () => {
    const options = { name: "shared", limit: 3, windowMs: 60_000 };
    const onA = createRateLimiter({ ...options, store: serverA });
    const onB = createRateLimiter({ ...options, store: serverB });
    const results = [
      await onA.consume("10.0.0.1"),
      await onB.consume("10.0.0.1"),
      await onA.consume("10.0.0.1"),
      await onB.consume("10.0.0.1"),
    ];
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    const refused = results[3]!;
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await onB.consume("10.0.0.2")).allowed).toBe(true);
  });

  it("starts a new window when the old one expires", async () => {
    const limiter = createRateLimiter({ name: "short", limit: 1, windowMs: 300, store: serverA });
    expect((await limiter.consume("10.0.0.3")).allowed).toBe(true);
    expect((await limiter.consume("10.0.0.3")).allowed).toBe(false);
    // Redis ends the window on its own clock: refused attempts until then do not extend it.
    await expect
      .poll(async () => (await limiter.consume("10.0.0.3")).allowed, { timeout: 5_000 })
      .toBe(true);
  });

  it("forgets a limiter's counts on reset", async () => {
    const limiter = createRateLimiter({
      name: "reset",
      limit: 1,
      windowMs: 60_000,
      store: serverA,
    });
    await limiter.consume("10.0.0.4");
    expect((await limiter.consume("10.0.0.4")).allowed).toBe(false);
    await limiter.reset();
    expect((await limiter.consume("10.0.0.4")).allowed).toBe(true);
  });

  it("keeps limiting in this server's memory while Redis cannot be reached, and says so once", async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((line) => {
      logged.push(String(line));
      return true;
    });
    const away = createRedisRateLimitStore("redis://127.0.0.1:1", prefix);
    try {
      // A count is refused at once, not queued until Redis comes back or the command times out.
      await expect(away.hit("away:10.0.0.5", 60_000, Date.now())).rejects.toThrow(
        /enableOfflineQueue/,
      );
      const limiter = createRateLimiter({ name: "away", limit: 2, windowMs: 60_000, store: away });
      const allowed = [];
      for (let i = 0; i < 4; i++) allowed.push((await limiter.consume("10.0.0.5")).allowed);
      expect(allowed).toEqual([true, true, false, false]);
      expect((await limiter.consume("10.0.0.6")).allowed).toBe(true);
    } finally {
      spy.mockRestore();
      away.close();
    }
    const outages = logged.filter((line) => line.includes("Rate limit store unavailable"));
    expect(outages).toHaveLength(1);
    // Redis answering again is said once too.
    const back = createRateLimiter({ name: "back", limit: 5, windowMs: 60_000, store: serverA });
    const again: string[] = [];
    const spyAgain = vi.spyOn(process.stderr, "write").mockImplementation((line) => {
      again.push(String(line));
      return true;
    });
    try {
      await back.consume("10.0.0.7");
      await back.consume("10.0.0.7");
    } finally {
      spyAgain.mockRestore();
    }
    expect(again.filter((line) => line.includes("answers again"))).toHaveLength(1);
  });
});
