import { eq } from "drizzle-orm";
import { profiles, users } from "~/db/schema";
import { USERNAME_TAKEN } from "~/features/accounts/schema";
import { getDb, isUniqueViolation, type Db } from "~/lib/db.server";
import { refusal, success, type FormOutcome } from "~/lib/form-action.server";
import { log } from "~/lib/log.server";
import { StorageLimitError, readUpload } from "~/lib/storage.server";
import { NotAnImageError, prepareAvatar, removeAvatar, storeAvatar } from "./avatar.server";
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, PROFILE_TOASTS } from "./constants";
import { getProfile } from "./queries.server";

/** The index that keeps usernames unique in any letter case (app/db/schema.ts). */
const USERNAME_INDEX = "profiles_username_lower_idx";

/** docs/product.md#profile: username (and avatar), with the time of the change. */
export async function updateProfile(
  userId: string,
  changes: { username: string; avatarKey?: string | null },
  db: Db = getDb(),
) {
  const values = {
    username: changes.username,
    updatedAt: new Date(),
    ...(changes.avatarKey !== undefined ? { avatarKey: changes.avatarKey } : {}),
  };
  await db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values });
}

/**
 * Saves the profile form (spec 2 "Profile"): a new avatar is checked by its content, resized and
 * stored, and the old one removed; if storing the new one fails, the old one stays and the
 * username is still saved (the spec).
 */
export async function saveProfile(
  userId: string,
  input: { username: string; avatar: FormDataEntryValue | undefined },
): Promise<FormOutcome> {
  let newAvatar: string | undefined;
  const file = input.avatar;
  if (file instanceof File && file.size > 0) {
    const refuse = (message: string, status = 400) =>
      refusal(status, "invalid_request", message, { fields: { avatar: message } });
    let image: Uint8Array;
    try {
      image = await prepareAvatar(await readUpload(file, AVATAR_MAX_BYTES));
    } catch (error) {
      if (error instanceof StorageLimitError) return refuse(AVATAR_TOO_LARGE, 413);
      if (error instanceof NotAnImageError) return refuse(error.message);
      throw error;
    }
    try {
      newAvatar = await storeAvatar(image);
    } catch (error) {
      log.error("Avatar upload failed", { error: String(error) });
    }
  }
  try {
    const previous = newAvatar ? (await getProfile(userId)).avatarKey : null;
    await updateProfile(userId, {
      username: input.username,
      ...(newAvatar ? { avatarKey: newAvatar } : {}),
    });
    await removeAvatar(previous);
  } catch (error) {
    await removeAvatar(newAvatar ?? null);
    if (isUniqueViolation(error, USERNAME_INDEX))
      return refusal(409, "username_taken", USERNAME_TAKEN, {
        fields: { username: USERNAME_TAKEN },
      });
    throw error;
  }
  return success("/dashboard/profile", PROFILE_TOASTS.saved, { replace: true });
}

/**
 * Deletes the account for good: the user row, and with it (by cascade) its sessions, sign-in
 * accounts, saved tools and profile, then its avatar in storage.
 */
export async function deleteUserAccount(userId: string, db: Db = getDb()) {
  const [profile] = await db
    .select({ avatarKey: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.id, userId));
  await db.delete(users).where(eq(users.id, userId));
  await removeAvatar(profile?.avatarKey ?? null);
  log.info("Account deleted", { userId });
}
