import { asc, sql } from "drizzle-orm";
import { pageViewRollups, sitePageViewsDaily, trafficWindow } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";
import { TRAFFIC_DAYS } from "./constants";

// The site's traffic for administrators, from its own first-party records (page views: path,
// referrer host and time; saved tools), never from a third party. It reads what the hourly
// roll-up job counted (decision 039), a few rows however large the traffic, never raw views.

export type Traffic = {
  /**
   * When the roll-up job last counted the figures (ISO time), or null before its first run. The
   * TRAFFIC_DAYS days end with that time's UTC day.
   */
  countedAt: string | null;
  /** Each day (UTC, oldest first) with its page views, days without views included as 0. */
  days: { day: string; views: number }[];
  pages: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
  /** The tools with the most views, each with its saves in the same days. */
  tools: { id: string; views: number; saves: number }[];
};

const DAY_MS = 86_400_000;

/** The last TRAFFIC_DAYS days of traffic, as the roll-up job last counted them. */
export async function readTraffic(db: Db = getDb()): Promise<Traffic> {
  const [counted] = await queryRows<{ at: string | null }>(
    db,
    sql`SELECT to_char(max(rolled_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
        FROM ${pageViewRollups}`,
  );
  const countedAt = counted?.at ?? null;
  if (!countedAt) return { countedAt, days: [], pages: [], referrers: [], tools: [] };
  const last = new Date(`${countedAt.slice(0, 10)}T00:00:00.000Z`);
  const first = new Date(last.getTime() - (TRAFFIC_DAYS - 1) * DAY_MS);
  const [perDay, ranked] = await Promise.all([
    queryRows<{ day: string; views: number }>(
      db,
      sql`SELECT day::text AS day, views FROM ${sitePageViewsDaily}
          WHERE day >= ${first.toISOString().slice(0, 10)}::date
            AND day <= ${countedAt.slice(0, 10)}::date`,
    ),
    db.select().from(trafficWindow).orderBy(asc(trafficWindow.kind), asc(trafficWindow.position)),
  ]);
  const counts = new Map(perDay.map((row) => [row.day, row.views]));
  const days = Array.from({ length: TRAFFIC_DAYS }, (_, index) => {
    const day = new Date(first.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { day, views: counts.get(day) ?? 0 };
  });
  const of = (kind: string) => ranked.filter((row) => row.kind === kind);
  return {
    countedAt,
    days,
    pages: of("path").map((row) => ({ path: row.key, views: row.views })),
    referrers: of("referrer").map((row) => ({ host: row.key, views: row.views })),
    tools: of("tool").map((row) => ({ id: row.key, views: row.views, saves: row.saves ?? 0 })),
  };
}
