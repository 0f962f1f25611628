import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import { setToolStatus } from "~/features/catalogue/admin-mutations.server";
import { slugify } from "~/features/catalogue/tool";
import { createSession, createTool, createUser, type ToolRow } from "../factories";
import { expectConsoleError } from "../setup/console-errors";
import { rawAnswer } from "../setup/raw-answer";
import { startTestServer } from "../setup/test-server";

// The production server's micro-cache of anonymous pages (decision 019), over the real build
// and database: one render shared by everyone, compressed once, never for a signed-in visitor
// or an error, emptied by an administrator's change on every app server.

// One server at a time: each block starts its own over the process's one database.
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

const pathOf = (tool: ToolRow) => `/tool/${tool.id}/${slugify(tool.name)}`;
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${server.baseUrl}${path}`, { method, headers });
/** How many of the app's own answers were for `path` (cache hits never reach the app). */
const rendersOf = (app: Server["app"], path: string) =>
  app.requests.filter((request) => new URL(request.url).pathname === path).length;

async function eventually(check: () => Promise<boolean>, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe("the anonymous page cache", () => {
  beforeAll(async () => {
    server = await startTestServer({ production: { PAGE_CACHE_SECONDS: 60 } });
  });
  afterAll(async () => server?.close());

  it("renders a page once and answers the next visitors from memory, byte for byte", async () => {
    const tool = await createTool(server.db);
    const first = await get(pathOf(tool));
    const body = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(body).toContain(tool.name);
    const second = await get(pathOf(tool));
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(body);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe(
      "public, max-age=60, stale-while-revalidate=600",
    );
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(rendersOf(server.app, pathOf(tool))).toBe(1);
  });

  it("keeps the file-like answers the app renders, but neither static files nor pictures", async () => {
    const tool = await createTool(server.db);
    const files = {
      "/robots.txt": "text/plain",
      "/llms.txt": "text/plain",
      "/sitemap.xml": "application/xml",
      "/blog/rss.xml": "application/rss+xml",
      [`/tools/${tool.id}.md`]: "text/markdown",
    };
    for (const [path, type] of Object.entries(files)) {
      const first = await get(path);
      const body = await first.text();
      expect([path, first.status, first.headers.get("x-cache")]).toEqual([path, 200, "MISS"]);
      const second = await get(path);
      expect([path, second.headers.get("x-cache")]).toEqual([path, "HIT"]);
      expect(second.headers.get("content-type")).toContain(type);
      expect(await second.text()).toBe(body);
      expect([path, rendersOf(server.app, path)]).toEqual([path, 1]);
    }
    // A file of the build is served from disk, never through the app or the cache.
    for (let round = 0; round < 2; round++) {
      const icon = await get("/favicon.svg");
      await icon.arrayBuffer();
      expect([icon.status, icon.headers.get("x-cache")]).toEqual([200, null]);
    }
    expect(rendersOf(server.app, "/favicon.svg")).toBe(0);
    // Share images have a cache of their own: each request reaches their route.
    const page = await (await get(pathOf(tool))).text();
    const image = /property="og:image" content="[^"]*?(\/share\/[^"]+)"/
      .exec(page)![1]!
      .replaceAll("&amp;", "&");
    for (let round = 0; round < 2; round++) {
      const picture = await get(image);
      await picture.arrayBuffer();
      expect([picture.status, picture.headers.get("x-cache")]).toEqual([200, null]);
    }
    expect(rendersOf(server.app, new URL(image, server.baseUrl).pathname)).toBe(2);
  });

  it("renders once for many visitors missing the same page at the same moment", async () => {
    const tool = await createTool(server.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(pathOf(tool))));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
    expect(rendersOf(server.app, pathOf(tool))).toBe(1);
    // Only the one that rendered it missed; the others were answered from its render.
    const verdicts = answers.map((answer) => answer.headers.get("x-cache"));
    expect(verdicts.filter((verdict) => verdict === "MISS")).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict === "HIT")).toHaveLength(19);
  });

  it("keeps brotli and gzip beside the page, answers 304 to a known version, and HEAD like GET", async () => {
    const tool = await createTool(server.db);
    const plain = await get(pathOf(tool));
    const text = await plain.text();
    const br = await get(pathOf(tool), { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const brBytes = Buffer.from(await br.arrayBuffer());
    // fetch decodes what it asked for; a raw check needs the bytes as sent.
    expect(brBytes.length).toBeGreaterThan(0);
    const raw = await rawGet(pathOf(tool), "br");
    expect(brotliDecompressSync(raw.body).toString()).toBe(text);
    const gz = await rawGet(pathOf(tool), "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(text);
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    expect(gz.body.length).toBeLessThan(text.length / 3);

    for (const encoding of ["identity", "gzip", "br"]) {
      const got = await rawGet(pathOf(tool), encoding);
      const head = await rawGet(pathOf(tool), encoding, "HEAD");
      expect(head.body.length).toBe(0);
      for (const name of ["etag", "content-length", "content-encoding", "content-type", "vary"]) {
        expect([encoding, name, head.headers[name]]).toEqual([encoding, name, got.headers[name]]);
      }
    }
    const known = await get(pathOf(tool), { "if-none-match": plain.headers.get("etag")! });
    expect(known.status).toBe(304);
    expect(await known.text()).toBe("");
    expect(rendersOf(server.app, pathOf(tool))).toBe(1);
  });

  it("answers the health checks uncompressed and never from the cache", async () => {
    for (const [path, text] of [
      ["/healthz", "ok"],
      ["/readyz", "ready"],
      // With a query, a check reaches the app's own routes: the same answer.
      ["/healthz?from=balancer", "ok"],
      ["/readyz?from=balancer", "ready"],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const answer = await rawGet(path, "gzip, deflate, br");
        expect(answer.headers["content-encoding"]).toBeUndefined();
        expect(answer.body.toString()).toBe(text);
        expect(answer.headers["cache-control"]).toBe("no-store");
        expect(answer.headers["x-cache"]).toBeUndefined();
        expect(answer.headers["x-frame-options"]).toBe("DENY");
      }
      const head = await rawGet(path, "identity", "HEAD");
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(String(text.length));
    }
  });

  it("never answers a signed-in visitor from the cache, but ignores other sites' cookies", async () => {
    const tool = await createTool(server.db);
    await get(pathOf(tool));
    const user = await createUser(server.db, { name: "Cache Reader" });
    const session = await createSession(server.db, user);
    const signedIn = await get(pathOf(tool), { cookie: session.cookie });
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(await signedIn.text()).toContain("Cache Reader");
    const foreign = await get(pathOf(tool), { cookie: "_ga=GA1.1.123; theme=dark" });
    expect(foreign.headers.get("x-cache")).toBe("HIT");
    expect(rendersOf(server.app, pathOf(tool))).toBe(2);
  });

  it("keeps public API reads too, each once", async () => {
    const search = "/api/v1/tools?q=video&page=2";
    const first = await get(search);
    const second = await get(search);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("content-type")).toContain("application/json");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    expect(rendersOf(server.app, "/api/v1/tools")).toBe(1);
  });

  it("never keeps an error page, a form post or a private answer", async () => {
    const missing = "/tool/no-such-tool/no-such-tool";
    for (let i = 0; i < 2; i++) {
      const answer = await get(missing);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-cache")).toBeNull();
    }
    expect(rendersOf(server.app, missing)).toBe(2);
    for (const path of ["/api/v1/tools/no-such-tool", "/api/auth/get-session"]) {
      await get(path);
      expect((await get(path)).headers.get("x-cache")).toBeNull();
      expect(rendersOf(server.app, path)).toBe(2);
    }
    const post = await fetch(`${server.baseUrl}/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=",
    });
    expect(post.headers.get("x-cache")).toBeNull();
  });

  it("empties the cache as soon as an administrator's change is committed", async () => {
    const tool = await createTool(server.db);
    expect((await get(pathOf(tool))).status).toBe(200);
    expect((await get(pathOf(tool))).headers.get("x-cache")).toBe("HIT");
    await setToolStatus(tool.id, "archived", { email: "admin@example.com" }, server.db);
    // The cache keeps pages a minute here: only the notice can make the change show this soon.
    expect(await eventually(async () => (await get(pathOf(tool))).status === 404)).toBe(true);
  });

  it("does not keep a page rendered while the database failed to answer part of it", async () => {
    // The tool list's failed read is logged (the read caches were emptied by an earlier change).
    expectConsoleError();
    await server.db.execute(sql`ALTER TABLE categories RENAME TO categories_away`);
    try {
      const home = await get("/?cache-test=1");
      expect(home.status).toBe(200);
      expect(home.headers.get("cache-control")).toBe("no-store");
      expect(home.headers.get("etag")).toBeNull();
      expect((await get("/?cache-test=1")).headers.get("x-cache")).toBeNull();
    } finally {
      await server.db.execute(sql`ALTER TABLE categories_away RENAME TO categories`);
    }
    await get("/?cache-test=1");
    expect((await get("/?cache-test=1")).headers.get("x-cache")).toBe("HIT");
  });
});

