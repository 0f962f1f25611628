import { pageViews } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import { pathOnly, referrerHost, type PageViewInput } from "./schema";

/** Stores one page view: path, referrer host and time; never a cookie or an address. */
export async function recordPageView(input: PageViewInput, db: Db = getDb()) {
  await db
    .insert(pageViews)
    .values({ path: pathOnly(input.path), referrerHost: referrerHost(input.referrer) });
}
