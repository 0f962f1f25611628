import { count, desc, eq } from "drizzle-orm";
import { savedTools } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

/** The ids of a user's saved tools, most recently saved first. */
export async function listSavedToolIds(userId: string, limit?: number, db: Db = getDb()) {
  const query = db
    .select({ toolId: savedTools.toolId })
    .from(savedTools)
    .where(eq(savedTools.userId, userId))
    .orderBy(desc(savedTools.createdAt), desc(savedTools.toolId));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => row.toolId);
}

export async function countSavedTools(userId: string, db: Db = getDb()) {
  const [row] = await db
    .select({ n: count() })
    .from(savedTools)
    .where(eq(savedTools.userId, userId));
  return row?.n ?? 0;
}
