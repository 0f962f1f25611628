import { eq, max, sql } from "drizzle-orm";
import { toolAlertSettings, toolAlertTokens, toolChanges, users } from "~/db/schema";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
import { success, type FormOutcome } from "~/lib/form-action.server";
import { hashLinkToken } from "~/lib/link-token.server";
import { ALERT_TOASTS, ALERTS_SETTING_PATH } from "./constants";

/**
 * Turns the user's alerts on or off. Turning them on starts from the newest change, so changes
 * made while they were off are not sent afterwards.
 */
export async function setAlerts(userId: string, enabled: boolean, db: Db = getDb()) {
  await inTransaction(db, async (tx) => {
    const [newest] = await tx.select({ id: max(toolChanges.id) }).from(toolChanges);
    const from = Number(newest?.id ?? 0);
    await tx
      .insert(toolAlertSettings)
      .values({ userId, enabled, sentUpTo: from })
      .onConflictDoUpdate({
        target: toolAlertSettings.userId,
        set: {
          enabled,
          updatedAt: new Date(),
          ...(enabled
            ? {
                sentUpTo: sql`CASE WHEN ${toolAlertSettings.enabled} THEN ${toolAlertSettings.sentUpTo} ELSE greatest(${toolAlertSettings.sentUpTo}, ${from}) END`,
              }
            : {}),
        },
      });
  });
}

/** The profile form's mutation: the setting changed, with its toast. */
export async function saveAlertSetting(userId: string, enabled: boolean): Promise<FormOutcome> {
  await setAlerts(userId, enabled);
  return success(ALERTS_SETTING_PATH, enabled ? ALERT_TOASTS.on : ALERT_TOASTS.off, {
    replace: true,
  });
}

/** The account an alert email's unsubscribe link names, or null for a link that names none. */
export async function findAlertLink(token: string, db: Db = getDb()) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      enabled: sql<boolean>`coalesce(${toolAlertSettings.enabled}, true)`,
    })
    .from(toolAlertTokens)
    .innerJoin(users, eq(users.id, toolAlertTokens.userId))
    .leftJoin(toolAlertSettings, eq(toolAlertSettings.userId, users.id))
    .where(eq(toolAlertTokens.tokenHash, hashLinkToken(token)));
  return row ?? null;
}

/**
 * Turns off the alerts of the account a link names: the link is its only authority (RFC 8058's
 * one click, no session). Turning them off twice is harmless; null when the link names no one.
 */
export async function turnOffAlertsByLink(token: string, db: Db = getDb()) {
  const found = await findAlertLink(token, db);
  if (!found) return null;
  await setAlerts(found.userId, false, db);
  return { email: found.email };
}
