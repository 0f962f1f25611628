import { desc } from "drizzle-orm";
import { pageViews } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

/** The latest page views, newest first. */
export async function latestPageViews(limit: number, db: Db = getDb()) {
  return db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(limit);
}
