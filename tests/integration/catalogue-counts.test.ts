import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import { countAllTools } from "~/features/catalogue/admin-queries.server";
import { listNamesWithUse } from "~/features/catalogue/vocabulary.server";
import { queryRows } from "~/lib/db.server";
import { createTool } from "../factories";
import { openTestDatabase } from "../setup/test-database";

// The admin overview's counts of tools, and of tools per category and pricing option, are kept
// by a trigger with every write to ai_tools (decision 039): after any mix of writes they equal
// what counting every tool gives.

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

/** The counts as the overview reads them, and as counting every tool gives them. */
async function keptAndCounted() {
  const db = database.db;
  const [categories, pricing] = await Promise.all([
    listNamesWithUse("category", db),
    listNamesWithUse("pricing", db),
  ]);
  const counted = async (kind: "category" | "pricing") =>
    new Map(
      (
        await queryRows<{ name: string; tools: number }>(
          db,
          kind === "category"
            ? sql`SELECT used.name, count(*)::int AS tools FROM ai_tools, unnest(category) AS used(name) GROUP BY 1`
            : sql`SELECT pricing AS name, count(*)::int AS tools FROM ai_tools GROUP BY 1`,
        )
      ).map((row) => [row.name, row.tools]),
    );
  const [byCategory, byPricing, [all]] = await Promise.all([
    counted("category"),
    counted("pricing"),
    queryRows<{ tools: number }>(db, sql`SELECT count(*)::int AS tools FROM ai_tools`),
  ]);
  return {
    kept: { total: await countAllTools(db), categories, pricing },
    counted: {
      total: all!.tools,
      categories: categories.map(({ name }) => ({ name, tools: byCategory.get(name) ?? 0 })),
      pricing: pricing.map(({ name }) => ({ name, tools: byPricing.get(name) ?? 0 })),
    },
  };
}

const toolsIn = (counts: { name: string; tools: number }[], name: string) =>
  counts.find((row) => row.name === name)?.tools;

describe("the admin overview's tool counts", () => {
  it("start equal to counting the bundled catalogue", async () => {
    const { kept, counted } = await keptAndCounted();
    expect(kept.total).toBeGreaterThan(100);
    expect(kept).toEqual(counted);
  });

  it("follow inserts, updates of categories and pricing, other updates and deletes", async () => {
    const before = await keptAndCounted();
    const made = await Promise.all(
      Array.from({ length: 3 }, () =>
        createTool(database.db, { category: ["Research", "Translation"], pricing: "Paid" }),
      ),
    );
    // Several rows in one statement.
    await database.db.insert(aiTools).values(
      made.map((tool, index) => ({
        ...tool,
        id: `${tool.id}-copy`,
        url: `${tool.url}/copy`,
        category: index === 0 ? ["Research", "Research"] : ["Education"],
      })),
    );
    const inserted = await keptAndCounted();
    expect(inserted.kept).toEqual(inserted.counted);
    expect(inserted.kept.total).toBe(before.kept.total + 6);
    expect(toolsIn(inserted.kept.categories, "Research")).toBe(
      toolsIn(before.kept.categories, "Research")! + 5,
    );

    await database.db
      .update(aiTools)
      .set({ category: ["Education"], pricing: "Free" })
      .where(eq(aiTools.id, made[0]!.id));
    // An update of other columns changes no count.
    await database.db
      .update(aiTools)
      .set({ editorialRating: 3.1 })
      .where(inArray(aiTools.id, [made[1]!.id, made[2]!.id]));
    const updated = await keptAndCounted();
    expect(updated.kept).toEqual(updated.counted);
    expect(toolsIn(updated.kept.pricing, "Paid")).toBe(toolsIn(inserted.kept.pricing, "Paid")! - 1);

    await database.db.delete(aiTools).where(
      inArray(
        aiTools.id,
        made.flatMap((tool) => [tool.id, `${tool.id}-copy`]),
      ),
    );
    const deleted = await keptAndCounted();
    expect(deleted.kept).toEqual(deleted.counted);
    expect(deleted.kept).toEqual(before.kept);
  });

  it("count no category once no tool uses it, and count it again when one does", async () => {
    await createTool(database.db, { category: ["A Category Of One"] });
    const [row] = await queryRows<{ tools: number }>(
      database.db,
      sql`SELECT tools FROM catalogue_name_uses WHERE kind = 'category' AND name = 'A Category Of One'`,
    );
    expect(row?.tools).toBe(1);
    await database.db.execute(
      sql`UPDATE ai_tools SET category = ARRAY['Research'] WHERE 'A Category Of One' = ANY(category)`,
    );
    expect(
      await queryRows(
        database.db,
        sql`SELECT 1 FROM catalogue_name_uses WHERE name = 'A Category Of One'`,
      ),
    ).toEqual([]);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });
});
