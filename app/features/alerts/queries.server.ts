import { eq } from "drizzle-orm";
import { toolAlertSettings } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

/** Whether the user gets alerts about saved tools: on unless they turned them off. */
export async function alertsEnabled(userId: string, db: Db = getDb()) {
  const [row] = await db
    .select({ enabled: toolAlertSettings.enabled })
    .from(toolAlertSettings)
    .where(eq(toolAlertSettings.userId, userId));
  return row?.enabled ?? true;
}
