import { pageViews } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
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

/** Stores one page view: path, referrer host and time; never a cookie or an address. */
export async function recordPageView(input: PageViewInput, db: Db = getDb()) {
  await db
    .insert(pageViews)
    .values({ path: pathOnly(input.path), referrerHost: referrerHost(input.referrer) });
}
