import { sql } from "drizzle-orm";
import { pageViews, savedTools } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";
import { TRAFFIC_DAYS } from "./constants";

// The site's traffic for administrators, from its own first-party records (page views: path,
// referrer host and time; saved tools), never from a third party.

const TOP = 10;

export type Traffic = {
  /** Each day (UTC, oldest first) with its page views, days without views included as 0. */
  days: { day: string; views: number }[];
  pages: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
  /** The tools with the most views, each with its saves in the same days. */
  tools: { id: string; views: number; saves: number }[];
};

/** The last TRAFFIC_DAYS days of traffic, ending with `today` (UTC). */
export async function readTraffic(db: Db = getDb(), today = new Date()): Promise<Traffic> {
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const first = new Date(last.getTime() - (TRAFFIC_DAYS - 1) * 86_400_000);
  const since = sql`${first.toISOString()}::timestamptz`;
  const [perDay, pages, referrers, tools] = await Promise.all([
    queryRows<{ day: string; views: number }>(
      db,
      sql`SELECT to_char(date_trunc('day', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
                 count(*)::int AS views
          FROM ${pageViews} WHERE created_at >= ${since} GROUP BY 1`,
    ),
    queryRows<{ path: string; views: number }>(
      db,
      sql`SELECT path, count(*)::int AS views FROM ${pageViews}
          WHERE created_at >= ${since} GROUP BY path ORDER BY views DESC, path LIMIT ${TOP}`,
    ),
    queryRows<{ host: string; views: number }>(
      db,
      sql`SELECT referrer_host AS host, count(*)::int AS views FROM ${pageViews}
          WHERE created_at >= ${since} AND referrer_host IS NOT NULL
          GROUP BY referrer_host ORDER BY views DESC, host LIMIT ${TOP}`,
    ),
    queryRows<{ id: string; views: number; saves: number }>(
      db,
      sql`WITH viewed AS (
            SELECT split_part(path, '/', 3) AS id, count(*)::int AS views FROM ${pageViews}
            WHERE created_at >= ${since} AND path LIKE '/tool/%'
            GROUP BY 1 ORDER BY views DESC, id LIMIT ${TOP})
          SELECT viewed.id, viewed.views,
            (SELECT count(*)::int FROM ${savedTools} s
             WHERE s.tool_id = viewed.id AND s.created_at >= ${since}) AS saves
          FROM viewed ORDER BY views DESC, id`,
    ),
  ]);
  const counted = new Map(perDay.map((row) => [row.day, row.views]));
  const days = Array.from({ length: TRAFFIC_DAYS }, (_, index) => {
    const day = new Date(first.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    return { day, views: counted.get(day) ?? 0 };
  });
  return { days, pages, referrers, tools };
}
