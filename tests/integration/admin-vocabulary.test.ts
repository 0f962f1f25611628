import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, aiTools, categories, submissionMappings } from "~/db/schema";
import { createTool, createUserAndAdmin } from "../factories";
import { getFrom, landing, postTo } from "../helpers";
import { startTestServer } from "../setup/test-server";

// Categories and pricing options as data (decision 013), over HTTP against the built app.

let server: Awaited<ReturnType<typeof startTestServer>>;
let userCookie: string;
let adminCookie: string;
const post = postTo(() => server.baseUrl);

beforeAll(async () => {
  server = await startTestServer({ pages: true });
  ({ userCookie, adminCookie } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => server?.close());

const get = getFrom(() => server.baseUrl);
const change = (fields: Record<string, string>, cookie = adminCookie) =>
  post("/admin", new URLSearchParams(fields), { Cookie: cookie, Origin: server.baseUrl });
const categoryNames = async () =>
  (await server.db.select().from(categories)).map((row) => row.name);
const adminApi = (path: string, method = "GET") =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { Cookie: adminCookie, Origin: server.baseUrl },
  });

describe("categories and pricing options as data (decision 013)", () => {
  it("refuses every change to a visitor and a user", async () => {
    for (const cookie of ["", userCookie]) {
      const response = await change({ intent: "add", kind: "category", name: "Refused" }, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(cookie ? "/dashboard" : "/login");
    }
    expect(await categoryNames()).not.toContain("Refused");
  });

  it("adds a category that the filters, the API and the editor offer at once", async () => {
    const added = await change({ intent: "add", kind: "category", name: "Robotics" });
    expect(added.status).toBe(302);
    expect((await landing(server.baseUrl, added, adminCookie)).text).toContain("Category added");
    const home = await (await get("/")).text();
    expect(home).toContain('<option value="Robotics">Robotics</option>');
    const api = await (await get("/api/v1/categories")).json();
    expect(api.categories.map((row: { name: string }) => row.name)).toContain("Robotics");
    expect((await get("/api/v1/tools?category=robotics")).status).toBe(200);
    expect(await (await get("/admin/tools/chatgpt", adminCookie)).text()).toContain(
      'value="Robotics"',
    );

    const again = await change({ intent: "add", kind: "category", name: "robotics" });
    expect(again.status).toBe(409);
    expect(again.text).toMatch(/There is already a category \W{1,8}Robotics/);
    const tooShort = await change({ intent: "add", kind: "category", name: "R" });
    expect(tooShort.status).toBe(400);
    expect(tooShort.text).toContain("A name must be 2 to 60 characters.");
  });

  it("renames a category: its tools, its page, the sitemap and the submission mapping follow", async () => {
    const tool = await createTool(server.db, { category: ["Code Generation", "Developer Tools"] });
    const renamed = await change({
      intent: "rename",
      kind: "category",
      from: "Code Generation",
      name: "Coding Assistants",
    });
    expect(renamed.status).toBe(302);
    const [stored] = await server.db.select().from(aiTools).where(eq(aiTools.id, tool.id));
    expect(stored!.category).toEqual(["Coding Assistants", "Developer Tools"]);
    // A bundled tool follows without an edit mark: Migrate All Tools still keeps it current.
    const [aider] = await server.db.select().from(aiTools).where(eq(aiTools.id, "aider"));
    expect(aider!.category).toContain("Coding Assistants");
    expect(aider!.editedAt).toBeNull();
    const [codex] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiTools)
      .where(sql`${aiTools.category} @> ARRAY['Code Generation']::text[]`);
    expect(codex!.n).toBe(0);

    expect((await get("/categories/Coding%20Assistants")).status).toBe(200);
    expect((await get("/categories/Code%20Generation")).status).toBe(404);
    const api = await get("/api/v1/tools?category=Code%20Generation");
    expect(api.status).toBe(400);
    expect((await api.json()).error.message).toContain('Unknown category "Code Generation"');
    const listed = await (await get("/api/v1/tools?category=coding%20assistants")).json();
    expect(listed.tools.map((found: { id: string }) => found.id)).toContain(tool.id);
    const pages = await (await get("/sitemaps/pages.xml")).text();
    expect(pages).toContain("/categories/Coding%20Assistants");
    expect(pages).not.toContain("/categories/Code%20Generation");
    const [mapping] = await server.db
      .select()
      .from(submissionMappings)
      .where(
        and(
          eq(submissionMappings.field, "category"),
          eq(submissionMappings.submitted, "Code Assistant"),
        ),
      );
    expect(mapping!.category).toBe("Coding Assistants");
    const [toolHistory] = await server.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subjectId, tool.id), eq(adminAudit.action, "edit")));
    expect(toolHistory!.changes!.category).toEqual({
      before: ["Code Generation", "Developer Tools"],
      after: ["Coding Assistants", "Developer Tools"],
    });
  });

  it("removes only a category or pricing option no tool uses, drafts included", async () => {
    await createTool(server.db, { category: ["Robotics"], status: "draft" });
    const used = await change({ intent: "remove", kind: "category", name: "Robotics" });
    expect(used.status).toBe(409);
    expect(used.text).toMatch(
      /1 tool uses \W{1,8}Robotics\W{1,8} Move it to another category first\./,
    );
    await server.db
      .update(aiTools)
      .set({ category: ["Research"] })
      .where(sql`${aiTools.category} @> ARRAY['Robotics']::text[]`);
    const removed = await change({ intent: "remove", kind: "category", name: "Robotics" });
    expect(removed.status).toBe(302);
    expect(await categoryNames()).not.toContain("Robotics");

    const pricingUsed = await change({ intent: "remove", kind: "pricing", name: "Freemium" });
    expect(pricingUsed.status).toBe(409);
    expect(pricingUsed.text).toMatch(/tools use \W{1,8}Freemium/);
  });

  it("renames a pricing option, with the pricing page and the filters", async () => {
    const renamed = await change({
      intent: "rename",
      kind: "pricing",
      from: "Credit-based",
      name: "Pay as you go",
    });
    expect(renamed.status).toBe(302);
    const pricing = await (await get("/pricing")).text();
    expect(pricing).toContain("Pay as you go");
    expect(pricing).not.toContain(">Credit-based<");
    const home = await (await get("/")).text();
    expect(home).toContain('<option value="Pay as you go">Pay as you go</option>');
    const [left] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiTools)
      .where(eq(aiTools.pricing, "Credit-based"));
    expect(left!.n).toBe(0);
  });

  it("keeps a renamed spec name through the bundled catalogue, the check and the recommender", async () => {
    for (const [kind, from, name] of [
      ["category", "Open Source", "Open-source software"],
      ["pricing", "Self-hosted", "Run it yourself"],
    ]) {
      expect(
        (await change({ intent: "rename", kind: kind!, from: from!, name: name! })).status,
      ).toBe(302);
    }

    // The bundled catalogue says "Open Source"; writing it keeps the name the operator chose.
    const migrated = await adminApi("/api/admin/tools/migrate-all", "POST");
    expect(migrated.status).toBe(200);
    expect((await migrated.json()).updated).not.toContain("n8n");
    expect(await categoryNames()).not.toContain("Open Source");
    const [n8n] = await server.db.select().from(aiTools).where(eq(aiTools.id, "n8n"));
    expect(n8n!.category).toContain("Open-source software");
    expect(n8n!.pricing).toBe("Run it yourself");
    const check = await (await adminApi("/api/admin/database/check")).json();
    expect(check.bundled.changed).not.toContain("n8n");

    // The recommender's rules still know which tools are open source and self-hosted, and say
    // so in the names a visitor sees.
    const answer = await get(
      `/recommend?q=${encodeURIComponent("It has to be open source: workflow automation")}`,
    );
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain("/tool/n8n/");
    expect(page).toMatch(/is listed under Open-source software|\(Run it yourself\)/);
    expect(page).not.toMatch(/listed under Open Source|\(Self-hosted\)/);
  });
});
