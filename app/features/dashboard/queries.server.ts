import { eq, ne, and } from "drizzle-orm";
import { accounts, profiles } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

/** The user's profile row (docs/product.md#profile), or empty values when none exists yet. */
export async function getProfile(userId: string, db: Db = getDb()) {
  const [row] = await db
    .select({ username: profiles.username, avatarKey: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return { username: row?.username ?? null, avatarKey: row?.avatarKey ?? null };
}

/** The sign-in providers linked to the account (not its password). */
export async function listConnectedProviders(userId: string, db: Db = getDb()) {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), ne(accounts.providerId, "credential")));
  return [...new Set(rows.map((row) => row.providerId))].sort();
}
