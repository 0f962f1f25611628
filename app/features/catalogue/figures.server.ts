import { sql } from "drizzle-orm";
import { pageViewVisitors, toolPageViewsDaily } from "~/db/schema";
import { RECENT_VIEW_DAYS } from "~/features/analytics/constants";
import { getDb, inTransaction, queryRows, type Db } from "~/lib/db.server";
import { repeat } from "~/lib/repeat.server";

// The figures each tool carries beside its own text (decision 017): the published reviews'
// average and count and the saves, kept in step by triggers; the page views of the last
// RECENT_VIEW_DAYS days, which age, counted again from the daily roll-ups by the roll-up job
// (app/features/analytics/rollup.server.ts). "Most Popular" sorts by their sum (popularity).

const FORGET_EVERY_MS = 60 * 60_000;
const FIRST_FORGET_MS = 2 * 60_000;
const FORGET_BATCH = 5000;

/** Each tool page's views of the RECENT_VIEW_DAYS UTC days ending today, from the daily rows. */
const recentViews = sql`
  SELECT tool_id AS id, sum(views)::int AS views
  FROM ${toolPageViewsDaily}
  WHERE day > (now() AT TIME ZONE 'UTC')::date - ${RECENT_VIEW_DAYS}::int
  GROUP BY tool_id`;

/**
 * Deletes the page-view visitors (decision 023) of days before yesterday (UTC), a bounded batch
 * per statement. Yesterday's stay, so a server whose clock is a little behind at midnight still
 * finds them. Returns how many it deleted.
 */
export async function forgetPastVisitors(db: Db = getDb(), now = new Date()) {
  const yesterday = new Date(now.getTime() - 24 * 60 * 60_000).toISOString().slice(0, 10);
  let forgotten = 0;
  for (;;) {
    const rows = await queryRows<{ day: string }>(
      db,
      sql`DELETE FROM ${pageViewVisitors}
          WHERE (day, visitor) IN (
            SELECT day, visitor FROM ${pageViewVisitors} WHERE day < ${yesterday}::date
            LIMIT ${FORGET_BATCH}
          )
          RETURNING day`,
    );
    forgotten += rows.length;
    if (rows.length < FORGET_BATCH) return forgotten;
  }
}

/**
 * Recomputes every tool's figures from their sources (reviews, saves, page views) and writes
 * those that differ: the repair for figures written before the triggers, or by hand. Returns
 * the ids of the tools it corrected.
 */
export async function repairToolFigures(db: Db = getDb()) {
  return inTransaction(db, async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`WITH reviews AS (
            SELECT tool_id, avg(stars)::float8 AS average, count(*)::int AS reviews
            FROM tool_reviews WHERE status = 'published' GROUP BY tool_id
          ), saves AS (
            SELECT tool_id, count(*)::int AS saves FROM saved_tools GROUP BY tool_id
          ), views AS (${recentViews}),
          figures AS (
            SELECT t.id, r.average, coalesce(r.reviews, 0) AS reviews,
                   coalesce(s.saves, 0) AS saves, coalesce(v.views, 0) AS views
            FROM ai_tools AS t
            LEFT JOIN reviews AS r ON r.tool_id = t.id
            LEFT JOIN saves AS s ON s.tool_id = t.id
            LEFT JOIN views AS v ON v.id = t.id
          )
          UPDATE ai_tools AS t
          SET rating = f.average, reviewcount = f.reviews, save_count = f.saves, recent_views = f.views
          FROM figures AS f
          WHERE t.id = f.id
            AND (t.rating, t.reviewcount, t.save_count, t.recent_views)
                IS DISTINCT FROM (f.average, f.reviews, f.saves, f.views)
          RETURNING t.id`,
    );
    return rows.map((row) => row.id);
  });
}

/**
 * Deletes the page-view visitors of past days every hour on each app server (and a little after
 * it starts). Returns a function that stops it.
 */
export function scheduleForgettingVisitors() {
  return repeat(forgetPastVisitors, {
    everyMs: FORGET_EVERY_MS,
    firstMs: FIRST_FORGET_MS,
    failure: "Past page-view visitors could not be deleted",
  });
}
