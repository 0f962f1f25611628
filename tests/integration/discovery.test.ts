import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordPageView } from "~/features/analytics/mutations.server";
import { latestPageViews } from "~/features/analytics/queries.server";
import { asc, eq, inArray } from "drizzle-orm";
import { aiTools, pageViews, pageViewVisitors, PUBLISHED } from "~/db/schema";
import { rollUpPageViews } from "~/features/analytics/rollup.server";
import { forgetPastVisitors } from "~/features/catalogue/figures.server";
import {
  countTools,
  getToolNeighbours,
  listToolUrls,
  sitemapFileStarts,
} from "~/features/catalogue/tool-reads.server";
import { slugify } from "~/features/catalogue/tool";
import { BLOG_SLUGS } from "~/features/blog/constants";
import { CATEGORIES } from "~/features/catalogue/constants";
import { createTool } from "../factories";
import { startTestServer } from "../setup/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => server?.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/v1/page-views`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("page views", () => {
  it("records the path without its query and only the referrer's host", async () => {
    const response = await post({
      path: "/tool/chatgpt/chatgpt?email=a@b.c#x",
      referrer: "https://news.example.org/story?id=1",
    });
    expect(response.status).toBe(204);
    const [latest] = await latestPageViews(1, server.db);
    expect(latest).toMatchObject({
      path: "/tool/chatgpt/chatgpt",
      referrerHost: "news.example.org",
    });
    expect(Object.keys(latest!).sort()).toEqual(["createdAt", "id", "path", "referrerHost"]);
  });

  it("keeps no referrer for an empty or non-web one", async () => {
    await post({ path: "/pricing", referrer: "" });
    expect((await latestPageViews(1, server.db))[0]).toMatchObject({
      path: "/pricing",
      referrerHost: null,
    });
    await post({ path: "/blog", referrer: "javascript:alert(1)" });
    expect((await latestPageViews(1, server.db))[0]).toMatchObject({
      path: "/blog",
      referrerHost: null,
    });
  });

  it("ignores known bots", async () => {
    const before = (await latestPageViews(1, server.db))[0]?.id;
    const response = await post(
      { path: "/from-a-bot" },
      { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    );
    expect(response.status).toBe(204);
    expect((await latestPageViews(1, server.db))[0]?.id).toBe(before);
  });

  it.each([
    ["no path", {}],
    ["a path without a leading slash", { path: "tool" }],
    ["a path with a space", { path: "/a b" }],
    ["a non-string path", { path: 42 }],
    ["a 10 KB path", { path: `/${"a".repeat(10_000)}` }],
  ])("refuses %s with a 4xx and stores nothing", async (_label, body) => {
    const before = (await latestPageViews(1, server.db))[0]?.id;
    const response = await post(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).error.message).toBeTruthy();
    expect((await latestPageViews(1, server.db))[0]?.id).toBe(before);
  });

  it("answers an endless chunked report 413 once it passes 4 KB, without reading the rest", async () => {
    const { request } = await import("node:http");
    const chunk = Buffer.alloc(64 * 1024, "a");
    const answer = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      const upload = request(`${server.baseUrl}/api/v1/page-views`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      });
      upload.on("response", (response) => {
        resolve({ status: response.statusCode!, sent });
        upload.destroy();
      });
      upload.on("error", (error) => (sent > 0 ? undefined : reject(error)));
      // At most 64 MB: an answer must come long before.
      const write = () => {
        while (sent < 64 * 1024 * 1024 && !upload.destroyed) {
          sent += chunk.length;
          if (!upload.write(chunk)) return void upload.once("drain", write);
        }
      };
      write();
    });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it("counts at most 120 reports a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await post({ path: `/limit/${i}` })).status);
    const refused = statuses.filter((status) => status === 429).length;
    // Every report in this file comes from the loopback address, so the limit may come sooner.
    expect(refused).toBeGreaterThanOrEqual(1);
    const last = await post({ path: "/limit/last" });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await last.json()).error.code).toBe("rate_limited");
    const [latest] = await latestPageViews(1, server.db);
    expect(latest?.path).not.toBe("/limit/last");
  });

  it("refuses a body that is not JSON", async () => {
    const response = await post("path=/x", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });
});

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:150.0) Gecko/20100101 Firefox/150.0";

