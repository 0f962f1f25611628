import { describe, expect, it } from "vitest";
import { createRateLimiter, MemoryRateLimitStore, retryAfterText } from "./rate-limit.server";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe("rate limiter", () => {
  it("allows the limit per address in a window, then refuses until the window ends", async () => {
    const time = clock();
    const limiter = createRateLimiter({
      name: "test",
      limit: 3,
      windowMs: 60_000,
      store: new MemoryRateLimitStore(),
      now: time.now,
    });
    for (const remaining of [2, 1, 0]) {
      expect(await limiter.consume("1.2.3.4")).toEqual({ allowed: true, remaining });
    }
    time.advance(15_000);
    expect(await limiter.consume("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another address has its own allowance.
    expect((await limiter.consume("5.6.7.8")).allowed).toBe(true);
    time.advance(45_000);
    expect(await limiter.consume("1.2.3.4")).toEqual({ allowed: true, remaining: 2 });
  });

  it("keeps limiters apart in one store, and resets one without the other", async () => {
    const store = new MemoryRateLimitStore();
    const time = clock();
    const a = createRateLimiter({ name: "a", limit: 1, windowMs: 1000, store, now: time.now });
    const b = createRateLimiter({ name: "b", limit: 1, windowMs: 1000, store, now: time.now });
    expect((await a.consume("x")).allowed).toBe(true);
    expect((await b.consume("x")).allowed).toBe(true);
    expect((await a.consume("x")).allowed).toBe(false);
    await a.reset();
    expect((await a.consume("x")).allowed).toBe(true);
    expect((await b.consume("x")).allowed).toBe(false);
  });

  it("forgets expired windows, so memory follows active visitors only", async () => {
    const store = new MemoryRateLimitStore(10);
    const time = clock();
    const limiter = createRateLimiter({
      name: "m",
      limit: 1,
      windowMs: 1000,
      store,
      now: time.now,
    });
    for (let i = 0; i < 50; i++) await limiter.consume(`address-${i}`);
    time.advance(2000);
    await limiter.consume("fresh");
    expect((store as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });

  it("says when to try again", () => {
    expect(retryAfterText(1)).toBe("Please try again in 1 second.");
    expect(retryAfterText(30)).toBe("Please try again in 30 seconds.");
    expect(retryAfterText(61)).toBe("Please try again in 2 minutes.");
  });
});
