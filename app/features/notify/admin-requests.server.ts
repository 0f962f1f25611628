import { desc, eq, sql } from "drizzle-orm";
import { notifySubscriptions } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";
import { COMING_SOON_PAGES, NOTIFY_REQUESTS_PAGE_SIZE, type ComingSoonPage } from "./constants";

// The coming-soon pages' "notify me" requests in the admin area, per page, newest first.

/** How many requests each page has (0 for one nobody asked about). */
export async function countNotifyRequests(db: Db = getDb()) {
  const rows = await queryRows<{ page: string; n: number }>(
    db,
    sql`SELECT page, count(*)::int AS n FROM ${notifySubscriptions} GROUP BY page`,
  );
  const counts = Object.fromEntries(COMING_SOON_PAGES.map((page) => [page, 0])) as Record<
    ComingSoonPage,
    number
  >;
  for (const row of rows)
    if (Object.hasOwn(counts, row.page)) counts[row.page as ComingSoonPage] = row.n;
  return counts;
}

/** One page of a coming-soon page's requests, newest first. */
export function listNotifyRequests(page: ComingSoonPage, pageNumber: number, db: Db = getDb()) {
  return db
    .select({
      id: notifySubscriptions.id,
      email: notifySubscriptions.email,
      createdAt: notifySubscriptions.createdAt,
    })
    .from(notifySubscriptions)
    .where(eq(notifySubscriptions.page, page))
    .orderBy(desc(notifySubscriptions.createdAt), desc(notifySubscriptions.id))
    .limit(NOTIFY_REQUESTS_PAGE_SIZE)
    .offset((pageNumber - 1) * NOTIFY_REQUESTS_PAGE_SIZE);
}
