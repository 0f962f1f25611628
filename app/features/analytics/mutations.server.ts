import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { pageViews, pageViewVisitors, toolVisitsDaily } from "~/db/schema";
import type { VisitSource } from "~/db/visit-sources";
import { getDb, type Db } from "~/lib/db.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { getAppSecret } from "~/lib/secret.server";
import { pathOnly, referrerHost, type PageViewInput } from "./schema";

/**
 * Page views counted per address: more than a visitor clicking fast, or an office behind one
 * address, would report; past it, reports are refused and nothing is counted.
 */
export const pageViewRateLimit = createRateLimiter({
  name: "page-views",
  limit: 120,
  windowMs: 60_000,
});

/** Who reported a page view, as the request tells: used for the day's hash, never stored. */
export type PageVisitor = { address: string; userAgent: string };

/** The UTC day of `now`, as PostgreSQL writes a date. */
function utcDay(now: Date) {
  return now.toISOString().slice(0, 10);
}

let dayKey: { day: string; secret: string; key: Buffer } | undefined;

/**
 * The key of one day's visitor hashes, derived from the app secret so that every app server
 * derives the same one, and never stored: once the day is over, nothing holds it.
 */
async function dailyKey(day: string) {
  const secret = await getAppSecret();
  if (dayKey?.day !== day || dayKey.secret !== secret) {
    const key = createHmac("sha256", secret).update(`page-views:${day}`).digest();
    dayKey = { day, secret, key };
  }
  return dayKey.key;
}

/**
 * Stores one page view (path, referrer host and time; never a cookie or an address), the first
 * time on its UTC day that this visitor reports this page; later reports that day count nothing.
 * The visitor is known only by a keyed hash of their address, browser and the page.
 */
export async function recordPageView(
  input: PageViewInput,
  visitor: PageVisitor,
  db: Db = getDb(),
  now = new Date(),
) {
  const path = pathOnly(input.path);
  const day = utcDay(now);
  const hash = createHmac("sha256", await dailyKey(day))
    .update(JSON.stringify([visitor.address, visitor.userAgent, path]))
    .digest("base64url");
  // One statement: the view is stored exactly when its visitor's row is new.
  await db.execute(
    sql`WITH counted AS (
          INSERT INTO ${pageViewVisitors} (day, visitor) VALUES (${day}::date, ${hash})
          ON CONFLICT DO NOTHING
          RETURNING 1
        )
        INSERT INTO ${pageViews} (path, referrer_host, created_at)
        SELECT ${path}::text, ${referrerHost(input.referrer)}::text, ${now.toISOString()}::timestamptz
        FROM counted`,
  );
}

/**
 * Visits of one tool's website counted per address: more than a person comparing plans clicks
 * through in an hour. Past it the visitor is still sent to the website, without being counted,
 * so one address cannot inflate a tool's figure (docs/product.md#outbound-visits).
 */
export const toolVisitRateLimit = createRateLimiter({
  name: "tool-visits",
  limit: 10,
  windowMs: 60 * 60_000,
});

/**
 * Counts one visit of a tool's website from `source` on its UTC day: one statement adds to the
 * day's count, or starts it (decision 028). Nothing about the visitor is stored.
 */
export async function recordToolVisit(
  toolId: string,
  source: VisitSource,
  db: Db = getDb(),
  now = new Date(),
) {
  await db
    .insert(toolVisitsDaily)
    .values({ toolId, day: utcDay(now), source, visits: 1 })
    .onConflictDoUpdate({
      target: [toolVisitsDaily.toolId, toolVisitsDaily.day, toolVisitsDaily.source],
      set: { visits: sql`${toolVisitsDaily.visits} + 1` },
    });
}
