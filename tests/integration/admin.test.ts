import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, users } from "~/db/schema";
import { addAdmins } from "~/features/accounts/admins.server";
import { CatalogueEntrySchema } from "~/features/catalogue/content-schema";
import { createSession, createTool, createUser } from "../factories";
import { startTestServer } from "../setup/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let userCookie: string;
let adminCookie: string;
let adminEmail: string;

beforeAll(async () => {
  server = await startTestServer({ pages: true });
  const user = await createUser(server.db, { email: `user-admin-test-${server.kind}@example.com` });
  userCookie = (await createSession(server.db, user)).cookie;
  adminEmail = `admin-admin-test-${server.kind}@example.com`;
  const admin = await createUser(server.db, { email: adminEmail });
  await addAdmins(server.db, [adminEmail]);
  adminCookie = (await createSession(server.db, admin)).cookie;
}, 60_000);
afterAll(async () => server?.close());

const get = (path: string, cookie?: string) =>
  fetch(`${server.baseUrl}${path}`, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });

describe("the admin page (spec 2 §2, §4)", () => {
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

describe("export from database (spec 2 §2, §9)", () => {
  const path = "/api/admin/tools/export";

  it("is refused to a visitor (401) and to a plain user (403)", async () => {
    expect((await get(path)).status).toBe(401);
    expect((await get(path, userCookie)).status).toBe(403);
  });

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
    const fields = [...Object.keys(CatalogueEntrySchema.shape)].sort();
    for (const tool of exported) expect(Object.keys(tool).sort()).toEqual(fields);
    const added = exported.find((tool) => tool.id === `export-check-${server.kind}`);
    expect(added).toMatchObject({ logo: null });
    const chatgpt = exported.find((tool) => tool.id === "chatgpt");
    expect(chatgpt).toMatchObject({ name: "ChatGPT", apiAccess: true });
  });
});
