import { count, desc, sql } from "drizzle-orm";
import { pageViews } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

/** Views per path since a time, most viewed first. */
export async function pageViewsByPath(since: Date, db: Db = getDb()) {
  return db
    .select({ path: pageViews.path, views: count() })
    .from(pageViews)
    .where(sql`${pageViews.createdAt} >= ${since.toISOString()}`)
    .groupBy(pageViews.path)
    .orderBy(desc(count()));
}

/** The latest page views, newest first. */
export async function latestPageViews(limit: number, db: Db = getDb()) {
  return db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(limit);
}
