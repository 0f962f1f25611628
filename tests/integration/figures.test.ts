import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools, pageViews, savedTools, toolReviews, users } from "~/db/schema";
import { rollUpPageViews } from "~/features/analytics/rollup.server";
import { repairToolFigures } from "~/features/catalogue/figures.server";
import { searchTools } from "~/features/catalogue/search.server";
import { ToolQuerySchema } from "~/features/catalogue/schema";
import { createTool, createUser } from "../factories";
import { openTestDatabase } from "../setup/test-database";

// The figures behind "Highest Rated" and "Most Popular" (decision 017): saves follow saved_tools
// in the same transaction, recent page views are counted again by each roll-up of page views,
// and the repair recomputes all of them from their sources.

const DAY = 24 * 60 * 60_000;

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

  it("counts a tool page's views of the last 30 days at each roll-up; Most Popular sorts by them", async () => {
    const [viewed, quiet, leaving] = [
      await createTool(database.db),
      await createTool(database.db),
      await createTool(database.db),
    ];
    // Noon (UTC) today, so that no step crosses midnight.
    const now = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);
    const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
    await database.db.insert(pageViews).values([
      ...Array.from({ length: 40 }, () => ({
        path: `/tool/${viewed.id}/any-slug`,
        createdAt: now,
      })),
      { path: `/tool/${viewed.id}`, createdAt: daysAgo(29) },
      { path: `/tool/${leaving.id}/its-slug`, createdAt: daysAgo(29) },
      // Too old to count, another page under the tool's address, and another page.
      ...Array.from({ length: 50 }, () => ({ path: `/tool/${quiet.id}`, createdAt: daysAgo(31) })),
      { path: `/tool/${quiet.id}/alternatives`, createdAt: now },
      { path: "/blog", createdAt: daysAgo(1) },
    ]);
    const first = await rollUpPageViews({ db: database.db, now, retentionDays: 0 });
    expect(first).toMatchObject({ ran: true, recentViews: 2 });
    expect(await figuresOf(leaving.id)).toMatchObject({ recentViews: 1 });
    expect(await figuresOf(viewed.id)).toMatchObject({ recentViews: 41, popularity: 41 });
    expect(await figuresOf(quiet.id)).toMatchObject({ recentViews: 0 });
    const popular = await searchTools(
      ToolQuerySchema.parse({ sort: "reviewCount", pageSize: "5" }),
      database.db,
    );
    expect(popular.tools[0]!.id).toBe(viewed.id);

    // Nothing changed since: nothing is written.
    const later = new Date(now.getTime() + 60_000);
    expect(await rollUpPageViews({ db: database.db, now: later, retentionDays: 0 })).toMatchObject({
      recentViews: 0,
    });
    // A view since counts at the next run.
    await database.db.insert(pageViews).values({ path: `/tool/${quiet.id}`, createdAt: later });
    await rollUpPageViews({
      db: database.db,
      now: new Date(later.getTime() + 1000),
      retentionDays: 0,
    });
    expect(await figuresOf(quiet.id)).toMatchObject({ recentViews: 1, popularity: 1 });

    // A day later, the views of 29 days ago have left the window.
    const tomorrow = new Date(now.getTime() + DAY);
    expect(
      await rollUpPageViews({ db: database.db, now: tomorrow, retentionDays: 0 }),
    ).toMatchObject({ recentViews: 2 });
    expect(await figuresOf(viewed.id)).toMatchObject({ recentViews: 40 });
    expect(await figuresOf(leaving.id)).toMatchObject({ recentViews: 0 });
    expect(await figuresOf(quiet.id)).toMatchObject({ recentViews: 1 });

    // A server whose clock is behind the last count counts every tool again.
    await database.db.execute(sql`UPDATE ai_tools SET recent_views = 7 WHERE id = ${quiet.id}`);
    await rollUpPageViews({ db: database.db, now, retentionDays: 0 });
    expect(await figuresOf(viewed.id)).toMatchObject({ recentViews: 41 });
    expect(await figuresOf(quiet.id)).toMatchObject({ recentViews: 1 });
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
