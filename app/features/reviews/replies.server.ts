import { and, eq, inArray } from "drizzle-orm";
import { reviewReplies, toolOwners, toolReviews } from "~/db/schema";
import { ownsTool } from "~/lib/tool-owner.server";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { ReviewReply } from "./schema";

// Owners' replies to reviews (docs/product.md#claiming-a-listing): one per review, written, edited
// and deleted by the tool's owner while they own it, hidden by an administrator with a reason.
// A reply shows only while its author still owns the tool, so "Reply from the maker" stays true
// when ownership passes to someone else.

/** Replies one owner may write or edit in an hour. */
export const replyRateLimit = createRateLimiter({
  name: "review-reply-user",
  limit: 30,
  windowMs: 60 * 60_000,
});

/**
 * The replies to these reviews of a tool, by review id: the published ones of its current owner,
 * and, for that owner (`viewerId`), their hidden ones too with the reason.
 */
export async function repliesTo(
  toolId: string,
  reviewIds: number[],
  viewerId: string | null,
  db: Db = getDb(),
): Promise<Record<number, ReviewReply>> {
  if (reviewIds.length === 0) return {};
  const rows = await db
    .select({
      reviewId: reviewReplies.reviewId,
      userId: reviewReplies.userId,
      body: reviewReplies.body,
      status: reviewReplies.status,
      hiddenReason: reviewReplies.hiddenReason,
      createdAt: reviewReplies.createdAt,
      updatedAt: reviewReplies.updatedAt,
    })
    .from(reviewReplies)
    .innerJoin(
      toolOwners,
      and(eq(toolOwners.toolId, toolId), eq(toolOwners.userId, reviewReplies.userId)),
    )
    .where(inArray(reviewReplies.reviewId, reviewIds));
  const replies: Record<number, ReviewReply> = {};
  for (const row of rows) {
    if (row.status !== "published" && row.userId !== viewerId) continue;
    replies[row.reviewId] = {
      body: row.body,
      hidden: row.status === "hidden",
      hiddenReason: row.userId === viewerId ? row.hiddenReason : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  return replies;
}

/** Every reply to these reviews, for the administrators' queue, by review id. */
export async function repliesForQueue(reviewIds: number[], db: Db = getDb()) {
  if (reviewIds.length === 0) return {};
  const rows = await db
    .select({
      reviewId: reviewReplies.reviewId,
      body: reviewReplies.body,
      status: reviewReplies.status,
      hiddenReason: reviewReplies.hiddenReason,
      hiddenBy: reviewReplies.hiddenBy,
      updatedAt: reviewReplies.updatedAt,
    })
    .from(reviewReplies)
    .where(inArray(reviewReplies.reviewId, reviewIds));
  return Object.fromEntries(
    rows.map((row) => [row.reviewId, { ...row, updatedAt: row.updatedAt.toISOString() }]),
  );
}

export type ReplyWrite = { ok: true } | { ok: false; reason: "not-owner" | "no-review" };

/** The review, if it is a published review of this tool. */
async function publishedReview(tx: Db, reviewId: number, toolId: string) {
  const [review] = await tx
    .select({ id: toolReviews.id })
    .from(toolReviews)
    .where(
      and(
        eq(toolReviews.id, reviewId),
        eq(toolReviews.toolId, toolId),
        eq(toolReviews.status, "published"),
      ),
    );
  return review ?? null;
}

/**
 * Writes or edits the owner's reply to a review of their tool. Ownership is checked in the
 * transaction that writes, so an owner removed a moment before cannot reply.
 */
export async function writeReply(
  userId: string,
  toolId: string,
  reviewId: number,
  body: string,
  db: Db = getDb(),
): Promise<ReplyWrite> {
  return inTransaction(db, async (tx) => {
    const [owner] = await tx
      .select({ userId: toolOwners.userId })
      .from(toolOwners)
      .where(eq(toolOwners.toolId, toolId))
      .for("share");
    if (owner?.userId !== userId) return { ok: false, reason: "not-owner" };
    if (!(await publishedReview(tx, reviewId, toolId))) return { ok: false, reason: "no-review" };
    const now = new Date();
    await tx
      .insert(reviewReplies)
      .values({ reviewId, userId, body, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: reviewReplies.reviewId,
        // A reply another owner wrote is replaced; a hidden one stays hidden while edited.
        set: { userId, body, updatedAt: now },
      });
    return { ok: true };
  });
}

/** Deletes the owner's reply to a review of their tool. */
export async function deleteReply(
  userId: string,
  toolId: string,
  reviewId: number,
  db: Db = getDb(),
): Promise<ReplyWrite> {
  if (!(await ownsTool(userId, toolId, db))) return { ok: false, reason: "not-owner" };
  const deleted = await db
    .delete(reviewReplies)
    .where(and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.userId, userId)))
    .returning({ reviewId: reviewReplies.reviewId });
  return deleted.length > 0 ? { ok: true } : { ok: false, reason: "no-review" };
}

/** An administrator hides a reply with a reason, or shows it again; audited. */
export async function moderateReply(
  reviewId: number,
  decision: { hide: true; reason: string } | { hide: false },
  actor: Actor,
  db: Db = getDb(),
) {
  return inTransaction(db, async (tx) => {
    const now = new Date();
    const [reply] = await tx
      .update(reviewReplies)
      .set(
        decision.hide
          ? {
              status: "hidden",
              hiddenReason: decision.reason,
              hiddenAt: now,
              hiddenBy: actor.email,
            }
          : { status: "published", hiddenReason: null, hiddenAt: null, hiddenBy: null },
      )
      .where(eq(reviewReplies.reviewId, reviewId))
      .returning({ reviewId: reviewReplies.reviewId });
    if (!reply) return false;
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: decision.hide ? "reply.hide" : "reply.restore",
        subject: "review",
        subjectId: String(reviewId),
        changes: {
          status: {
            before: decision.hide ? "published" : "hidden",
            after: decision.hide ? "hidden" : "published",
          },
          ...(decision.hide ? { reason: { before: null, after: decision.reason } } : {}),
        },
      },
    ]);
    return true;
  });
}
