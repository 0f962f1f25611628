import { blogComments } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { CommentInput } from "./schema";

/** Comments accepted per address: a conversation, not a flood. */
export const commentRateLimit = createRateLimiter({
  name: "blog-comment",
  limit: 5,
  windowMs: 10 * 60_000,
});

/** Stores a comment for moderation (status 'pending'); it is never shown before approval. */
export async function addComment(articleSlug: string, input: CommentInput, db: Db = getDb()) {
  const [row] = await db
    .insert(blogComments)
    .values({ articleSlug, authorName: input.name, body: input.comment })
    .returning({ id: blogComments.id });
  return row!.id;
}
