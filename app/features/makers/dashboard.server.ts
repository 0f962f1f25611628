import { and, count, desc, eq, gte, max, sql } from "drizzle-orm";
import {
  aiTools,
  pageViewRollups,
  profiles,
  savedTools,
  toolEditSuggestions,
  toolOwners,
  toolPageViewsDaily,
  toolReviews,
  toolVisitsDaily,
  users,
} from "~/db/schema";
import { VISIT_SOURCES, type VisitSource } from "~/db/visit-sources";
import { getDb, type Db } from "~/lib/db.server";
import type { DashboardPeriod } from "./constants";

// What a listing does for its owner (docs/product.md#your-tools): the figures of one tool over a
// period, read from daily rows (page views rolled up, visits counted per day), never from raw
// page views, so the page costs the same at any traffic.

const DAY_MS = 24 * 60 * 60_000;
const LATEST_REVIEWS = 5;
const SUGGESTIONS_SHOWN = 10;

/** The tools a user owns, by name. */
export async function listOwnedTools(userId: string, db: Db = getDb()) {
  return db
    .select({
      id: aiTools.id,
      name: aiTools.name,
      status: aiTools.status,
      rating: aiTools.rating,
      reviewCount: aiTools.reviewCount,
      since: toolOwners.since,
    })
    .from(toolOwners)
    .innerJoin(aiTools, eq(aiTools.id, toolOwners.toolId))
    .where(eq(toolOwners.userId, userId))
    .orderBy(aiTools.name, aiTools.id);
}

