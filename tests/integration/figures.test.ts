import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, pageViews, savedTools, toolReviews, users } from "~/db/schema";
import { refreshRecentViews, repairToolFigures } from "~/features/catalogue/figures.server";
import { searchTools } from "~/features/catalogue/search.server";
import { ToolQuerySchema } from "~/features/catalogue/schema";
import { createTool, createUser } from "../factories";
import { openTestDatabase } from "../setup/test-database";

// The figures behind "Highest Rated" and "Most Popular" (decision 017): saves follow saved_tools
// in the same transaction, recent page views are counted again on a schedule, and the repair
// recomputes all of them from their sources.

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const figuresOf = async (id: string) => {
  const [row] = await database.db
    .select({
      rating: aiTools.rating,
      reviewCount: aiTools.reviewCount,
      saveCount: aiTools.saveCount,
      recentViews: aiTools.recentViews,
      popularity: aiTools.popularity,
      rankRating: aiTools.rankRating,
    })
    .from(aiTools)
    .where(eq(aiTools.id, id));
  return row!;
};

describe("tool figures", () => {
  it("counts saves as they are made and undone, a deleted account's included", async () => {
    const tool = await createTool(database.db);
    const [first, second] = [await createUser(database.db), await createUser(database.db)];
    await database.db.insert(savedTools).values([
      { userId: first.id, toolId: tool.id },
      { userId: second.id, toolId: tool.id },
    ]);
    expect(await figuresOf(tool.id)).toMatchObject({ saveCount: 2, popularity: 2 });
    await database.db.delete(users).where(eq(users.id, first.id));
    expect(await figuresOf(tool.id)).toMatchObject({ saveCount: 1, popularity: 1 });
  });

  it("counts a tool's page views of the last 30 days, and Most Popular sorts by the sum", async () => {
    const [viewed, quiet] = [await createTool(database.db), await createTool(database.db)];
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    await database.db.insert(pageViews).values([
      ...Array.from({ length: 40 }, () => ({ path: `/tool/${viewed.id}/any-slug` })),
      { path: `/tool/${viewed.id}`, createdAt: days(29) },
      // Too old to count, and another page.
      ...Array.from({ length: 50 }, () => ({ path: `/tool/${quiet.id}`, createdAt: days(31) })),
      { path: "/blog", createdAt: days(1) },
    ]);
    expect(await refreshRecentViews(database.db)).toBeGreaterThanOrEqual(1);
    expect(await figuresOf(viewed.id)).toMatchObject({ recentViews: 41, popularity: 41 });
    expect(await figuresOf(quiet.id)).toMatchObject({ recentViews: 0 });
    // Nothing changed since: nothing is written.
    expect(await refreshRecentViews(database.db)).toBe(0);

    const popular = await searchTools(
      ToolQuerySchema.parse({ sort: "reviewCount", pageSize: "5" }),
      database.db,
    );
    expect(popular.tools[0]!.id).toBe(viewed.id);
  });

  it("sorts Highest Rated by the users' average where there are reviews, else the editor's", async () => {
    const reviewed = await createTool(database.db, { editorialRating: 1.5 });
    const editorial = await createTool(database.db, { editorialRating: 4.9 });
    const reviewer = await createUser(database.db);
    await database.db.insert(toolReviews).values({
      toolId: reviewed.id,
      userId: reviewer.id,
      stars: 5,
      title: "Five",
      body: "x".repeat(30),
    });
    expect(await figuresOf(reviewed.id)).toMatchObject({
      rating: 5,
      reviewCount: 1,
      rankRating: 5,
    });
    expect(await figuresOf(editorial.id)).toMatchObject({ rating: null, rankRating: 4.9 });
    const best = await searchTools(
      ToolQuerySchema.parse({ minRating: "4.9", pageSize: "100" }),
      database.db,
    );
    const ids = best.tools.map((tool) => tool.id);
    expect(ids).toContain(reviewed.id);
    expect(ids).toContain(editorial.id);
    expect(ids.indexOf(reviewed.id)).toBeLessThan(ids.indexOf(editorial.id));
  });

  it("repairs figures written by hand, and then finds nothing to correct", async () => {
    const tool = await createTool(database.db);
    const reviewer = await createUser(database.db);
    await database.db.insert(toolReviews).values({
      toolId: tool.id,
      userId: reviewer.id,
      stars: 3,
      title: "Fine",
      body: "y".repeat(30),
    });
    await database.db.insert(savedTools).values({ userId: reviewer.id, toolId: tool.id });
    await database.db.execute(
      sql`UPDATE ai_tools SET rating = 4.9, reviewcount = 4900, save_count = 77, recent_views = 5
          WHERE id = ${tool.id}`,
    );
    const corrected = await repairToolFigures(database.db);
    expect(corrected).toContain(tool.id);
    expect(await figuresOf(tool.id)).toMatchObject({
      rating: 3,
      reviewCount: 1,
      saveCount: 1,
      recentViews: 0,
      popularity: 2,
    });
    expect(await repairToolFigures(database.db)).toEqual([]);
    const rows = await database.db
      .select()
      .from(aiTools)
      .where(inArray(aiTools.id, [tool.id]));
    expect(rows).toHaveLength(1);
  });
});
