import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { countTools, getToolById } from "~/features/catalogue/tool-reads.server";
import { readCatalogue } from "~/features/catalogue/catalogue-files.server";
import { queryRows } from "~/lib/db.server";
import { startTestServer } from "../setup/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("seeding the catalogue", () => {
  it("loads every bundled tool, with its dates", async () => {
    const { entries } = readCatalogue();
    expect(await countTools(server.db)).toBe(entries.length);
    const entry = entries[0]!;
    const tool = await getToolById(entry.id, server.db);
    expect(tool?.createdAt.slice(0, 10)).toBe(entry.createdAt);
    expect(tool?.checkedAt).toBeNull();
  });

  it("is idempotent and restores the catalogue's text without touching other tools", async () => {
    const before = await countTools(server.db);
    await server.db.update(aiTools).set({ name: "Changed" }).where(eq(aiTools.id, "chatgpt"));
    await server.db.insert(aiTools).values({
      id: "added-by-hand",
      name: "Added By Hand",
      description: "d".repeat(120),
      shortDescription: "A tool an operator added by hand.",
      pricing: "Free",
      url: "https://example.org",
    });
    await seedBundledCatalogue(server.db);
    await seedBundledCatalogue(server.db);
    expect(await countTools(server.db)).toBe(before + 1);
    expect((await getToolById("chatgpt", server.db))?.name).toBe("ChatGPT");
    expect(await getToolById("added-by-hand", server.db)).not.toBeNull();
  });

  it("keeps the search vector current when a tool changes", async () => {
    await server.db
      .update(aiTools)
      .set({ description: `${"x ".repeat(60)} quokkabrand` })
      .where(eq(aiTools.id, "claude"));
    const rows = await queryRows<{ id: string }>(
      server.db,
      sql`SELECT id FROM ai_tools WHERE search_vector @@ websearch_to_tsquery('english', 'quokkabrand')`,
    );
    expect(rows.map((row) => row.id)).toEqual(["claude"]);
  });
});
