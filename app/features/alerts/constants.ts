import type { Toast } from "~/lib/form-reply";

// docs/product.md#alerts-about-saved-tools: emails to people whose saved tools change.

/** The history fields whose change is worth an email: the facts people choose a tool by. */
export const ALERT_FACT_FIELDS = [
  "pricing",
  "startingPrice",
  "freePlan",
  "api",
  "openSource",
] as const;

/** The profile's setting, word for word. */
export const ALERT_SETTING_LABEL =
  "Email me when a tool I saved changes its price, free plan, API or licence, or leaves the directory (one email a day at most)";

/** The page an alert email's "Turn off these emails" link and List-Unsubscribe header open. */
export const ALERTS_UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

/** Where a signed-in user changes the setting. */
export const ALERTS_SETTING_PATH = "/dashboard/profile";

/** At most one digest per user in this long. */
export const DIGEST_GAP_MS = 24 * 60 * 60_000;

/**
 * A change is told once it is this old (ALERT_DIGEST_SETTLE_SECONDS, 300 by default): a
 * transaction that wrote a history row with a smaller id may still be committing when a later
 * one is read, and the watermark must not pass it by.
 */
export const DIGEST_SETTLE_MS = 5 * 60_000;

/** The digest's subject. */
export const DIGEST_SUBJECT = "Changes to the tools you saved";

/** The setting's toasts. */
export const ALERT_TOASTS = {
  on: {
    type: "success",
    title: "Alerts on",
    description: "We will email you when a tool you saved changes, one email a day at most.",
  },
  off: {
    type: "success",
    title: "Alerts off",
    description: "We will not email you about the tools you saved.",
  },
  failed: { type: "error", title: "Error", description: "Failed to change your alerts" },
} satisfies Record<string, Toast>;
