import { and, desc, eq, sql } from "drizzle-orm";
import { aiTools, PUBLISHED, savedTools } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

// A saved tool that is no longer published (a draft again, or archived) is left out, not
// removed: it comes back if the tool is published again.
const savedAndPublished = (userId: string) =>
  and(eq(savedTools.userId, userId), eq(aiTools.id, savedTools.toolId), PUBLISHED);

/** The ids of a user's saved tools, most recently saved first. */
export async function listSavedToolIds(userId: string, limit?: number, db: Db = getDb()) {
  const query = db
    .select({ toolId: savedTools.toolId })
    .from(savedTools)
    .innerJoin(aiTools, savedAndPublished(userId))
    .orderBy(desc(savedTools.createdAt), desc(savedTools.toolId));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => row.toolId);
}

/** The ids of the user's `limit` newest saved tools, and how many they saved in all: one query. */
export async function newestSavedToolIds(userId: string, limit: number, db: Db = getDb()) {
  const rows = await db
    .select({ toolId: savedTools.toolId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(savedTools)
    .innerJoin(aiTools, savedAndPublished(userId))
    .orderBy(desc(savedTools.createdAt), desc(savedTools.toolId))
    .limit(limit);
  return { ids: rows.map((row) => row.toolId), total: rows[0]?.total ?? 0 };
}
