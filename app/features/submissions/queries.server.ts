import { desc, eq } from "drizzle-orm";
import { aiTools, toolSubmissions } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

/** A signed-in submitter's own submissions, newest first, with the tool each became. */
export function listOwnSubmissions(userId: string, db: Db = getDb()) {
  return db
    .select({
      id: toolSubmissions.id,
      name: toolSubmissions.name,
      status: toolSubmissions.status,
      reason: toolSubmissions.reason,
      submittedAt: toolSubmissions.submittedAt,
      statusChangedAt: toolSubmissions.statusChangedAt,
      toolId: aiTools.id,
      toolName: aiTools.name,
      toolStatus: aiTools.status,
    })
    .from(toolSubmissions)
    .leftJoin(aiTools, eq(aiTools.id, toolSubmissions.toolId))
    .where(eq(toolSubmissions.userId, userId))
    .orderBy(desc(toolSubmissions.submittedAt), desc(toolSubmissions.id))
    .limit(50);
}