/** A page view reported from `from` (a loopback address, so each test is its own visitor). */
function report(from: string, path: string, userAgent = CHROME) {
  const payload = JSON.stringify({ path, referrer: null });
  return new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(
      new URL("/api/v1/page-views", server.baseUrl),
      {
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
          "User-Agent": userAgent,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

const storedViews = async (path: string) =>
  (await server.db.select().from(pageViews).where(eq(pageViews.path, path))).length;

const recentViewsOf = async (id: string) => {
  await rollUpPageViews({ db: server.db, retentionDays: 0 });
  const [row] = await server.db
    .select({ recentViews: aiTools.recentViews })
    .from(aiTools)
    .where(eq(aiTools.id, id));
  return row!.recentViews;
};

describe("page views, once per visitor and page a day", () => {
  it("counts one view for a visitor who reports the same tool page 50 times", async () => {
    const tool = await createTool(server.db);
    const page = `/tool/${tool.id}/test-tool`;
    for (let i = 0; i < 50; i++) {
      // The query string is not kept, so it does not make another page either.
      expect(await report("127.0.0.21", i % 2 ? page : `${page}?ref=${i}`)).toBe(204);
    }
    expect(await storedViews(page)).toBe(1);
    expect(await recentViewsOf(tool.id)).toBe(1);
  });

  it("counts another browser, or another address, as another visitor", async () => {
    const tool = await createTool(server.db);
    const page = `/tool/${tool.id}/test-tool`;
    for (let i = 0; i < 3; i++) {
      expect(await report("127.0.0.22", page)).toBe(204);
      expect(await report("127.0.0.22", page, FIREFOX)).toBe(204);
      expect(await report("127.0.0.23", page)).toBe(204);
    }
    expect(await storedViews(page)).toBe(3);
    expect(await recentViewsOf(tool.id)).toBe(3);
    // Another page is another count for the same visitor.
    expect(await report("127.0.0.22", "/pricing/once-a-day")).toBe(204);
    expect(await storedViews("/pricing/once-a-day")).toBe(1);
  });

  it("counts the same visitor again the next day, on any app server", async () => {
    const page = "/blog/once-a-day";
    const visitor = { address: "127.0.0.24", userAgent: CHROME };
    expect(await report(visitor.address, page)).toBe(204);
    // Another app server (this process's own copy of the code, same secret) agrees on the day's
    // visitor, and counts them again once the day is over.
    await recordPageView({ path: page }, visitor, server.db);
    expect(await storedViews(page)).toBe(1);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    await recordPageView({ path: page }, visitor, server.db, tomorrow);
    await recordPageView({ path: page }, visitor, server.db, tomorrow);
    expect(await storedViews(page)).toBe(2);
  });

  it("still refuses the 121st report in a minute from one address, repeats included", async () => {
    const page = "/categories/once-a-day";
    for (let i = 0; i < 120; i++) expect(await report("127.0.0.25", page)).toBe(204);
    expect(await report("127.0.0.25", page)).toBe(429);
    expect(await report("127.0.0.25", "/categories/another")).toBe(429);
    expect(await storedViews(page)).toBe(1);
    expect(await storedViews("/categories/another")).toBe(0);
  });

  it("deletes the visitors of days before yesterday on the hourly schedule", async () => {
    const day = (n: number) =>
      new Date(Date.now() - n * 24 * 60 * 60_000).toISOString().slice(0, 10);
    // More than one statement deletes at a time.
    const old = Array.from({ length: 5003 }, (_, i) => ({
      day: day(3 + (i % 5)),
      visitor: `${i}`,
    }));
    await server.db
      .insert(pageViewVisitors)
      .values([
        ...old,
        { day: day(2), visitor: "before-yesterday" },
        { day: day(1), visitor: "yesterday" },
        { day: day(0), visitor: "today" },
      ]);
    expect(await forgetPastVisitors(server.db)).toBe(5004);
    const left = await server.db
      .select({ day: pageViewVisitors.day, visitor: pageViewVisitors.visitor })
      .from(pageViewVisitors)
      .where(inArray(pageViewVisitors.visitor, ["before-yesterday", "yesterday", "today"]));
    expect(left.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: day(1), visitor: "yesterday" },
      { day: day(0), visitor: "today" },
    ]);
    expect(await forgetPastVisitors(server.db)).toBe(0);
  });
});

describe("pages", () => {
  it("say they are UTF-8, found or not", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/tool/chatgpt/chatgpt", 200],
      ["/no-such-page", 404],
    ] as const) {
      const page = await fetch(`${server.baseUrl}${path}`);
      expect(page.status, path).toBe(status);
      expect(page.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
    }
  });
});

