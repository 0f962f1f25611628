import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViews, savedTools } from "~/db/schema";
import { pruneRolledUpViews, rollUpPageViews } from "~/features/analytics/rollup.server";
import { queryRows } from "~/lib/db.server";
import { createUserAndAdmin } from "../factories";
import { getFrom } from "../helpers";
import { startTestServer } from "../setup/test-server";

// The admin area's traffic page: the site's own page views, as a chart and as lists, read from
// what the roll-up job counted (decision 039).

let server: Awaited<ReturnType<typeof startTestServer>>;
let userCookie: string;
let adminCookie: string;
let userId: string;
const get = getFrom(() => server.baseUrl);

beforeAll(async () => {
  server = await startTestServer({ pages: true });
  ({ userCookie, adminCookie, userId } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => server?.close());

const DAY = 86_400_000;
const now = new Date();
const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

async function trafficHtml() {
  const response = await get("/admin/traffic", adminCookie);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return response.text();
}

/** The site's views per day as rolled up, and as the raw rows still say. */
async function rolledAndRaw(days: string[]) {
  const rolled = await queryRows<{ day: string; views: number }>(
    server.db,
    sql`SELECT day::text AS day, views FROM site_page_views_daily
        WHERE day::text = ANY(${`{${days.join(",")}}`}::text[]) ORDER BY day`,
  );
  const raw = await queryRows<{ day: string; views: number }>(
    server.db,
    sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS views
        FROM page_views GROUP BY 1 HAVING to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')
        = ANY(${`{${days.join(",")}}`}::text[]) ORDER BY 1`,
  );
  return { rolled, raw };
}

describe("traffic", () => {
  it("is refused to a visitor and a user", async () => {
    for (const [cookie, to] of [
      ["", "/login"],
      [userCookie, "/dashboard"],
    ] as const) {
      const page = await get("/admin/traffic", cookie);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe(to);
    }
  });

  it("says the views are not counted yet before the roll-up's first run", async () => {
    const html = await trafficHtml();
    expect(html).toContain("Not counted yet.");
    expect(html).not.toContain("<rect ");
  });

  it("shows the last 30 days per day, the top pages, referrers and tools with their saves", async () => {
    await server.db.insert(pageViews).values([
      ...Array.from({ length: 5 }, () => ({
        path: "/tool/chatgpt/chatgpt",
        referrerHost: "news.example.org",
        createdAt: daysAgo(1),
      })),
      ...Array.from({ length: 3 }, () => ({ path: "/tool/claude/claude", createdAt: daysAgo(2) })),
      // Not a tool's page: a page of the site, not a view of the tool.
      { path: "/tool/claude/alternatives", createdAt: daysAgo(2) },
      { path: "/", referrerHost: "search.example.com", createdAt: daysAgo(0) },
      // Older than the window: not counted anywhere.
      { path: "/tool/claude/claude", referrerHost: "old.example", createdAt: daysAgo(45) },
    ]);
    await server.db.insert(savedTools).values({ userId, toolId: "chatgpt" });
    // Written after the count: shown at the next one, not before.
    const run = await rollUpPageViews({ db: server.db, now, retentionDays: 0 });
    expect(run.ran).toBe(true);
    await server.db.insert(pageViews).values({ path: "/pricing", createdAt: now });

    const html = await trafficHtml();
    expect(html).toContain(`at ${now.toISOString().slice(11, 16)} UTC; the site counts again`);
    expect(html).toMatch(/: 10 in all, at most 5 in a day\./);
    expect(html.match(/<rect /g)).toHaveLength(30);
    expect(html).toMatch(/news\.example\.org<\/span><span[^>]*>5</);
    expect(html).toContain("search.example.com");
    expect(html).toContain("/tool/claude/alternatives");
    expect(html).not.toContain("old.example");
    expect(html).not.toContain("/pricing<");
    expect(html).toMatch(/>ChatGPT<\/a><\/span><span[^>]*>5 · 1 save</);
    expect(html).toMatch(/>Claude<\/a><\/span><span[^>]*>3 · 0 saves</);

    // The next run counts what came since.
    await rollUpPageViews({ db: server.db, now: new Date(now.getTime() + 1000), retentionDays: 0 });
    expect(await trafficHtml()).toContain("/pricing<");
  });

  it("keeps each day's figures equal to its raw views across midnight and after pruning", async () => {
    // The last millisecond of a day and the first of the next, ten days ago.
    const boundary = midnight - 9 * DAY;
    const before = new Date(boundary - 1);
    const after = new Date(boundary);
    const days = [before, after].map((at) => at.toISOString().slice(0, 10));
    await server.db.insert(pageViews).values([
      ...Array.from({ length: 4 }, () => ({ path: "/boundary", createdAt: before })),
      ...Array.from({ length: 7 }, () => ({
        path: "/boundary",
        referrerHost: "late.example",
        createdAt: after,
      })),
    ]);
    // The job rolls up only days not yet complete: roll these two again as the job would have.
    await server.db.execute(sql`DELETE FROM page_view_rollups`);
    await rollUpPageViews({ db: server.db, now, retentionDays: 0 });

    const counted = await rolledAndRaw(days);
    expect(counted.rolled).toEqual(counted.raw);
    expect(counted.rolled.map((row) => row.views)).toEqual([4, 7]);
    const html = await trafficHtml();
    expect(html).toMatch(/\/boundary<\/span><span[^>]*>11</);
    expect(html).toMatch(/late\.example<\/span><span[^>]*>7</);

    // Raw rows of complete days past a 3-day retention go; the figures stay.
    expect(await pruneRolledUpViews(server.db, now, 3)).toBeGreaterThanOrEqual(11);
    expect((await rolledAndRaw(days)).raw).toEqual([]);
    expect((await rolledAndRaw(days)).rolled).toEqual(counted.rolled);
    await rollUpPageViews({ db: server.db, now: new Date(now.getTime() + 2000), retentionDays: 3 });
    const kept = await trafficHtml();
    expect(kept).toMatch(/\/boundary<\/span><span[^>]*>11</);
    expect(kept).toMatch(/late\.example<\/span><span[^>]*>7</);
    expect(kept).toMatch(/>ChatGPT<\/a><\/span><span[^>]*>5 · 1 save</);
  });
});
