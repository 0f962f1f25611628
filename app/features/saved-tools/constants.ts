// docs/product.md#saving-tools: saving while signed out.
export const NOT_LOGGED_IN_TOAST = {
  title: "Not logged in",
  description: "Please sign in to add tools to your toolkit",
} as const;
export const SIGN_IN_PATH = "/signin";

/** docs/product.md#saving-tools: the save toggle's toasts. */
export const SAVE_TOASTS = {
  added: { title: "Tool added", description: "Tool added to your toolkit" },
  removed: { title: "Tool removed", description: "Tool removed from your toolkit" },
  failure: { title: "Error", add: "Failed to add tool", remove: "Failed to remove tool" },
} as const;

/** docs/product.md#saved-tools-page: the Saved Tools page's toasts. */
export const SAVED_PAGE_TOASTS = {
  removed: { title: "Tool removed", description: "The tool has been removed from your saved list" },
  removeFailed: { title: "Error", description: "Failed to remove the tool" },
  loadFailed: { title: "Error", description: "Failed to load your saved tools" },
} as const;

/**
 * The browser's local-storage key of a save asked for while signed out: `{ toolId, at }`. Once
 * the visitor signs in (or signs up and confirms) in this browser within PENDING_SAVE_HOURS, the
 * save completes (a departure from the first design, which lost the wish:
 * docs/product.md#saving-tools).
 */
export const PENDING_SAVE_KEY = "aitools:pending-save";
export const PENDING_SAVE_HOURS = 24;
