import { eq } from "drizzle-orm";
import { profiles, users } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

/** Spec 2 §7 "Profile update": username (and avatar), with the time of the change. */
export async function updateProfile(
  userId: string,
  changes: { username: string; avatarUrl?: string | null },
  db: Db = getDb(),
) {
  const values = {
    username: changes.username,
    updatedAt: new Date(),
    ...(changes.avatarUrl !== undefined ? { avatarUrl: changes.avatarUrl } : {}),
  };
  await db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values });
}

/**
 * Deletes the account for good: the user row, and with it (by cascade) its sessions, sign-in
 * accounts, saved tools and profile. Returns the avatar that was stored, for the caller to
 * delete from storage.
 */
export async function deleteUserAccount(userId: string, db: Db = getDb()) {
  const [profile] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  await db.delete(users).where(eq(users.id, userId));
  return { avatarUrl: profile?.avatarUrl ?? null };
}
