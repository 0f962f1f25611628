/** Spec 2 §8: the profile toasts. */
export const PROFILE_TOASTS = {
  saved: { title: "Profile updated", description: "Your profile has been updated successfully" },
  failed: { title: "Error", description: "Failed to update profile" },
} as const;

/** How connected sign-in providers are named on the profile page. */
export const PROVIDER_ACCOUNT_LABELS: Record<string, string> = {
  google: "Google Account",
  github: "GitHub Account",
  oidc: "Single sign-on Account",
};

/** The words a person types to confirm deleting their account. */
export const DELETE_CONFIRMATION = "DELETE";

/** Spec 2 §9 (enforced on the client and the server, a departure): an avatar is at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
