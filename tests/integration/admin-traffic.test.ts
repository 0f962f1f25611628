import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViews, savedTools } from "~/db/schema";
import { createUserAndAdmin } from "../factories";
import { getFrom } from "../helpers";
import { startTestServer } from "../setup/test-server";

// The admin area's traffic page: the site's own page views, as a chart and as lists.

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

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

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

  it("shows the last 30 days per day, the top pages, referrers and tools with their saves", async () => {
    await server.db.insert(pageViews).values([
      ...Array.from({ length: 5 }, () => ({
        path: "/tool/chatgpt/chatgpt",
        referrerHost: "news.example.org",
        createdAt: daysAgo(1),
      })),
      ...Array.from({ length: 3 }, () => ({ path: "/tool/claude/claude", createdAt: daysAgo(2) })),
      { path: "/", referrerHost: "search.example.com", createdAt: daysAgo(0) },
      // Older than the window: not counted anywhere.
      { path: "/tool/claude/claude", referrerHost: "old.example", createdAt: daysAgo(45) },
    ]);
    await server.db.insert(savedTools).values({ userId, toolId: "chatgpt" });

    const response = await get("/admin/traffic", adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toMatch(/: 9 in all, at most 5 in a day\./);
    expect(html.match(/<rect /g)).toHaveLength(30);
    expect(html).toMatch(/news\.example\.org<\/span><span[^>]*>5</);
    expect(html).toContain("search.example.com");
    expect(html).not.toContain("old.example");
    expect(html).toMatch(/>ChatGPT<\/a><\/span><span[^>]*>5 · 1 save</);
    expect(html).toMatch(/>Claude<\/a><\/span><span[^>]*>3 · 0 saves</);
  });
});
