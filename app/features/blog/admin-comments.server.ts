import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { blogComments } from "~/db/schema";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
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
export async function countCommentsByStatus(db: Db = getDb()) {
  const rows = await db
    .select({ status: blogComments.status, n: count() })
    .from(blogComments)
    .groupBy(blogComments.status);
  const counts = Object.fromEntries(COMMENT_STATUSES.map((status) => [status, 0])) as Record<
    CommentStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
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

export type ModerationWrite = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * Approves or rejects a comment (a decided one can be changed again), recorded in the audit
 * log. A comment already in that state, or one that does not exist, changes nothing.
 */
export async function moderateComment(
  id: number,
  to: Exclude<CommentStatus, "pending">,
  actor: Actor,
  db: Db = getDb(),
): Promise<ModerationWrite> {
  return inTransaction(db, async (tx) => {
    const [comment] = await tx
      .select({ status: blogComments.status })
      .from(blogComments)
      .where(eq(blogComments.id, id))
      .for("update");
    if (!comment) return { ok: false, status: 404, message: `No comment has the id ${id}.` };
    if (comment.status === to) {
      return { ok: false, status: 409, message: `This comment is already ${to}.` };
    }
    await tx
      .update(blogComments)
      .set({ status: to, moderatedAt: sql`now()` })
      .where(and(eq(blogComments.id, id), eq(blogComments.status, comment.status)));
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: to === "approved" ? "approve" : "reject",
        subject: "comment",
        subjectId: String(id),
        changes: { status: { before: comment.status, after: to } },
      },
    ]);
    return { ok: true };
  });
}