/** Whether the user owns at least one tool (the dashboard's menu shows "Your Tools" then). */
export async function ownsAnyTool(userId: string, db: Db = getDb()) {
  const [row] = await db
    .select({ toolId: toolOwners.toolId })
    .from(toolOwners)
    .where(eq(toolOwners.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** The tool, if the user is its owner at this moment; null for anyone else. */
export async function ownedTool(userId: string, toolId: string, db: Db = getDb()) {
  const [row] = await db
    .select({
      id: aiTools.id,
      name: aiTools.name,
      status: aiTools.status,
      rating: aiTools.rating,
      reviewCount: aiTools.reviewCount,
    })
    .from(toolOwners)
    .innerJoin(aiTools, eq(aiTools.id, toolOwners.toolId))
    .where(and(eq(toolOwners.toolId, toolId), eq(toolOwners.userId, userId)));
  return row ?? null;
}

/** One day of the chart: the tool page's views and the website's visits. */
export type DashboardDay = { day: string; views: number; visits: number };

export type ToolDashboard = {
  days: DashboardDay[];
  totals: { views: number; visits: number; saves: number; reviews: number };
  /** Visits per source over the period, sources with none left out, most first. */
  sources: { source: VisitSource; visits: number }[];
  latestReviews: {
    id: number;
    stars: number;
    title: string;
    author: string;
    createdAt: string;
  }[];
  suggestions: {
    id: number;
    fields: string[];
    status: "pending" | "accepted" | "rejected";
    applied: string[] | null;
    reason: string | null;
    createdAt: string;
    decidedAt: string | null;
  }[];
  /** When page views were last rolled up, or null before the first roll-up. */
  viewsCountedAt: string | null;
};

/**
 * The tool's figures over the last `days` UTC days, today included: page views and visits per
 * day, saves still in a toolkit and published reviews made in the period, visits by source, the
 * latest published reviews, and the suggested edits `ownerId` made of it.
 */
export async function toolDashboard(
  toolId: string,
  ownerId: string,
  days: DashboardPeriod,
  db: Db = getDb(),
  now = new Date(),
): Promise<ToolDashboard> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstAt = new Date(today - (days - 1) * DAY_MS);
  const first = firstAt.toISOString().slice(0, 10);
  const [views, visits, [saves], [reviews], latest, suggestions, [counted]] = await Promise.all([
    db
      .select({ day: toolPageViewsDaily.day, views: toolPageViewsDaily.views })
      .from(toolPageViewsDaily)
      .where(and(eq(toolPageViewsDaily.toolId, toolId), gte(toolPageViewsDaily.day, first))),
    db
      .select({
        day: toolVisitsDaily.day,
        source: toolVisitsDaily.source,
        visits: toolVisitsDaily.visits,
      })
      .from(toolVisitsDaily)
      .where(and(eq(toolVisitsDaily.toolId, toolId), gte(toolVisitsDaily.day, first))),
    db
      .select({ n: count() })
      .from(savedTools)
      .where(and(eq(savedTools.toolId, toolId), gte(savedTools.createdAt, firstAt))),
    db
      .select({ n: count() })
      .from(toolReviews)
      .where(
        and(
          eq(toolReviews.toolId, toolId),
          eq(toolReviews.status, "published"),
          gte(toolReviews.createdAt, firstAt),
        ),
      ),
    db
      .select({
        id: toolReviews.id,
        stars: toolReviews.stars,
        title: toolReviews.title,
        author: sql<string>`coalesce(nullif(${profiles.username}, ''), ${users.name})`,
        createdAt: toolReviews.createdAt,
      })
      .from(toolReviews)
      .innerJoin(users, eq(users.id, toolReviews.userId))
      .leftJoin(profiles, eq(profiles.id, toolReviews.userId))
      .where(and(eq(toolReviews.toolId, toolId), eq(toolReviews.status, "published")))
      .orderBy(desc(toolReviews.createdAt), desc(toolReviews.id))
      .limit(LATEST_REVIEWS),
    db
      .select({
        id: toolEditSuggestions.id,
        proposed: toolEditSuggestions.proposed,
        status: toolEditSuggestions.status,
        applied: toolEditSuggestions.applied,
        reason: toolEditSuggestions.reason,
        createdAt: toolEditSuggestions.createdAt,
        decidedAt: toolEditSuggestions.decidedAt,
      })
      .from(toolEditSuggestions)
      .where(and(eq(toolEditSuggestions.toolId, toolId), eq(toolEditSuggestions.userId, ownerId)))
      .orderBy(desc(toolEditSuggestions.createdAt), desc(toolEditSuggestions.id))
      .limit(SUGGESTIONS_SHOWN),
    db.select({ at: max(pageViewRollups.rolledAt) }).from(pageViewRollups),
  ]);

  const perDay = new Map<string, DashboardDay>();
  const dayList = Array.from({ length: days }, (_, index) => {
    const day = new Date(firstAt.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    const row = { day, views: 0, visits: 0 };
    perDay.set(day, row);
    return row;
  });
  for (const row of views) {
    const day = perDay.get(row.day);
    if (day) day.views += row.views;
  }
  const bySource = new Map<VisitSource, number>();
  for (const row of visits) {
    const day = perDay.get(row.day);
    if (day) day.visits += row.visits;
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + row.visits);
  }
  const sources = VISIT_SOURCES.map((source) => ({ source, visits: bySource.get(source) ?? 0 }))
    .filter((row) => row.visits > 0)
    .sort((a, b) => b.visits - a.visits);

  return {
    days: dayList,
    totals: {
      views: dayList.reduce((sum, day) => sum + day.views, 0),
      visits: dayList.reduce((sum, day) => sum + day.visits, 0),
      saves: saves?.n ?? 0,
      reviews: reviews?.n ?? 0,
    },
    sources,
    latestReviews: latest.map((review) => ({
      ...review,
      createdAt: review.createdAt.toISOString(),
    })),
    suggestions: suggestions.map((suggestion) => ({
      id: suggestion.id,
      fields: Object.keys(suggestion.proposed),
      status: suggestion.status,
      applied: suggestion.applied,
      reason: suggestion.reason,
      createdAt: suggestion.createdAt.toISOString(),
      decidedAt: suggestion.decidedAt?.toISOString() ?? null,
    })),
    viewsCountedAt: counted?.at ? new Date(counted.at).toISOString() : null,
  };
}
