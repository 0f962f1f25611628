import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, aiTools, savedTools, searchTerms, toolChanges } from "~/db/schema";
import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { slugify } from "~/features/catalogue/tool";
import { adminToolForm as toolForm, createTool, createUserAndAdmin } from "../factories";
import { getFrom, landing, postTo } from "../helpers";
import { startTestServer } from "../setup/test-server";

// The tool editor and statuses (issue: admin, decision 013), over HTTP against the built app.

let server: Awaited<ReturnType<typeof startTestServer>>;
let userCookie: string;
let userId: string;
let adminCookie: string;
let adminEmail: string;
const post = postTo(() => server.baseUrl);

beforeAll(async () => {
  server = await startTestServer({ pages: true });
  ({ userCookie, adminEmail, adminCookie, userId } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => server?.close());

const get = getFrom(() => server.baseUrl);

const asAdmin = (path: string, body: URLSearchParams, cookie = adminCookie) =>
  post(path, body, { Cookie: cookie, Origin: server.baseUrl });

/** The editor's fields for a valid tool; `categories` are sent as ticked checkboxes. */
async function storedTool(id: string) {
  const [row] = await server.db.select().from(aiTools).where(eq(aiTools.id, id));
  return row;
}

describe("admin tool pages: access (docs/product.md#admin-area)", () => {
  it.each(["/admin/tools", "/admin/tools/new", "/admin/tools/chatgpt"])(
    "send a visitor from %s to /login and a user to /dashboard",
    async (path) => {
      expect((await get(path)).headers.get("location")).toBe("/login");
      expect((await get(path, userCookie)).headers.get("location")).toBe("/dashboard");
      const page = await get(path, adminCookie);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(await page.text()).toMatch(/<meta name="robots" content="noindex"/);
    },
  );

  it("refuses every write to a visitor and a user, storing nothing", async () => {
    const id = `refused-${server.kind}`;
    for (const cookie of ["", userCookie]) {
      const created = await asAdmin("/admin/tools/new", toolForm({ id }), cookie);
      expect(created.status).toBe(302);
      expect(created.headers.get("location")).toBe(cookie ? "/dashboard" : "/login");
      const edited = await asAdmin(
        "/admin/tools/chatgpt",
        new URLSearchParams({ intent: "status", status: "archived" }),
        cookie,
      );
      expect(edited.status).toBe(302);
    }
    expect(await storedTool(id)).toBeUndefined();
    expect((await storedTool("chatgpt"))!.status).toBe("published");
  });
});

describe("creating and editing a tool (decision 013)", () => {
  it("refuses bad fields with a message for each, and stores nothing", async () => {
    const id = `bad-fields-${server.kind}`;
    const response = await asAdmin(
      "/admin/tools/new",
      toolForm(
        {
          id,
          shortDescription: "Too short",
          url: "http://plain.example.com",
          editorialRating: "7",
        },
        ["Research", "Not A Category"],
      ),
    );
    expect(response.status).toBe(400);
    expect(response.text).toContain("Short description must be 20 to 200 characters.");
    expect(response.text).toContain("Website must be an https:// address.");
    expect(response.text).toContain("Editor&#x27;s rating must be a number from 1 to 5.");
    expect(response.text).toContain("Unknown category: Not A Category.");
    expect(await storedTool(id)).toBeUndefined();

    // An id the API's addresses use for something else would never be reachable there.
    const reserved = await asAdmin("/admin/tools/new", toolForm({ id: "export" }));
    expect(reserved.status).toBe(400);
    expect(reserved.text).toContain("choose another, such as export-tool.");
    expect(await storedTool("export")).toBeUndefined();

    const six = ["Research", "Education", "Search", "Marketing", "Design", "Sales"];
    const tooMany = await asAdmin("/admin/tools/new", toolForm({ id }, six));
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain("Choose 1 to 5 categories.");
  });

  it("creates a draft that no public page, search, sitemap or API shows, then publishes it", async () => {
    const id = `quillmere-${server.kind}`;
    const created = await asAdmin("/admin/tools/new", toolForm({ id }));
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(`/admin/tools/${id}`);
    const editor = await landing(server.baseUrl, created, adminCookie);
    expect(editor.text).toContain("Tool created");
    const row = await storedTool(id);
    expect(row).toMatchObject({
      status: "draft",
      category: ["Research", "Education"],
      features: ["Answers with quotes", "Page numbers", "Reads PDFs"],
      freePlan: null,
      editedBy: adminEmail,
    });

    const publicViews = async () => ({
      page: (await get(`/tool/${id}`)).status,
      api: (await get(`/api/v1/tools/${id}`)).status,
      search: JSON.stringify(await (await get("/api/v1/tools?q=quillmere")).json()),
      sitemap: await (await get("/sitemaps/tools-1.xml")).text(),
    });
    const draft = await publicViews();
    expect(draft.page).toBe(404);
    expect(draft.api).toBe(404);
    expect(draft.search).not.toContain(id);
    expect(draft.sitemap).not.toContain(id);
    // Its words are not in the typo vocabulary either.
    const [word] = await server.db
      .select({ n: count() })
      .from(searchTerms)
      .where(eq(searchTerms.term, "quillmere"));
    expect(word!.n).toBe(0);

    const published = await asAdmin(
      `/admin/tools/${id}`,
      new URLSearchParams({ intent: "status", status: "published" }),
    );
    expect(published.status).toBe(302);
    const live = await publicViews();
    expect(live.page).toBe(301);
    expect(live.api).toBe(200);
    expect(live.search).toContain(id);
    expect(live.sitemap).toContain(`/tool/${id}/quillmere`);
  });

  it("refuses an id another tool has", async () => {
    const response = await asAdmin("/admin/tools/new", toolForm({ id: "chatgpt" }));
    expect(response.status).toBe(409);
    expect(response.text).toContain("Another tool already has this id.");
    expect((await storedTool("chatgpt"))!.name).toBe("ChatGPT");
  });

  it("records an edit with its values before and after, and seeding then leaves the tool alone", async () => {
    const tool = await createTool(server.db, { category: ["Research"], pricing: "Free" });
    const path = `/admin/tools/${tool.id}`;
    const fields = toolForm({ name: "Renamed Tool", status: "published" }, ["Research"]);
    const saved = await asAdmin(path, fields);
    expect(saved.status).toBe(302);
    expect((await landing(server.baseUrl, saved, adminCookie)).text).toContain("Tool saved");
    const [entry] = await server.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subject, "tool"), eq(adminAudit.subjectId, tool.id)));
    expect(entry).toMatchObject({ actor: adminEmail, action: "edit" });
    expect(entry!.changes!.name).toEqual({ before: tool.name, after: "Renamed Tool" });
    expect(entry!.changes!.pricing).toEqual({ before: "Free", after: "Freemium" });
    expect(entry!.changes).not.toHaveProperty("status");

    const history = await (await get(path, adminCookie)).text();
    expect(history).toContain(`Edited</span> by`);
    expect(history).toContain("Renamed Tool");

    // The same values again change nothing and record nothing.
    const again = await asAdmin(path, fields);
    expect((await landing(server.baseUrl, again, adminCookie)).text).toContain("No changes");
    const [entries] = await server.db
      .select({ n: count() })
      .from(adminAudit)
      .where(eq(adminAudit.subjectId, tool.id));
    expect(entries!.n).toBe(1);
  });
});

