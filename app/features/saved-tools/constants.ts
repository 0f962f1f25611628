// Spec 1 §6 and §8: saving while signed out.
export const NOT_LOGGED_IN_TOAST = {
  title: "Not logged in",
  description: "Please sign in to add tools to your toolkit",
} as const;
export const SIGN_IN_PATH = "/signin";
