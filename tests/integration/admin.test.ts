import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, users } from "~/db/schema";
import { CatalogueEntrySchema } from "~/features/catalogue/content-schema";
import { createTool, createUserAndAdmin } from "../factories";
import { getFrom } from "../helpers";
import { startTestServer } from "../setup/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let userCookie: string;
let adminCookie: string;
let adminEmail: string;

beforeAll(async () => {
  server = await startTestServer({ pages: true });
  ({ userCookie, adminEmail, adminCookie } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => server?.close());

const get = getFrom(() => server.baseUrl);

describe("the admin page (docs/product.md#admin-area)", () => {
  it("sends a visitor to /login and a plain user to /dashboard, each with the spec's toast", async () => {
    const visitor = await get("/admin");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/login");
    expect(visitor.headers.get("set-cookie")).toContain("toast");

    const user = await get("/admin", userCookie);
    expect(user.status).toBe(302);
    expect(user.headers.get("location")).toBe("/dashboard");
  });

  it("shows an administrator the real counts, never for a shared cache or a search engine", async () => {
    const page = await get("/admin", adminCookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Admin Dashboard");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    const [tools] = await server.db.select({ n: count() }).from(aiTools);
    const [registered] = await server.db.select({ n: count() }).from(users);
    expect(html).toContain(`You have ${tools!.n.toLocaleString("en-US")} tools in your database`);
    expect(html).toContain(adminEmail);
    expect(html).toContain(`>${registered!.n.toLocaleString("en-US")}<`);
  });
});

describe("the admin API's reads (docs/product.md#admin-area)", () => {
  it.each(["/api/admin/tools/export", "/api/admin/database/check"])(
    "refuses %s to a visitor (401) and to a plain user (403)",
    async (path) => {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, userCookie)).status).toBe(403);
    },
  );
});

describe("export from database (docs/product.md#data-management)", () => {
  const path = "/api/admin/tools/export";

  it("downloads every tool with every field, one per line, named by the day", async () => {
    await createTool(server.db, { id: `export-check-${server.kind}`, logo: null });
    const response = await get(path, adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="ai_tools_export_${day}.json"`,
    );
    const text = await response.text();
    const exported = JSON.parse(text) as Record<string, unknown>[];
    const [tools] = await server.db.select({ n: count() }).from(aiTools);
    expect(exported).toHaveLength(tools!.n);
    // One tool per line between "[" and "]": the page counts the lines as they arrive.
    expect(text.split("\n").length - 1).toBe(exported.length + 2);
    expect(new Set(exported.map((tool) => tool.id)).size).toBe(exported.length);
    const fields = [...Object.keys(CatalogueEntrySchema.shape), "status"].sort();
    for (const tool of exported) expect(Object.keys(tool).sort()).toEqual(fields);
    const added = exported.find((tool) => tool.id === `export-check-${server.kind}`);
    expect(added).toMatchObject({ logo: null });
    const chatgpt = exported.find((tool) => tool.id === "chatgpt");
    expect(chatgpt).toMatchObject({ name: "ChatGPT", apiAccess: true });
  });
});

describe("check database (decision 012)", () => {
  const path = "/api/admin/database/check";

  it("reports migrations, extensions, indexes and how the tools differ from the bundle", async () => {
    const before = await (await get(path, adminCookie)).json();
    const migrations = (await import("../../drizzle/meta/_journal.json")).entries.length;
    expect(before).toMatchObject({
      migrations: { applied: migrations, expected: migrations },
      extensions: [{ name: "pg_trgm", installed: true }],
      missingIndexes: [],
      bundled: { missing: [], changed: [] },
    });
    expect(before.server).toMatch(/PostgreSQL \d+/);
    expect(before.bundled.total).toBeGreaterThan(100);
    expect(before.tools).toBe(before.bundled.total + before.bundled.extra);

    await server.db
      .update(aiTools)
      .set({ shortDescription: "An edited short description for the check." })
      .where(eq(aiTools.id, "chatgpt"));
    await server.db.delete(aiTools).where(eq(aiTools.id, "midjourney"));
    const after = await (await get(path, adminCookie)).json();
    expect(after.bundled).toMatchObject({ missing: ["midjourney"], changed: ["chatgpt"] });
    expect(after.tools).toBe(before.tools - 1);
  });
});

describe("migrate new tools (decision 012)", () => {
  const path = "/api/admin/tools/migrate-new";
  const post = (cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: { Origin: server.baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
    });

  it("is refused to a visitor (401) and to a plain user (403), and changes nothing", async () => {
    await server.db.delete(aiTools).where(eq(aiTools.id, "perplexity"));
    expect((await post()).status).toBe(401);
    expect((await post(userCookie)).status).toBe(403);
    const [left] = await server.db
      .select({ n: count() })
      .from(aiTools)
      .where(eq(aiTools.id, "perplexity"));
    expect(left!.n).toBe(0);
  });

  it("adds only the bundled tools the database lacks, and leaves edited ones alone", async () => {
    await server.db
      .update(aiTools)
      .set({ shortDescription: "An edit that migrating new tools must keep." })
      .where(eq(aiTools.id, "chatgpt"));
    const first = await post(adminCookie);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { added: string[]; bundled: number };
    expect(body.added).toContain("perplexity");
    expect(body.bundled).toBeGreaterThan(100);
    const [chatgpt] = await server.db
      .select({ text: aiTools.shortDescription })
      .from(aiTools)
      .where(eq(aiTools.id, "chatgpt"));
    expect(chatgpt!.text).toBe("An edit that migrating new tools must keep.");

    const again = (await (await post(adminCookie)).json()) as { added: string[] };
    expect(again.added).toEqual([]);
  });
});
