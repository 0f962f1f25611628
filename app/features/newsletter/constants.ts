import { labelledValues } from "~/lib/labelled-values";
import type { Toast } from "~/lib/form-reply";

/** docs/product.md#newsletter: the pop-up opens this long after the page loads. */
export const NEWSLETTER_POPUP_DELAY_MS = 5000;

/**
 * The browser's local-storage key that marks the visitor as subscribed
 * (docs/product.md#newsletter): while it is set, the pop-up does not open. Tests that must not meet
 * the pop-up set it before the page loads.
 */
export const NEWSLETTER_SUBSCRIBED_FLAG = "aitools:newsletter-subscribed";

/**
 * The local-storage key holding when this browser last closed the pop-up (epoch ms): for
 * NEWSLETTER_POPUP_QUIET_DAYS after, it does not open again (a departure from the first design
 * (docs/product.md#newsletter), where only the subscribed flag kept it shut).
 */
export const NEWSLETTER_CLOSED_AT = "aitools:newsletter-closed-at";
export const NEWSLETTER_POPUP_QUIET_DAYS = 30;

/** No invented figures: the subscriber count is shown only from this many real subscribers. */
export const SUBSCRIBER_COUNT_SHOWN_FROM = 100;

/** Where the site's newsletter forms post (a page of its own shows the form without scripts). */
export const NEWSLETTER_FORM_PATH = "/newsletter";

/** The pages the emailed links open (decision 016): each asks for one click before acting. */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/**
 * docs/product.md#newsletter: the newsletter toasts, word for word, except where double opt-in made
 * them untrue (decision 016): a new address is not subscribed until its owner confirms, so the
 * success toast says what to do next, and an address still waiting for confirmation gets the link
 * again.
 */
export const NEWSLETTER_TOASTS = {
  success: {
    type: "success",
    title: "Please confirm your subscription",
    description:
      "Thank you for subscribing to our newsletter! We sent you an email: open its link to confirm.",
  },
  resent: {
    type: "info",
    title: "Please confirm your subscription",
    description:
      "This email is waiting for confirmation. We sent the link again: open it to confirm.",
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

/** Confirmation emails one address can receive in an hour, however many visitors ask. */
export const CONFIRMATION_MAILS_PER_HOUR = 3;

/** The first words of the refusal once an address had its confirmation emails for the hour. */
export const CONFIRMATION_LIMITED =
  "We already sent several confirmation emails to this address: please check your inbox and spam folder.";

/** An address's states in the admin list, in its tab order. */
export const [SUBSCRIBER_STATES, SUBSCRIBER_STATE_LABELS] = labelledValues({
  confirmed: "Confirmed",
  unconfirmed: "Awaiting confirmation",
});
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** Addresses per page in the admin list. */
export const SUBSCRIBERS_PAGE_SIZE = 25;

/** Where administrators download the confirmed addresses as CSV (server/api/admin.ts). */
export const SUBSCRIBERS_EXPORT_PATH = "/api/admin/subscribers/export";

/** The export's file name, by the day it was made (UTC). */
export function subscribersExportFileName(day: Date) {
  return `newsletter_subscribers_${day.toISOString().slice(0, 10)}.csv`;
}
