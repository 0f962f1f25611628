import { labelledValues } from "~/lib/labelled-values";
import type { Toast } from "~/lib/form-reply";
/**
 * The articles, in the order of docs/product.md#blog: the first is the featured one. Each is
 * content/blog/{slug}.md.
 */
export const BLOG_SLUGS = [
  "comprehensive-guide-to-ai-writing-tools-2025",
  "future-of-ai-tools-2023",
  "comparing-top-ai-image-generators",
  "how-ai-is-transforming-content-creation",
  "mastering-ai-prompts-for-better-results",
  "ethical-considerations-in-ai-development",
] as const;

/** The articles' categories (docs/product.md#blog). */
export const BLOG_CATEGORIES = [
  "Content Creation",
  "AI Trends",
  "AI Tools",
  "AI Techniques",
  "AI Ethics",
] as const;

export const BLOG_TITLE = "AI Tools Blog";
export const BLOG_DESCRIPTION =
  "Guides, comparisons and analysis to help you choose and use AI tools well: writing, images, prompts, trends and ethics.";

/** Reading speed behind "N min read". */
export const WORDS_PER_MINUTE = 220;

/** Longest comment accepted, in characters. */
export const COMMENT_MAX_LENGTH = 2000;

/** Longest name shown with a comment, in characters. */
export const COMMENT_NAME_MAX_LENGTH = 60;

/** Who an approved comment without a name is shown as. */
export const COMMENT_ANONYMOUS = "A reader";

/** Approved comments shown per page under an article. */
export const COMMENTS_PAGE_SIZE = 20;

/** docs/product.md#blog: shown for 3000 ms after a comment is sent. */
export const COMMENT_TOAST = {
  type: "success",
  title: "Comment submitted",
  description: "Your comment is awaiting moderation. Thank you!",
  duration: 3000,
} satisfies Toast;

/** A comment's moderation states, in the queue's tab order. */
export const [COMMENT_STATUSES, COMMENT_STATUS_LABELS] = labelledValues({
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
});
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Comments per page in the moderation queue. */
export const COMMENT_QUEUE_PAGE_SIZE = 25;

/** A blank comment's message (the form itself shows nothing for it, docs/product.md#blog). */
export const COMMENT_BLANK = "Write a comment before sending it.";
