import { z } from "zod";
import { requiredText, ToolIdSchema } from "~/lib/field-rules";

// docs/product.md#recommender: the recommender's form rule, its answer and its messages, shared by
// the page, the action and the API.

export const REQUIREMENTS_MIN_LENGTH = 10;
export const REQUIREMENTS_MAX_LENGTH = 2000;
/** docs/product.md#recommender: at most four recommendations are shown. */
export const MAX_RECOMMENDATIONS = 4;

const REQUIREMENTS_TOO_SHORT = `Requirements must be at least ${REQUIREMENTS_MIN_LENGTH} characters long`;
const REQUIREMENTS_TOO_LONG = `Requirements can be at most ${REQUIREMENTS_MAX_LENGTH.toLocaleString("en-US")} characters long`;

export const RequirementsSchema = z.object({
  requirements: requiredText(REQUIREMENTS_TOO_SHORT)
    .min(REQUIREMENTS_MIN_LENGTH, REQUIREMENTS_TOO_SHORT)
    .max(REQUIREMENTS_MAX_LENGTH, REQUIREMENTS_TOO_LONG),
});
export type RequirementsInput = z.infer<typeof RequirementsSchema>;

export const RecommendationSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullish(),
  category: z.array(z.string()),
  description: z.string(),
  reasoning: z.string(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendationResponseSchema = z.object({
  recommendations: z.array(RecommendationSchema),
  /** Plain sentences about parts of the request that could not be met or checked. */
  notes: z.array(z.string()).optional(),
});
export type RecommendationResponse = z.infer<typeof RecommendationResponseSchema>;

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

/** A 'Helpful' / 'Not helpful' vote on one recommended tool for one need. */
export const FeedbackSchema = z.object({
  need: RequirementsSchema.shape.requirements,
  toolId: ToolIdSchema,
  vote: z.enum(Object.keys(FEEDBACK_VOTES) as [FeedbackVote, ...FeedbackVote[]], {
    message: "Choose Helpful or Not helpful.",
  }),
});
export type FeedbackInput = z.infer<typeof FeedbackSchema>;

/** Toasts and texts of the recommender page (docs/product.md#recommender). */
export const RECOMMENDER_TOASTS = {
  failure: { type: "error", title: "Error", description: RECOMMENDER_MESSAGES.failed },
  feedback: {
    type: "success",
    title: "Thanks for your feedback",
    description: "It helps us make the recommendations better.",
  },
} as const;
