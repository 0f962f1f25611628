import type { Toast } from "~/lib/form-reply";

/** docs/product.md#sign-in-and-sign-up: the authentication toasts, word for word. */
export const AUTH_TOASTS = {
  signInSuccess: { type: "success", title: "Sign in successful", description: "Welcome back!" },
  signInFailed: { type: "error", title: "Sign in failed" },
  signUpSuccess: {
    type: "success",
    title: "Sign up successful",
    description: "Please check your email for a confirmation link to complete your registration.",
    duration: 6000,
  },
  signUpFailed: { type: "error", title: "Sign up failed" },
  signedOut: {
    type: "success",
    title: "Signed out",
    description: "You have been successfully signed out",
  },
  signOutFailed: {
    type: "error",
    title: "Sign out failed",
    description: "An error occurred while signing out",
  },
  passwordChanged: {
    type: "success",
    title: "Password changed",
    description: "Sign in with your new password.",
  },
} satisfies Record<string, Toast>;

export const AUTH_UNEXPECTED = "An unexpected error occurred";

/** Account forms are a few short fields. */
export const AUTH_FORM_MAX_BYTES = 8 * 1024;

/** docs/product.md#admin-area: what a visitor who may not see the admin area is told. */
export const ADMIN_ACCESS_TOASTS = {
  signedOut: {
    type: "error",
    title: "Access Denied",
    description: "You must be logged in to access the admin dashboard",
  },
  notAdmin: {
    type: "error",
    title: "Access Denied",
    description: "You don't have permission to access the admin dashboard",
  },
} as const;

/** Where a signed-in visitor lands (docs/product.md#who-uses-it). */
export const HOME_FOR_USERS = "/dashboard";

/** The profile form's limits, shared by the form and its schema. */
export const NAME_MAX_LENGTH = 100;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 50;

/** Deleting an account: the word the person types to confirm it. */
export const DELETE_CONFIRMATION = "DELETE";
