import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolVisitsDaily } from "~/db/schema";
import type { ApiTool, ApiToolList } from "~/features/catalogue/schema";
import { slugify } from "~/features/catalogue/tool";
import { toolPath, toolVisitPath } from "~/lib/paths";
import {
  adminToolForm,
  createSession,
  createTool,
  createUser,
  createUserAndAdmin,
  type ToolOverrides,
} from "../factories";
import { landing, postTo } from "../helpers";
import { expectConsoleError } from "../setup/console-errors";
import { startTestServer } from "../setup/test-server";

// Visits of tools' websites through /go/{id} (docs/product.md#outbound-visits, decision 028),
// over real HTTP against the production build behind the production server's page cache: the
// redirect to the website stored now, a count per tool, source and UTC day, and nothing else.

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const post = postTo(() => server.baseUrl);

beforeAll(async () => {
  server = await startTestServer({ production: { PAGE_CACHE_SECONDS: 60 } });
}, 60_000);
afterAll(async () => server?.close());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A visit as a browser makes it: the redirect is returned, not followed. */
function go(path: string, headers: Record<string, string> = {}, method = "GET") {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    redirect: "manual",
    headers: { "User-Agent": BROWSER, ...headers },
  });
}

/** Today in UTC, as the counts are dated. */
const today = () => new Date().toISOString().slice(0, 10);

/** The tool's counts, by source, of today. */
async function countsOf(toolId: string) {
  const rows = await server.db
    .select({ source: toolVisitsDaily.source, visits: toolVisitsDaily.visits })
    .from(toolVisitsDaily)
    .where(and(eq(toolVisitsDaily.toolId, toolId), eq(toolVisitsDaily.day, today())));
  return Object.fromEntries(rows.map((row) => [row.source, row.visits]));
}

/** A published tool whose website has a path, so its address reads the same once normalised. */
const newTool = (overrides: ToolOverrides = {}) =>
  createTool(server.db, {
    url: `https://maker.example.com/products/${Math.random().toString(36).slice(2)}`,
    ...overrides,
  });

