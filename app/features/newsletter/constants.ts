import type { Toast } from "~/lib/form-reply";

/** Spec 1 §9: the pop-up opens this long after the page loads. */
export const NEWSLETTER_POPUP_DELAY_MS = 5000;

/**
 * The browser's local-storage key that marks the visitor as subscribed (spec 1 §4): while it is
 * set, the pop-up does not open. Tests that must not meet the pop-up set it before the page loads.
 */
export const NEWSLETTER_SUBSCRIBED_FLAG = "aitools:newsletter-subscribed";

/** No invented figures: the subscriber count is shown only from this many real subscribers. */
export const SUBSCRIBER_COUNT_SHOWN_FROM = 100;

/** Where the site's newsletter forms post (a page of its own shows the form without scripts). */
export const NEWSLETTER_FORM_PATH = "/newsletter";

/** Spec 1 §8: the newsletter toasts, word for word. */
export const NEWSLETTER_TOASTS = {
  success: {
    type: "success",
    title: "Subscription successful",
    description: "Thank you for subscribing to our newsletter!",
  },
  duplicate: {
    type: "info",
    title: "Already subscribed",
    description: "This email is already subscribed to our newsletter.",
  },
  failure: {
    type: "error",
    title: "Subscription failed",
    description: "There was a problem subscribing to our newsletter. Please try again.",
  },
} satisfies Record<string, Toast>;
