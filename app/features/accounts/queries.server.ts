import { count } from "drizzle-orm";
import { users } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

/**
 * How many accounts are registered (docs/product.md#admin-overview, the admin page's Total Users).
 */
export async function countUsers(db: Db = getDb()) {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}
