import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, toolChanges, toolFactSources } from "~/db/schema";
import { setToolStatus } from "~/features/catalogue/admin-mutations.server";
import { applyImport } from "~/features/catalogue/import.server";
import { exportTools } from "~/features/catalogue/admin-queries.server";
import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { slugify } from "~/features/catalogue/tool";
import { applyToolDiff, UnsourcedConfirmation } from "~/features/catalogue/tool-diff.server";
import { inTransaction } from "~/lib/db.server";
import { createTool } from "../factories";
import { getFrom } from "../helpers";
import { startTestServer } from "../setup/test-server";

// Facts with sources, their confirmations and the public history (decision 026), on both
// databases, through the one function every write ends in and over HTTP.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => server?.close());

const get = getFrom(() => server.baseUrl);
const admin = { email: "editor@example.com" };
/** A page's text as a reader sees it: React's markers between text parts removed. */
const pageText = async (path: string) =>
  (await (await get(path)).text()).replaceAll("<!-- -->", "");

/** Only the words of a page's markup. */
const words = (html: string) => html.replace(/<[^>]+>/g, "");

const diff = (input: Parameters<typeof applyToolDiff>[1]) =>
  inTransaction(server.db, (tx) => applyToolDiff(tx, input));

async function historyOf(toolId: string) {
  return server.db
    .select()
    .from(toolChanges)
    .where(eq(toolChanges.toolId, toolId))
    .orderBy(toolChanges.id);
}

async function confirmation(toolId: string, fact: string) {
  const [row] = await server.db
    .select()
    .from(toolFactSources)
    .where(and(eq(toolFactSources.toolId, toolId), eq(toolFactSources.fact, fact)));
  return row ?? null;
}

describe("the bundled catalogue's facts", () => {
  it("name their official sources on the page and in the API, none of them confirmed", async () => {
    const html = await pageText("/tool/chatgpt/chatgpt");
    expect(html).toContain("Facts and sources");
    expect(html).toContain('href="https://openai.com/chatgpt/pricing/"');
    expect(html).toContain("Source given, not yet confirmed.");
    expect(html).not.toContain("Confirmed <time");
    expect(html).not.toContain("Facts checked");
    expect(words(html)).toContain("Web, Windows, macOS, iOS, Android, API");

    const { tool: api } = await (await get("/api/v1/tools/chatgpt")).json();
    expect(api.checkedAt).toBeNull();
    expect(api.facts.pricing).toEqual({
      value: "Freemium",
      source: "https://openai.com/chatgpt/pricing/",
      confirmedAt: null,
      confirmedBy: null,
    });
    expect(api.facts.freePlan.value).toBe(true);
    expect(api.facts.platforms.value).toEqual(["web", "windows", "macos", "ios", "android", "api"]);
  });
});

describe("confirming a fact (decision 026)", () => {
  it("needs a source, dates it, and a later change of its value clears it", async () => {
    const tool = await createTool(server.db, { pricing: "Freemium" });
    await expect(
      diff({ toolId: tool.id, after: {}, confirm: ["pricing"], by: "editor" }),
    ).rejects.toBeInstanceOf(UnsourcedConfirmation);
    expect(await historyOf(tool.id)).toEqual([]);

    const source = "https://example.com/pricing";
    await diff({
      toolId: tool.id,
      after: { pricingSource: source },
      confirm: ["pricing"],
      by: "editor",
      actor: admin.email,
    });
    expect(await confirmation(tool.id, "pricing")).toMatchObject({
      sourceUrl: source,
      confirmedBy: "editor",
    });
    expect((await confirmation(tool.id, "pricing"))!.confirmedAt).toBeInstanceOf(Date);
    const page = `/tool/${tool.id}/${slugify(tool.name)}`;
    expect(await pageText(page)).toMatch(
      /Confirmed <time dateTime="[^"]+">[^<]+<\/time> by the editors\./,
    );

    await diff({ toolId: tool.id, after: { pricing: "Paid" }, by: "editor", actor: admin.email });
    expect(await confirmation(tool.id, "pricing")).toMatchObject({
      sourceUrl: source,
      confirmedAt: null,
      confirmedBy: null,
    });
    const html = await pageText(page);
    expect(html).not.toContain("Confirmed <time");
    expect(words(html)).toContain("Pricing model: Freemium → Paid");
    expect(await historyOf(tool.id)).toEqual([
      expect.objectContaining({
        field: "pricing",
        before: "Freemium",
        after: "Freemium",
        confirmed: true,
      }),
      expect.objectContaining({
        field: "pricing",
        before: "Freemium",
        after: "Paid",
        confirmed: false,
      }),
    ]);
  });

  it("is never set by the link checker's visit, which is shown for what it is", async () => {
    const tool = await createTool(server.db, { websiteAnsweredAt: "2026-11-03" });
    const html = await pageText(`/tool/${tool.id}/${slugify(tool.name)}`);
    expect(html).toContain(
      'The website answered our link checker on <time dateTime="2026-11-03">November 3, 2026</time>.',
    );
    expect(html).not.toContain("Confirmed <time");
  });
});

