import { eq, max, sql } from "drizzle-orm";
import {
  ownerMailSettings,
  ownerMailTokens,
  toolOwners,
  toolReports,
  toolReviews,
  users,
} from "~/db/schema";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
import { success, type FormOutcome } from "~/lib/form-action.server";
import { hashLinkToken } from "~/lib/link-token.server";
import { OWNER_MAIL_SETTING_PATH, OWNER_MAIL_TOASTS } from "./owner-mail";

// The owner's emails about their tools (docs/product.md#your-tools): on unless turned off, on the
// profile or through any digest's one-click link.

/** Whether the user gets emails about their tools, and whether they own any. */
export async function ownerMailSetting(userId: string, db: Db = getDb()) {
  const [[setting], [owned]] = await Promise.all([
    db
      .select({ enabled: ownerMailSettings.enabled })
      .from(ownerMailSettings)
      .where(eq(ownerMailSettings.userId, userId)),
    db
      .select({ toolId: toolOwners.toolId })
      .from(toolOwners)
      .where(eq(toolOwners.userId, userId))
      .limit(1),
  ]);
  return { enabled: setting?.enabled ?? true, owner: owned !== undefined };
}

/**
 * Turns the user's owner emails on or off. Turning them on starts from the newest review and
 * report, so those that came while they were off are not sent afterwards.
 */
export async function setOwnerMail(userId: string, enabled: boolean, db: Db = getDb()) {
  await inTransaction(db, async (tx) => {
    const [[reviews], [reports]] = await Promise.all([
      tx.select({ id: max(toolReviews.id) }).from(toolReviews),
      tx.select({ id: max(toolReports.id) }).from(toolReports),
    ]);
    const reviewsFrom = Number(reviews?.id ?? 0);
    const reportsFrom = Number(reports?.id ?? 0);
    const wasOff = sql`NOT ${ownerMailSettings.enabled}`;
    await tx
      .insert(ownerMailSettings)
      .values({ userId, enabled, reviewsUpTo: reviewsFrom, reportsUpTo: reportsFrom })
      .onConflictDoUpdate({
        target: ownerMailSettings.userId,
        set: {
          enabled,
          updatedAt: new Date(),
          ...(enabled
            ? {
                reviewsUpTo: sql`CASE WHEN ${wasOff} THEN greatest(${ownerMailSettings.reviewsUpTo}, ${reviewsFrom}) ELSE ${ownerMailSettings.reviewsUpTo} END`,
                reportsUpTo: sql`CASE WHEN ${wasOff} THEN greatest(${ownerMailSettings.reportsUpTo}, ${reportsFrom}) ELSE ${ownerMailSettings.reportsUpTo} END`,
              }
            : {}),
        },
      });
  });
}

/** The profile form's mutation: the setting changed, with its toast. */
export async function saveOwnerMailSetting(userId: string, enabled: boolean): Promise<FormOutcome> {
  await setOwnerMail(userId, enabled);
  return success(OWNER_MAIL_SETTING_PATH, enabled ? OWNER_MAIL_TOASTS.on : OWNER_MAIL_TOASTS.off, {
    replace: true,
  });
}

/** The account an owner email's unsubscribe link names, or null for a link that names none. */
export async function findOwnerMailLink(token: string, db: Db = getDb()) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      enabled: sql<boolean>`coalesce(${ownerMailSettings.enabled}, true)`,
    })
    .from(ownerMailTokens)
    .innerJoin(users, eq(users.id, ownerMailTokens.userId))
    .leftJoin(ownerMailSettings, eq(ownerMailSettings.userId, users.id))
    .where(eq(ownerMailTokens.tokenHash, hashLinkToken(token)));
  return row ?? null;
}

/**
 * Turns off the owner emails of the account a link names: the link is its only authority (RFC
 * 8058's one click, no session). Null when the link names no one.
 */
export async function turnOffOwnerMailByLink(token: string, db: Db = getDb()) {
  const found = await findOwnerMailLink(token, db);
  if (!found) return null;
  await setOwnerMail(found.userId, false, db);
  return { email: found.email };
}
