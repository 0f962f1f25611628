import type { Toast } from "~/lib/form-reply";

/** docs/product.md#profile: the profile toasts. */
export const PROFILE_TOASTS = {
  saved: {
    type: "success",
    title: "Profile updated",
    description: "Your profile has been updated successfully",
  },
  failed: { type: "error", title: "Error", description: "Failed to update profile" },
  deleted: {
    type: "success",
    title: "Account deleted",
    description: "Your account and its data have been removed.",
  },
} satisfies Record<string, Toast>;

/**
 * docs/product.md#profile (enforced on the client and the server, a departure): an avatar is at
 * most 2 MB.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);
export const AVATAR_TOO_LARGE = `The image can be at most ${AVATAR_MAX_MB} MB.`;
/** The picker's hint (spec 2 "Profile"). */
export const AVATAR_HINT = `Recommended 200x200 pixels, max ${AVATAR_MAX_MB}MB.`;
