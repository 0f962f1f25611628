import { sql } from "drizzle-orm";
import { recommendationFeedback } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";

/** The recommendations' Helpful / Not helpful votes: all of them and those of the last 30 days. */
export async function countFeedback(db: Db = getDb()) {
  const [row] = await queryRows<{
    helpful: number;
    notHelpful: number;
    helpful30: number;
    notHelpful30: number;
  }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE vote = 'helpful')::int AS "helpful",
          count(*) FILTER (WHERE vote = 'not_helpful')::int AS "notHelpful",
          count(*) FILTER (WHERE vote = 'helpful' AND created_at > now() - interval '30 days')::int AS "helpful30",
          count(*) FILTER (WHERE vote = 'not_helpful' AND created_at > now() - interval '30 days')::int AS "notHelpful30"
        FROM ${recommendationFeedback}`,
  );
  return row!;
}