describe("GET /go/{id}", () => {
  it("redirects with 302 to the tool's website and counts each visit by source and day", async () => {
    const tool = await newTool();
    for (const source of ["tool", "tool", "compare"] as const) {
      const answer = await go(toolVisitPath(tool.id, source));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(tool.url);
    }
    expect(await countsOf(tool.id)).toEqual({ tool: 2, compare: 1 });
    const [row] = await server.db
      .select()
      .from(toolVisitsDaily)
      .where(eq(toolVisitsDaily.toolId, tool.id))
      .limit(1);
    // Nothing but the tool, the day, the source and the count.
    expect(Object.keys(row!).sort()).toEqual(["day", "source", "toolId", "visits"]);
  });

  it("sets no cookie and lets no cache keep the answer, signed in or not", async () => {
    const tool = await newTool();
    const { cookie } = await createSession(server.db, await createUser(server.db));
    for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
      const answer = await go(toolVisitPath(tool.id, "tool"), headers);
      expect(answer.status).toBe(302);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-cache")).toBeNull();
      expect(answer.headers.get("etag")).toBeNull();
    }
    // Both reached the app, and both were counted: the page cache kept nothing.
    const path = `/go/${tool.id}`;
    const reached = server.app.requests.filter((request) => new URL(request.url).pathname === path);
    expect(reached).toHaveLength(2);
    expect(await countsOf(tool.id)).toEqual({ tool: 2 });
  });

  it("follows the website an administrator changes", async () => {
    const tool = await newTool();
    const { adminCookie } = await createUserAndAdmin(server.db);
    const moved = "https://moved.example.org/home";
    const saved = await post(
      `/admin/tools/${tool.id}`,
      adminToolForm({ name: tool.name, status: "published", url: moved }, ["Research"]),
      { Cookie: adminCookie, Origin: server.baseUrl },
    );
    expect(saved.status).toBe(302);
    expect((await landing(server.baseUrl, saved, adminCookie)).text).toContain("Tool saved");
    const answer = await go(toolVisitPath(tool.id, "tool"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(moved);
  });

  it("sends bots and HEAD requests on without counting them", async () => {
    const tool = await newTool();
    const bot = await go(toolVisitPath(tool.id, "tool"), { "User-Agent": GOOGLEBOT });
    expect(bot.status).toBe(302);
    expect(bot.headers.get("location")).toBe(tool.url);
    const head = await go(toolVisitPath(tool.id, "tool"), {}, "HEAD");
    expect(head.status).toBe(302);
    expect(head.headers.get("location")).toBe(tool.url);
    expect(await countsOf(tool.id)).toEqual({});
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "https:/evil.example",
    "javascript:alert(1)",
    "",
  ])("counts source=%s as other and still sends the visitor to the website", async (source) => {
    const tool = await newTool();
    const answer = await go(`/go/${tool.id}?source=${encodeURIComponent(source)}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(tool.url);
    expect(await countsOf(tool.id)).toEqual({ other: 1 });
  });

  it("takes its target from nothing else the address carries", async () => {
    const tool = await newTool();
    for (const path of [
      `/go/${tool.id}`,
      `/go/${tool.id}?source=tool&url=https://evil.example&next=//evil.example`,
      `/go/${tool.id}?source=tool&source=https://evil.example`,
    ]) {
      const answer = await go(path, { Referer: "https://evil.example/" });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(tool.url);
    }
    expect(await countsOf(tool.id)).toEqual({ other: 1, tool: 2 });
  });

  it("answers unknown, draft, archived and malformed ids with the not-found page", async () => {
    const draft = await newTool({ status: "draft" });
    const archived = await newTool({ status: "archived" });
    for (const path of [
      "/go/no-such-tool?source=tool",
      `/go/${draft.id}?source=tool`,
      `/go/${archived.id}?source=tool`,
      "/go/%00",
      "/go/..%2F..%2Fetc%2Fpasswd",
      "/go/%2F%2Fevil.example",
      `/go/${"a".repeat(300)}`,
      "/go/",
      "/go//evil.example",
    ]) {
      const answer = await go(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("location"), path).toBeNull();
      expect(answer.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(await answer.text(), path).toContain("The page you&#x27;re looking for doesn&#x27;t");
    }
    expect(await countsOf(draft.id)).toEqual({});
    expect(await countsOf(archived.id)).toEqual({});
  });

  it("counts at most 10 visits of one tool an hour from one address, and sends on the rest", async () => {
    const tool = await newTool();
    for (let visit = 0; visit < 12; visit++) {
      const answer = await go(toolVisitPath(tool.id, "tool"));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(tool.url);
    }
    expect(await countsOf(tool.id)).toEqual({ tool: 10 });
    // Another tool's visits are counted apart.
    const other = await newTool();
    await go(toolVisitPath(other.id, "tool"));
    expect(await countsOf(other.id)).toEqual({ tool: 1 });
  });

  it("still sends the visitor to the website when the visit cannot be counted", async () => {
    const tool = await newTool();
    const logged = expectConsoleError();
    await server.db.execute(sql`ALTER TABLE tool_visits_daily RENAME TO tool_visits_daily_away`);
    try {
      const answer = await go(toolVisitPath(tool.id, "tool"));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(tool.url);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    } finally {
      await server.db.execute(sql`ALTER TABLE tool_visits_daily_away RENAME TO tool_visits_daily`);
    }
    const lines = logged.filter((entry) => entry.text.includes("could not be counted"));
    expect(lines).toHaveLength(1);
    expect(await countsOf(tool.id)).toEqual({});
  });
});

describe("the API's visitUrl", () => {
  it("gives each tool its website in url and the counted way there in visitUrl", async () => {
    const tool = await newTool({ name: `Visit Url ${server.kind}` });
    const one = await fetch(`${server.baseUrl}/api/v1/tools/${tool.id}`);
    const { tool: answered } = (await one.json()) as { tool: ApiTool };
    expect(answered.url).toBe(tool.url);
    expect(answered.visitUrl).toBe(`${server.baseUrl}/go/${tool.id}?source=api`);
    const list = (await (
      await fetch(`${server.baseUrl}/api/v1/tools?q=${encodeURIComponent(tool.name)}`)
    ).json()) as ApiToolList;
    const listed = list.tools.find((item) => item.id === tool.id);
    expect(listed?.visitUrl).toBe(answered.visitUrl);
    const visit = await fetch(answered.visitUrl, {
      redirect: "manual",
      headers: { "User-Agent": BROWSER },
    });
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toBe(tool.url);
    expect(await countsOf(tool.id)).toEqual({ api: 1 });
  });
});

describe("links to tools' websites", () => {
  it("go through /go from the tool page and compare, nofollow", async () => {
    const tool = await newTool({ name: `Linked Tool ${server.kind}` });
    const toolPage = await (await go(toolPath({ id: tool.id, slug: slugify(tool.name) }))).text();
    // The side card's link and the phone's action bar's.
    const fromTool = `href="/go/${tool.id}?source=tool" target="_blank" rel="nofollow noopener noreferrer"`;
    expect(toolPage.split(fromTool)).toHaveLength(3);
    expect(toolPage).not.toContain(`href="${tool.url}"`);
    const compare = await (await go(`/compare?tools=${tool.id},chatgpt`)).text();
    expect(compare).toContain(
      `href="/go/${tool.id}?source=compare" target="_blank" rel="nofollow noopener noreferrer"`,
    );
    expect(compare).not.toContain(`href="${tool.url}"`);
  });
});