describe("a tool's facts and their sources (decision 026)", () => {
  it("are confirmed only by an administrator who gives the source and ticks the fact", async () => {
    const tool = await createTool(server.db, { category: ["Research"] });
    const page = `/tool/${tool.id}/${slugify(tool.name)}`;
    expect(await (await get(page)).text()).not.toContain("Confirmed <time");

    const source = "https://example.com/pricing";
    const unsourced = await asAdmin(
      `/admin/tools/${tool.id}`,
      toolForm({ name: tool.name, status: "published", confirm: "pricing" }, ["Research"]),
    );
    expect(unsourced.status).toBe(400);
    expect(unsourced.text).toContain("To confirm pricing model, give the page that states it.");
    expect(await (await get(page)).text()).not.toContain("Confirmed <time");

    const saved = await asAdmin(
      `/admin/tools/${tool.id}`,
      toolForm(
        { name: tool.name, status: "published", pricingSource: source, confirm: "pricing" },
        ["Research"],
      ),
    );
    expect(saved.status).toBe(302);
    const html = await (await get(page)).text();
    const today = new Date().toISOString().slice(0, 10);
    expect(html).toContain(`href="${source}"`);
    expect(html).toMatch(new RegExp(`Confirmed <time dateTime="${today}[^"]*">`));
    const history = await server.db
      .select()
      .from(toolChanges)
      .where(eq(toolChanges.toolId, tool.id));
    expect(history.filter((change) => change.field === "pricing")).toEqual([
      expect.objectContaining({ confirmed: true, sourceUrl: source, byKind: "editor" }),
    ]);
    expect(history.filter((change) => change.confirmed).map((change) => change.field)).toEqual([
      "pricing",
    ]);
  });
});

