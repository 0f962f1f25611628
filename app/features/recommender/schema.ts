import { z } from "zod";
import { requiredText, ToolIdSchema } from "~/lib/field-rules";
import {
  FEEDBACK_VOTES,
  REQUIREMENTS_MAX_LENGTH,
  REQUIREMENTS_MIN_LENGTH,
  type FeedbackVote,
} from "./constants";

// docs/product.md#recommender: the recommender's form rule and its answer, shared by the page, the
// action and the API (its limits and messages are in constants.ts).

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

/** A 'Helpful' / 'Not helpful' vote on one recommended tool for one need. */
export const FeedbackSchema = z.object({
  need: RequirementsSchema.shape.requirements,
  toolId: ToolIdSchema,
  vote: z.enum(Object.keys(FEEDBACK_VOTES) as [FeedbackVote, ...FeedbackVote[]], {
    message: "Choose Helpful or Not helpful.",
  }),
});
export type FeedbackInput = z.infer<typeof FeedbackSchema>;