describe("the page cache's lifetime", () => {
  // The cache's clock is moved forward here instead of waited for.
  let skipped = 0;
  const skip = (ms: number) => (skipped += ms);
  let clocked: Server;
  beforeAll(async () => {
    clocked = await startTestServer({
      production: { PAGE_CACHE_SECONDS: 60 },
      clock: () => Date.now() + skipped,
    });
  });
  afterAll(async () => clocked?.close());

  it("serves a page stale while one request renders it anew, then the new one", async () => {
    const tool = await createTool(clocked.db);
    const path = pathOf(tool);
    await fetch(`${clocked.baseUrl}${path}`);
    await clocked.db
      .update(aiTools)
      .set({ shortDescription: "Now writes whole chapters." })
      .where(eq(aiTools.id, tool.id));
    const fresh = await fetch(`${clocked.baseUrl}${path}`);
    expect(fresh.headers.get("x-cache")).toBe("HIT");
    expect(await fresh.text()).not.toContain("Now writes whole chapters.");
    skip(61_000);
    const stale = await fetch(`${clocked.baseUrl}${path}`);
    expect(stale.headers.get("x-cache")).toBe("STALE");
    expect(
      await eventually(async () =>
        (await (await fetch(`${clocked.baseUrl}${path}`)).text()).includes(
          "Now writes whole chapters.",
        ),
      ),
    ).toBe(true);
    // Past twice its lifetime a page is not served at all: the next visitor waits for a render.
    skip(121_000);
    expect((await fetch(`${clocked.baseUrl}${path}`)).headers.get("x-cache")).toBe("MISS");
  });
});