describe("statuses: only published tools are public (decision 013)", () => {
  it("takes an archived tool off its page, search, categories, saved tools and recommendations", async () => {
    const tool = await createTool(server.db, {
      name: "Vellumgrove",
      category: ["Translation"],
      shortDescription: "Translates vellumgrove manuscripts between forty languages.",
    });
    await server.db.insert(savedTools).values({ userId, toolId: tool.id });
    const categoryCount = async () => {
      const body = (await (await get("/api/v1/categories")).json()) as {
        categories: { name: string; toolCount: number }[];
      };
      return body.categories.find((category) => category.name === "Translation")!.toolCount;
    };
    const before = await categoryCount();
    expect((await get(`/api/v1/tools/${tool.id}`)).status).toBe(200);

    const archived = await asAdmin(
      `/admin/tools/${tool.id}`,
      new URLSearchParams({ intent: "status", status: "archived" }),
    );
    expect(archived.status).toBe(302);
    expect((await storedTool(tool.id))!.status).toBe("archived");
    expect((await get(`/tool/${tool.id}/vellumgrove`)).status).toBe(404);
    expect((await get(`/api/v1/tools/${tool.id}`)).status).toBe(404);
    const search = await (await get("/api/v1/tools?q=vellumgrove")).json();
    expect(search.total).toBe(0);
    expect(await categoryCount()).toBe(before - 1);
    const saved = await (await get("/api/saved-tools", userCookie)).json();
    expect(saved.savedIds).not.toContain(tool.id);
    const recommended = await post(
      "/api/v1/recommendations",
      JSON.stringify({ need: "translate vellumgrove manuscripts" }),
      { "Content-Type": "application/json" },
    );
    expect(recommended.text).not.toContain(tool.id);
    // Saving it again is refused as if it did not exist.
    const save = await post(`/api/saved-tools/${tool.id}`, "", {
      Cookie: userCookie,
      Origin: server.baseUrl,
    });
    expect(save.status).toBe(404);

    // Its history shows the status change.
    const [entry] = await server.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.subjectId, tool.id));
    expect(entry).toMatchObject({
      action: "status",
      changes: { status: { before: "published", after: "archived" } },
    });
  });
});

describe("migrate all tools (decision 013)", () => {
  const migrate = (cookie?: string) =>
    fetch(`${server.baseUrl}/api/admin/tools/migrate-all`, {
      method: "POST",
      headers: { Origin: server.baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
    });

  it("is refused to a visitor (401) and a user (403)", async () => {
    expect((await migrate()).status).toBe(401);
    expect((await migrate(userCookie)).status).toBe(403);
  });

  it("restores the bundled text of tools nobody edited and lists the edited ones it kept", async () => {
    // An edit made outside the editor (say, by hand in SQL) is not an administrator's edit.
    await server.db
      .update(aiTools)
      .set({ shortDescription: "Changed behind the editor's back." })
      .where(eq(aiTools.id, "perplexity"));
    await server.db.delete(aiTools).where(eq(aiTools.id, "midjourney"));
    const edit = await asAdmin(
      "/admin/tools/claude",
      toolForm({ name: "Claude (edited here)", status: "published" }, ["Conversational AI"]),
    );
    expect(edit.status).toBe(302);

    const response = await migrate(adminCookie);
    expect(response.status).toBe(200);
    const result = (await response.json()) as {
      added: string[];
      updated: string[];
      keptEdited: string[];
    };
    expect(result.added).toEqual(["midjourney"]);
    expect(result.updated).toContain("perplexity");
    expect(result.keptEdited).toContain("claude");
    expect((await storedTool("perplexity"))!.shortDescription).not.toBe(
      "Changed behind the editor's back.",
    );
    expect((await storedTool("claude"))!.name).toBe("Claude (edited here)");
    const [entry] = await server.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subjectId, "perplexity"), eq(adminAudit.action, "migrate")));
    expect(entry!.changes!.shortDescription!.before).toBe("Changed behind the editor's back.");

    // Seeding keeps the edit too, and the check names the tool as edited here.
    await seedBundledCatalogue(server.db);
    expect((await storedTool("claude"))!.name).toBe("Claude (edited here)");
    const check = await (await get("/api/admin/database/check", adminCookie)).json();
    expect(check.bundled.edited).toContain("claude");
    expect(check.bundled.changed).toContain("claude");
  });
});
