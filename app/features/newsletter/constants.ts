/** Spec 1 §9: the pop-up opens this long after the page loads. */
export const NEWSLETTER_POPUP_DELAY_MS = 5000;

/**
 * The browser's local-storage key that marks the visitor as subscribed (spec 1 §4): while it is
 * set, the pop-up does not open. Tests that must not meet the pop-up set it before the page loads.
 */
export const NEWSLETTER_SUBSCRIBED_FLAG = "aitools:newsletter-subscribed";

/** No invented figures: the subscriber count is shown only from this many real subscribers. */
export const SUBSCRIBER_COUNT_SHOWN_FROM = 100;

/** Where the forms post; the JSON API and the no-script form share it. */
export const NEWSLETTER_API_PATH = "/api/v1/newsletter";

/** Spec 1 §8: the newsletter toasts, word for word. */
export const NEWSLETTER_TOASTS = {
  success: {
    title: "Subscription successful",
    description: "Thank you for subscribing to our newsletter!",
  },
  duplicate: {
    title: "Already subscribed",
    description: "This email is already subscribed to our newsletter.",
  },
  failure: {
    title: "Subscription failed",
    description: "There was a problem subscribing to our newsletter. Please try again.",
  },
} as const;

/**
 * Outcomes of a form posted without JavaScript: the API sends the browser back to the page with
 * `?newsletter=<outcome>#newsletter`, and the section shows the matching message.
 */
export const NEWSLETTER_OUTCOMES = [
  "subscribed",
  "duplicate",
  "invalid",
  "limited",
  "failed",
] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
