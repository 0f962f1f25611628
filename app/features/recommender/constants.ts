// docs/product.md#recommender: the recommender's limits and messages, shared by the page, the
// action and the API.

export const REQUIREMENTS_MIN_LENGTH = 10;
export const REQUIREMENTS_MAX_LENGTH = 2000;
/** docs/product.md#recommender: at most four recommendations are shown. */
export const MAX_RECOMMENDATIONS = 4;

/** docs/product.md#recommender: the recommender's messages. */
export const RECOMMENDER_MESSAGES = {
  failed: "Failed to get recommendations",
  invalidData: "Received invalid recommendation data",
  /** Followed by when to try again. */
  rateLimited: "You have asked for many recommendations in a short while.",
  noMatches:
    "No matching tools found for your requirements. Try being more specific or explore our tools directory.",
} as const;

export const FEEDBACK_VOTES = { helpful: "Helpful", not_helpful: "Not helpful" } as const;
export type FeedbackVote = keyof typeof FEEDBACK_VOTES;

/** Toasts and texts of the recommender page (docs/product.md#recommender). */
export const RECOMMENDER_TOASTS = {
  failure: { type: "error", title: "Error", description: RECOMMENDER_MESSAGES.failed },
  feedback: {
    type: "success",
    title: "Thanks for your feedback",
    description: "It helps us make the recommendations better.",
  },
} as const;
