import { asc, desc, eq } from "drizzle-orm";
import { blogComments } from "~/db/schema";
import type { Actor } from "~/lib/audit.server";
import { getDb, type Db } from "~/lib/db.server";
import { changeStatus, countByStatus, type StatusTable } from "~/lib/status-change.server";
import { COMMENT_QUEUE_PAGE_SIZE, COMMENT_STATUSES, type CommentStatus } from "./constants";
import { getArticle } from "./queries.server";

// The comment moderation queue (admin area): pending comments oldest first, then the decided
// ones newest first; approving shows a comment under its article, rejecting hides it.

export type QueuedComment = {
  id: number;
  articleSlug: string;
  /** The article's title, or null when the article is gone. */
  articleTitle: string | null;
  authorName: string | null;
  body: string;
  status: CommentStatus;
  createdAt: string;
  moderatedAt: string | null;
};

/** How many comments are in each state. */
export function countCommentsByStatus(db: Db = getDb()) {
  return countByStatus(db, blogComments, COMMENT_STATUSES);
}

/** One page of the comments in a state. */
export async function listCommentQueue(status: CommentStatus, page: number, db: Db = getDb()) {
  const rows = await db
    .select()
    .from(blogComments)
    .where(eq(blogComments.status, status))
    .orderBy(
      status === "pending" ? asc(blogComments.createdAt) : desc(blogComments.createdAt),
      status === "pending" ? asc(blogComments.id) : desc(blogComments.id),
    )
    .limit(COMMENT_QUEUE_PAGE_SIZE)
    .offset((page - 1) * COMMENT_QUEUE_PAGE_SIZE);
  return rows.map((row): QueuedComment => ({
    id: row.id,
    articleSlug: row.articleSlug,
    articleTitle: getArticle(row.articleSlug)?.title ?? null,
    authorName: row.authorName,
    body: row.body,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  }));
}

/**
 * Approves or rejects a comment (a decided one can be changed again), recorded in the audit
 * log. A comment already in that state, or one that does not exist, changes nothing.
 */
export function moderateComment(
  id: number,
  to: Exclude<CommentStatus, "pending">,
  actor: Actor,
  db: Db = getDb(),
) {
  return changeStatus(db, COMMENTS, id, to, actor, to === "approved" ? "approve" : "reject");
}

const COMMENTS: StatusTable = {
  table: blogComments,
  changedAt: "moderated_at",
  subject: "comment",
  noun: "comment",
};