describe("sitemap and robots", () => {
  it("lists every tool, category, article and static page", async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const alternatives = locations.filter((loc) => /\/tool\/[^/]+\/alternatives$/.test(loc));
    const tools = locations.filter(
      (loc) => /\/tool\/[^/]+\/[^/]+$/.test(loc) && !alternatives.includes(loc),
    );
    expect(tools).toHaveLength(await countTools(server.db));
    expect(alternatives).toHaveLength(tools.length);
    expect(locations).toContain(`${server.baseUrl}/tool/chatgpt/chatgpt`);
    expect(locations).toContain(`${server.baseUrl}/tool/chatgpt/alternatives`);
    for (const category of CATEGORIES) {
      expect(locations).toContain(`${server.baseUrl}/categories/${encodeURIComponent(category)}`);
    }
    for (const path of ["/", "/categories", "/compare", "/pricing", "/blog", "/about", "/terms"]) {
      expect(locations).toContain(`${server.baseUrl}${path}`);
    }
    for (const slug of BLOG_SLUGS) {
      expect(locations).toContain(`${server.baseUrl}/blog/${slug}`);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("splits the tools into files by their first ids, each file read from its own start", async () => {
    // Files of 7 tools here, of 20,000 on the site: the same reading, smaller.
    const perFile = 7;
    const starts = await sitemapFileStarts(perFile, server.db);
    const published = await server.db
      .select({ id: aiTools.id })
      .from(aiTools)
      .where(PUBLISHED)
      .orderBy(asc(aiTools.id));
    expect(starts).toHaveLength(Math.ceil(published.length / perFile));
    const files = await Promise.all(starts.map((start) => listToolUrls(start, perFile, server.db)));
    expect(files.slice(0, -1).every((file) => file.length === perFile)).toBe(true);
    // Every published tool once, in order: no file repeats or skips one.
    expect(files.flat().map((tool) => tool.id)).toEqual(published.map((tool) => tool.id));
  });

  it("points robots to the sitemap and keeps crawlers out of the API", async () => {
    const text = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(text).toContain("Disallow: /api/");
  });

  it("lets search engines index the sign-in page under one address, and keeps them out of accounts", async () => {
    const html = await (await fetch(`${server.baseUrl}/login?redirectTo=%2Fdashboard`)).text();
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/login"/>`);
    expect(html).not.toContain('name="robots"');
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots.split("\n")).toEqual(
      expect.arrayContaining(["Disallow: /dashboard", "Disallow: /admin"]),
    );
  });
});

describe("previous and next tool", () => {
  it("follow the alphabet and wrap around at both ends", async () => {
    const names = (
      await server.db
        .select({ id: aiTools.id, name: aiTools.name })
        .from(aiTools)
        .where(PUBLISHED)
        .orderBy(asc(aiTools.name), asc(aiTools.id))
    ).map((row) => ({ ...row, slug: slugify(row.name) }));
    const [first, second] = names;
    const [last, beforeLast] = [...names].reverse();
    expect(await getToolNeighbours(first!, server.db)).toEqual({ previous: last, next: second });
    expect(await getToolNeighbours(second!, server.db)).toEqual({
      previous: first,
      next: names[2],
    });
    expect(await getToolNeighbours(last!, server.db)).toEqual({
      previous: beforeLast,
      next: first,
    });
  });
});
