import { describe, expect, it } from "vitest";
import { LoadLimit } from "./load-limit";
import { answerFromCache, chooseEncoding, PageCache, pageToKeep } from "./micro-cache";
import { PUBLIC_PAGE_CACHE } from "./page-cache";

const page = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/html",
      "cache-control": PUBLIC_PAGE_CACHE,
      etag: 'W/"abc"',
      vary: "Cookie, Accept-Encoding",
      ...headers,
    },
  });

describe("pageToKeep", () => {
  it("keeps a public 200 page with its encodings", async () => {
    const kept = await pageToKeep(page("<p>hello</p>".repeat(100)));
    expect(kept?.bodies.identity.toString()).toBe("<p>hello</p>".repeat(100));
    expect(kept!.bodies.gzip.length).toBeLessThan(kept!.bodies.identity.length);
    expect(kept!.bodies.br.length).toBeLessThan(kept!.bodies.identity.length);
    expect(kept!.headers).not.toContainEqual(["etag", 'W/"abc"']);
  });

  it.each([
    ["a cookie", { "set-cookie": "a=1" }, 200],
    ["a private page", { "cache-control": "private, no-cache" }, 200],
    ["no-store", { "cache-control": "no-store" }, 200],
    ["another Vary", { vary: "Cookie, Accept-Language" }, 200],
    ["an encoded body", { "content-encoding": "gzip" }, 200],
    ["no Cache-Control", { "cache-control": "" }, 200],
    ["public but no-cache", { "cache-control": "public, no-cache" }, 200],
    ["an error", {}, 500],
    ["a redirect", { location: "/" }, 302],
  ])("refuses an answer with %s", async (_, headers: Record<string, string>, status) => {
    const response = page("x", headers, status);
    if (headers["cache-control"] === "") response.headers.delete("cache-control");
    expect(await pageToKeep(response)).toBeNull();
  });
});

it("keeps a public API read, with an ETag of its own and Vary for its encodings", async () => {
  const kept = await pageToKeep(
    Response.json(
      { tools: [] },
      { headers: { "cache-control": "public, max-age=60, stale-while-revalidate=300" } },
    ),
  );
  expect(kept?.etag).toMatch(/^W\/"[\w-]{27}"$/);
  expect(kept?.headers).toContainEqual(["vary", "Accept-Encoding"]);
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["deflate", "identity"],
    ["identity", "identity"],
  ])("%s gives %s", (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe("PageCache", () => {
  it("drops the least recently used pages beyond its byte limit", async () => {
    const kept = (await pageToKeep(page("y".repeat(2000))))!;
    const cache = new PageCache({ maxBytes: kept.size * 8, freshMs: 1000 });
    for (let i = 0; i < 10; i++) await cache.fill(`/${i}`, async () => ({ ...kept }));
    expect(cache.size).toBe(8);
    expect(cache.bytes).toBeLessThanOrEqual(kept.size * 8);
    expect(cache.get("/0")).toBeUndefined();
    expect(cache.get("/9")).toBeDefined();
  });

  it("is fresh, then stale, then gone", async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, now: () => now });
    await cache.fill("/", async () => (await pageToKeep(page("z")))!);
    expect(cache.get("/")?.stale).toBe(false);
    now = 1500;
    expect(cache.get("/")?.stale).toBe(true);
    now = 2001;
    expect(cache.get("/")).toBeUndefined();
  });

  it("does not keep a render that began before the site changed", async () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000 });
    let finish!: () => void;
    const rendering = cache.fill("/", async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return (await pageToKeep(page("old")))!;
    });
    cache.clear();
    finish();
    expect(await rendering).not.toBeNull();
    expect(cache.get("/")).toBeUndefined();
  });
});

describe("answerFromCache", () => {
  it("answers HEAD with the GET's headers and 304 to a known version", async () => {
    const kept = (await pageToKeep(page("<p>hi</p>".repeat(50))))!;
    const get = answerFromCache(kept, { method: "GET", acceptEncoding: "gzip", state: "HIT" });
    const head = answerFromCache(kept, { method: "HEAD", acceptEncoding: "gzip", state: "HIT" });
    expect(head.headers).toEqual(get.headers);
    expect(head.body).toBeNull();
    expect(get.headers["content-length"]).toBe(String(kept.bodies.gzip.length));
    const known = answerFromCache(kept, { method: "GET", ifNoneMatch: 'W/"abc"', state: "HIT" });
    expect(known.status).toBe(304);
    expect(known.body).toBeNull();
  });
});

describe("LoadLimit", () => {
  it("runs a bounded number at once, queues in order, and refuses beyond the queue", async () => {
    const limit = new LoadLimit({ concurrency: 1, queue: 1, maxWaitMs: 10_000 });
    const order: number[] = [];
    let release!: () => void;
    const first = limit.run(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      order.push(1);
      return 1;
    });
    const second = limit.run(async () => {
      order.push(2);
      return 2;
    });
    expect(await limit.run(async () => 3)).toBeNull();
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual([1, 2]);
    expect(limit.active).toBe(0);
  });

  it("lets work marked first (renewing a cached page) wait ahead of the queue", async () => {
    const limit = new LoadLimit({ concurrency: 1, queue: 5, maxWaitMs: 10_000 });
    const order: string[] = [];
    let release!: () => void;
    const holding = limit.run(() => new Promise<void>((resolve) => (release = resolve)));
    const queued = ["signed-in", "search"].map((name) =>
      limit.run(async () => void order.push(name)),
    );
    const renewal = limit.run(async () => void order.push("renewal"), { first: true });
    release();
    await Promise.all([holding, ...queued, renewal]);
    expect(order).toEqual(["renewal", "signed-in", "search"]);
  });

  it("gives up the place of a request aborted while it waits, and never starts it", async () => {
    const limit = new LoadLimit({ concurrency: 1, queue: 5, maxWaitMs: 10_000 });
    let release!: () => void;
    const holding = limit.run(() => new Promise<void>((resolve) => (release = resolve)));
    const leaving = new AbortController();
    const started: string[] = [];
    const gone = limit.run(async () => void started.push("gone"), { signal: leaving.signal });
    const next = limit.run(async () => void started.push("next"));
    expect(limit.waiting).toBe(2);
    leaving.abort();
    expect(await gone).toBeNull();
    expect(limit.waiting).toBe(1);
    release();
    await Promise.all([holding, next]);
    expect(started).toEqual(["next"]);
    expect(await limit.run(async () => "late", { signal: leaving.signal })).toBeNull();
    expect(limit.active).toBe(0);
  });

  it("refuses a request that waited too long for its turn", async () => {
    const limit = new LoadLimit({ concurrency: 1, queue: 5, maxWaitMs: 50 });
    let release!: () => void;
    const holding = limit.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await limit.run(async () => "late")).toBeNull();
    expect(limit.waiting).toBe(0);
    release();
    await holding;
    expect(await limit.run(async () => "now")).toBe("now");
  });
});
