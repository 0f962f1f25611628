/** Spec 1 §8: the authentication toasts, word for word. */
export const AUTH_TOASTS = {
  signInSuccess: { title: "Sign in successful", description: "Welcome back!" },
  signInFailed: { title: "Sign in failed" },
  signUpSuccess: {
    title: "Sign up successful",
    description: "Please check your email for a confirmation link to complete your registration.",
  },
  signUpFailed: { title: "Sign up failed" },
  signedOut: { title: "Signed out", description: "You have been successfully signed out" },
  signOutFailed: { title: "Sign out failed", description: "An error occurred while signing out" },
  unexpected: "An unexpected error occurred",
} as const;

/** Spec 1 §9: the sign-up success toast stays 6 seconds. */
export const SIGN_UP_TOAST_MS = 6000;

export const PROVIDER_LABELS = {
  google: "Google",
  github: "GitHub",
} as const;

/** Where a signed-in visitor lands (spec 2 §6). */
export const HOME_FOR_USERS = "/dashboard";
