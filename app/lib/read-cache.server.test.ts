import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "./db.server";
import { clearReadCaches, onSiteChanged, readCache } from "./read-cache.server";

// Only the identity of a database matters to a read cache: plain objects stand for two of them.
const first = {} as Db;
const second = {} as Db;

/** A load that counts its calls and answers with that count. */
function counter() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("readCache", () => {
  it("keeps a value per database for its lifetime, then reads again", async () => {
    vi.useFakeTimers();
    const cache = readCache<number>(1_000);
    const reads = counter();
    expect(await cache.read(first, reads.load)).toBe(1);
    expect(await cache.read(first, reads.load)).toBe(1);
    expect(await cache.read(second, reads.load)).toBe(2);
    vi.advanceTimersByTime(999);
    expect(await cache.read(first, reads.load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.read(first, reads.load)).toBe(3);
  });

  it("forgets one database's value", async () => {
    const cache = readCache<number>(60_000);
    const reads = counter();
    await cache.read(first, reads.load);
    await cache.read(second, reads.load);
    cache.forget(first);
    expect(await cache.read(first, reads.load)).toBe(3);
    expect(await cache.read(second, reads.load)).toBe(2);
  });

  it("drops every cache's values when the site changes", async () => {
    const choices = readCache<number>(60_000);
    const sizes = readCache<number>(60_000);
    const reads = counter();
    await choices.read(first, reads.load);
    await sizes.read(second, reads.load);
    clearReadCaches();
    expect(await choices.read(first, reads.load)).toBe(3);
    expect(await sizes.read(second, reads.load)).toBe(4);
    expect(reads.calls()).toBe(4);
  });

  it("does not keep a value read while the site changed", async () => {
    const cache = readCache<string>(60_000);
    const before = await cache.read(first, async () => {
      clearReadCaches();
      return "read before the change";
    });
    expect(before).toBe("read before the change");
    expect(await cache.read(first, async () => "read after it")).toBe("read after it");
  });

  it("tells the other caches of the site's change until they stop listening", () => {
    let cleared = 0;
    const stop = onSiteChanged(() => cleared++);
    clearReadCaches();
    expect(cleared).toBe(1);
    stop();
    clearReadCaches();
    expect(cleared).toBe(1);
  });
});
