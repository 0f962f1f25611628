import { and, eq } from "drizzle-orm";
import { toolOwners } from "~/db/schema";
import { getDb, type Db } from "./db.server";

/**
 * Whether the user owns the tool now (docs/product.md#claiming-a-listing): read at each request,
 * so an owner an administrator removed loses what owners may do at once. Shared by the features
 * that let owners act (their edits, their replies).
 */
export async function ownsTool(userId: string, toolId: string, db: Db = getDb()) {
  const [owner] = await db
    .select({ toolId: toolOwners.toolId })
    .from(toolOwners)
    .where(and(eq(toolOwners.toolId, toolId), eq(toolOwners.userId, userId)));
  return owner !== undefined;
}