describe("the load limit", () => {
  let busy: Server;
  beforeAll(async () => {
    busy = await startTestServer({
      production: { MAX_CONCURRENT_REQUESTS: 2, MAX_QUEUED_REQUESTS: 2 },
    });
  });
  afterAll(async () => busy?.close());

  it("answers 503 with Retry-After at once beyond the queue, and serves the rest in turn", async () => {
    let release!: () => void;
    busy.app.hold = new Promise((resolve) => (release = resolve));
    const searches = Array.from({ length: 6 }, (_, i) =>
      fetch(`${busy.baseUrl}/api/v1/tools?q=writing&page=${i + 1}`),
    );
    const limit = busy.production!.limit;
    expect(await eventually(async () => limit.active === 2 && limit.waiting === 2)).toBe(true);
    const page = await fetch(`${busy.baseUrl}/dashboard`, {
      headers: { cookie: "aitools.session_token=none" },
    });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(await page.text()).toContain("The site is very busy right now.");
    release();
    busy.app.hold = undefined;
    const answers = await Promise.all(searches);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 503, 503]);
    const refused = answers.find((answer) => answer.status === 503)!;
    expect(await refused.json()).toEqual({
      error: {
        code: "busy",
        message: "The site is very busy right now. Please try again in 5 seconds.",
      },
    });
    expect(limit.active).toBe(0);
  });

  it("drops a waiting request whose visitor went away, without rendering it", async () => {
    let release!: () => void;
    busy.app.hold = new Promise((resolve) => (release = resolve));
    const limit = busy.production!.limit;
    const held = [1, 2].map((page) => fetch(`${busy.baseUrl}/api/v1/tools?q=video&page=${page}`));
    expect(await eventually(async () => limit.active === 2)).toBe(true);
    const leaving = new AbortController();
    // A signed-in visitor's request: no one else waits on its render.
    const gone = fetch(`${busy.baseUrl}/api/v1/tools?q=video&page=3`, {
      headers: { cookie: "aitools.session_token=none" },
      signal: leaving.signal,
    }).catch((error: unknown) => error);
    expect(await eventually(async () => limit.waiting === 1)).toBe(true);
    leaving.abort();
    expect(await gone).toBeInstanceOf(Error);
    // Its place is given up at once, though the requests under way still hold theirs.
    expect(await eventually(async () => limit.waiting === 0)).toBe(true);
    expect(limit.active).toBe(2);
    const asked = busy.app.requests.length;
    release();
    busy.app.hold = undefined;
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200]);
    expect(busy.app.requests.length).toBe(asked);
    expect(busy.app.requests.some((request) => request.url.endsWith("q=video&page=3"))).toBe(false);
  });
});

/** A GET whose body is read as sent (fetch would decode it). */
async function rawGet(path: string, encoding: string, method = "GET") {
  const { request } = await import("node:http");
  const answer = await rawAnswer((onResponse) =>
    request(
      `${server.baseUrl}${path}`,
      { method, headers: { "accept-encoding": encoding } },
      onResponse,
    ),
  );
  return { headers: answer.headers as Record<string, string>, body: answer.body };
}
