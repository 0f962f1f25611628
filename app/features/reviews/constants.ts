import { labelledValues } from "~/lib/labelled-values";

/** A review's limits (issue: 1 to 5 stars, a title, a text of 20 to 2,000 characters). */
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** Reviews on a tool's page, on the dashboard and in the API, a page at a time. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_QUEUE_PAGE_SIZE = 25;

export const [REVIEW_STATUSES, REVIEW_STATUS_LABELS] = labelledValues({
  published: "Published",
  hidden: "Hidden",
});
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why an administrator hides a review: one of these, or their own words. */
export const HIDE_REASONS = [
  "Spam or advertising.",
  "Abusive or hateful language.",
  "Not about this tool.",
  "Shares someone's personal information.",
  "Written by the tool's maker or a competitor.",
] as const;
export const OWN_HIDE_REASON = "own";
export const HIDE_REASON_MAX = 500;

export const STAR_LABELS: Record<number, string> = {
  1: "1 star: poor",
  2: "2 stars: fair",
  3: "3 stars: good",
  4: "4 stars: very good",
  5: "5 stars: excellent",
};

export const REVIEW_TOASTS = {
  published: {
    type: "success",
    title: "Review published",
    description: "Thank you: it shows on the tool's page now.",
  },
  updated: {
    type: "success",
    title: "Review updated",
    description: "Your changes show on the tool's page now.",
  },
  deleted: {
    type: "success",
    title: "Review deleted",
    description: "It no longer counts toward the tool's rating.",
  },
  withdrawn: {
    type: "success",
    title: "Review withdrawn",
    description:
      "An administrator had hidden it, so its text stays with them as the record of that decision, and you cannot publish a new review of this tool.",
  },
  removed: {
    type: "success",
    title: "Review removed",
    description: "Its author can write a new review of the tool.",
  },
} as const;

export const REVIEW_MESSAGES = {
  signIn: "Sign in to review a tool.",
  confirm:
    "Confirm your email address before reviewing: open the link we sent you when you signed up.",
  duplicate: "You have already reviewed this tool. Edit your review instead.",
  notYours: "No review of yours has this id.",
  noTool: "No tool has this id.",
  limited: "You have written several reviews in a short time.",
  hidden:
    "An administrator hid your review of this tool, so a new one cannot be published. If you think this was a mistake, write to us through the contact page.",
  hiddenDelete:
    "If you delete it, its text stays with the administrators and you cannot publish a new review of this tool.",
  withdrawnEdit: "You deleted this review after an administrator hid it, so it cannot be edited.",
  // The administrators' Reviews queue.
  withdrawnRestore:
    "Its author deleted this review after it was hidden, so it cannot be shown again. Remove the record to let them write a new one.",
  removeOnlyWithdrawn: "Only a hidden review its author deleted can be removed.",
} as const;