describe("the public history (decision 026)", () => {
  it("records every kind of change with who made it in kind, in the same transaction", async () => {
    const tool = await createTool(server.db);
    // An administrator's edit, then an archive: each recorded as the editors'.
    await diff({
      toolId: tool.id,
      after: {
        name: `${tool.name} Pro`,
        freePlan: true,
        freePlanSource: "https://example.com/plans",
      },
      by: "editor",
      actor: admin.email,
    });
    await setToolStatus(tool.id, "archived", admin, server.db);
    // The site's own change: a logo for a tool without one.
    await diff({ toolId: tool.id, after: { logo: "https://example.com/logo.png" }, by: "site" });
    const history = await historyOf(tool.id);
    expect(history.map(({ field, byKind }) => [field, byKind])).toEqual([
      ["name", "editor"],
      ["freePlan", "editor"],
      ["status", "editor"],
      ["logo", "site"],
    ]);
    expect(history[1]).toMatchObject({
      before: null,
      after: true,
      sourceUrl: "https://example.com/plans",
    });
    expect(history[2]).toMatchObject({ before: "published", after: "archived" });

    // A diff that would change nothing writes nothing.
    await diff({ toolId: tool.id, after: { name: `${tool.name} Pro` }, by: "editor" });
    expect(await historyOf(tool.id)).toHaveLength(4);
  });

  it("records an import's changes and keeps the facts an older export leaves out", async () => {
    const tool = await createTool(server.db, {
      freePlan: true,
      platforms: ["web"],
      cons: ["Drafts still need a human edit.", "Exports to few formats."],
      useCases: ["Writing release notes from a changelog.", "Drafting a weekly update."],
    });
    let exported: Record<string, unknown> | undefined;
    for await (const batch of exportTools(server.db)) {
      exported ??= batch.find((row) => row.id === tool.id);
    }
    const { freePlan: _free, platforms: _platforms, ...older } = exported!;
    const plan = await applyImport(
      [{ ...older, pricing: "Paid", selfHostable: true }],
      admin,
      server.db,
    );
    expect(plan.refused).toEqual([]);
    const [stored] = await server.db.select().from(aiTools).where(eq(aiTools.id, tool.id));
    expect(stored).toMatchObject({
      pricing: "Paid",
      selfHostable: true,
      freePlan: true,
      platforms: ["web"],
    });
    const history = await historyOf(tool.id);
    expect(history.map(({ field, byKind }) => [field, byKind])).toEqual([
      ["pricing", "editor"],
      ["selfHostable", "editor"],
    ]);
  });

  it("records the bundled catalogue's own changes without marking the tool as edited", async () => {
    await server.db.update(aiTools).set({ pricing: "Paid" }).where(eq(aiTools.id, "perplexity"));
    await seedBundledCatalogue(server.db);
    const [stored] = await server.db.select().from(aiTools).where(eq(aiTools.id, "perplexity"));
    expect(stored).toMatchObject({ pricing: "Freemium", editedAt: null });
    expect(await historyOf("perplexity")).toEqual([
      expect.objectContaining({
        field: "pricing",
        before: "Paid",
        after: "Freemium",
        byKind: "editor",
      }),
    ]);
    const feed = await pageText("/tool/perplexity/perplexity");
    expect(feed).toContain("by the editors");
    expect(words(feed)).toContain("Pricing model: Paid → Freemium");
  });
});

describe("the site-wide changes (decision 026)", () => {
  it("lists the latest changes to published tools on a page and in an Atom feed", async () => {
    const listed = await createTool(server.db, { name: "Lanternfish Notes" });
    const hidden = await createTool(server.db, { name: "Driftwood Draft", status: "draft" });
    for (const tool of [listed, hidden]) {
      await diff({ toolId: tool.id, after: { selfHostable: true }, by: "editor" });
    }
    const page = await pageText("/changes");
    expect(words(page)).toContain("Lanternfish Notes");
    expect(words(page)).toContain("Self-hostable: not stated → Yes");
    expect(page).not.toContain("Driftwood Draft");

    const feed = await get("/changes/feed.xml");
    expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain("<title>Lanternfish Notes: Self-hostable: not stated → Yes</title>");
    expect(xml).toContain(`/tool/${listed.id}/${slugify(listed.name)}#history-heading`);
    expect(xml).not.toContain("Driftwood Draft");
  });
});
