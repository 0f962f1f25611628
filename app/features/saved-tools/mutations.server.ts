import { and, eq } from "drizzle-orm";
import { savedTools } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

/** Saves a tool to the user's toolkit; saving it again changes nothing. */
export async function saveTool(userId: string, toolId: string, db: Db = getDb()) {
  await db.insert(savedTools).values({ userId, toolId }).onConflictDoNothing();
}

/** Removes a tool from the user's toolkit (nothing happens if it was not saved). */
export async function removeSavedTool(userId: string, toolId: string, db: Db = getDb()) {
  await db
    .delete(savedTools)
    .where(and(eq(savedTools.userId, userId), eq(savedTools.toolId, toolId)));
}
