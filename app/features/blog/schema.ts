import { z } from "zod";
import { optionalField } from "~/lib/field-rules";
import {
  BLOG_CATEGORIES,
  COMMENT_BLANK,
  COMMENT_MAX_LENGTH,
  COMMENT_NAME_MAX_LENGTH,
} from "./constants";

const localPath = z
  .string()
  .regex(/^\/[\w/.-]+$/, "must be a path under public/, like /blog/x.svg");

/** The front matter of a content/blog/*.md article. */
export const ArticleFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1).max(300),
  date: z.iso.date(),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string().min(1)).min(1),
  author: z.strictObject({ name: z.string().min(1), title: z.string().min(1), avatar: localPath }),
  coverImage: localPath,
  coverAlt: z.string().min(1),
});
export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatterSchema>;

/** An article as the index lists it. */
export type ArticleSummary = ArticleFrontMatter & {
  slug: string;
  /** "October 6, 2025" */
  dateLabel: string;
  /** "14 min read", from the text */
  readingTime: string;
};

/** A whole article: the summary plus its body rendered to HTML. */
export type Article = ArticleSummary & { html: string };

/**
 * The Leave a Comment form: the text, trimmed (blank does nothing, docs/product.md#blog, so the
 * form never sends it and the server refuses it), and the name to show with it, if the commenter
 * gives one.
 */
export const CommentSchema = z.object({
  name: optionalField(
    z
      .string({ error: "Your name must be text." })
      .trim()
      .max(
        COMMENT_NAME_MAX_LENGTH,
        `Your name can be at most ${COMMENT_NAME_MAX_LENGTH} characters.`,
      ),
  ),
  comment: z
    .string({
      error: (issue) =>
        issue.input === undefined ? "A comment is required." : "The comment must be text.",
    })
    .trim()
    .min(1, COMMENT_BLANK)
    .max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`),
});
export type CommentInput = z.infer<typeof CommentSchema>;

/** An approved comment as a visitor sees it: plain text, never HTML. */
export type PublicComment = {
  id: number;
  authorName: string | null;
  body: string;
  createdAt: string;
};
