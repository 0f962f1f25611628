import { z } from "zod";
import {
  HIDE_REASON_MAX,
  HIDE_REASONS,
  OWN_HIDE_REASON,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
} from "./constants";

/** Letters kept as typed, but no control characters (line breaks stay in the text). */
const cleanText = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");

const STARS = "Choose from 1 to 5 stars.";
const TITLE = `Give your review a title of ${REVIEW_TITLE_MIN} to ${REVIEW_TITLE_MAX} characters.`;
const BODY = `Write ${REVIEW_BODY_MIN.toLocaleString("en-US")} to ${REVIEW_BODY_MAX.toLocaleString("en-US")} characters about the tool.`;

/** A review id in a form or an address. */
export const ReviewIdSchema = z.coerce
  .number({ error: "A review id is a number." })
  .int("A review id is a whole number.")
  .positive("A review id is a positive number.")
  .max(Number.MAX_SAFE_INTEGER, "A review id is a positive number.");

/**
 * The review form (shared by the tool page and its action): stars, title and text; with
 * `reviewId` it edits that review of the signed-in user's.
 */
export const ReviewFormSchema = z.object({
  stars: z.coerce.number({ error: STARS }).int(STARS).min(1, STARS).max(5, STARS),
  title: z
    .string({ error: TITLE })
    .transform(cleanText)
    .pipe(z.string().trim().min(REVIEW_TITLE_MIN, TITLE).max(REVIEW_TITLE_MAX, TITLE)),
  body: z
    .string({ error: BODY })
    .transform((value) => cleanText(value).replace(/\r\n/g, "\n"))
    .pipe(z.string().trim().min(REVIEW_BODY_MIN, BODY).max(REVIEW_BODY_MAX, BODY)),
  reviewId: z.preprocess((value) => (value === "" ? undefined : value), ReviewIdSchema.optional()),
});
export type ReviewInput = z.output<typeof ReviewFormSchema>;

export const ReviewDeleteSchema = z.object({ reviewId: ReviewIdSchema });

/** An administrator hides a review with a reason from the list or their own words. */
export const HideReviewSchema = z
  .object({
    id: ReviewIdSchema,
    reason: z.enum([...HIDE_REASONS, OWN_HIDE_REASON], { error: "Choose a reason." }),
    ownReason: z
      .string()
      .trim()
      .max(HIDE_REASON_MAX, `Keep the reason under ${HIDE_REASON_MAX} characters.`)
      .optional(),
  })
  .transform((value, ctx) => {
    if (value.reason !== OWN_HIDE_REASON) return { id: value.id, reason: value.reason as string };
    if (!value.ownReason) {
      ctx.addIssue({
        code: "custom",
        path: ["ownReason"],
        message: "Write the reason in your own words.",
      });
      return z.NEVER;
    }
    return { id: value.id, reason: value.ownReason };
  });

export const RestoreReviewSchema = z.object({ id: ReviewIdSchema });
export const RemoveReviewSchema = z.object({ id: ReviewIdSchema });

/** A published review as the tool page and the API show it. */
export const PublicReviewSchema = z.object({
  id: z.number().int(),
  stars: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string().describe("Plain text, never HTML"),
  author: z.string().describe("The reviewer's username"),
  createdAt: z.string().describe("ISO 8601 time it was published"),
  updatedAt: z.string().describe("ISO 8601 time it was last edited"),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const ReviewListSchema = z.object({
  reviews: z.array(PublicReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** The signed-in user's own review, wherever it is listed. */
export type OwnReview = PublicReview & {
  toolId: string;
  toolName: string;
  status: "published" | "hidden";
  hiddenReason: string | null;
  /** When its author deleted it while it was hidden (the row stays as the moderation record). */
  withdrawnAt: string | null;
};

/** A tool owner's reply under a review, as the tool page shows it. */
export type ReviewReply = {
  body: string;
  /** Hidden by an administrator: shown to its author only, with the reason. */
  hidden: boolean;
  hiddenReason: string | null;
  createdAt: string;
  updatedAt: string;
};

const REPLY = `Write your reply in 2 to ${REVIEW_BODY_MAX.toLocaleString("en-US")} characters.`;

/** The owner's reply form under a review. */
export const ReplyFormSchema = z.object({
  reviewId: ReviewIdSchema,
  reply: z
    .string({ error: REPLY })
    .transform((value) => cleanText(value).replace(/\r\n/g, "\n"))
    .pipe(z.string().trim().min(2, REPLY).max(REVIEW_BODY_MAX, REPLY)),
});

export const ReplyDeleteSchema = z.object({ reviewId: ReviewIdSchema });

/** An administrator hides a reply with a reason from the list or their own words. */
export const HideReplySchema = HideReviewSchema;
