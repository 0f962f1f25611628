import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { aiTools, profiles, toolReviews, users } from "~/db/schema";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { getDb, inTransaction, queryRows, type Db } from "~/lib/db.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import {
  REVIEW_MESSAGES,
  REVIEW_QUEUE_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  type ReviewStatus,
} from "./constants";
import type { OwnReview, PublicReview, ReviewInput, ReviewList } from "./schema";

// Users' reviews (decision 017). The tool's rating and reviewcount follow these rows through
// the triggers of migration 0020, in the transaction of each write below.

/** Review writes (new, edited, deleted): per account and per address. */
export const reviewUserRateLimit = createRateLimiter({
  name: "review-user",
  limit: 10,
  windowMs: 60 * 60_000,
});
export const reviewAddressRateLimit = createRateLimiter({
  name: "review-address",
  limit: 30,
  windowMs: 60 * 60_000,
});

/** The name a review is shown with: the reviewer's username, else their account name. */
const authorName = sql<string>`coalesce(nullif(${profiles.username}, ''), ${users.name})`;

const publicColumns = {
  id: toolReviews.id,
  stars: toolReviews.stars,
  title: toolReviews.title,
  body: toolReviews.body,
  author: authorName,
  createdAt: toolReviews.createdAt,
  updatedAt: toolReviews.updatedAt,
};

type PublicRow = {
  id: number;
  stars: number;
  title: string;
  body: string;
  author: string;
  createdAt: Date;
  updatedAt: Date;
};

function toPublic(row: PublicRow): PublicReview {
  return {
    id: row.id,
    stars: row.stars,
    title: row.title,
    body: row.body,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const publishedOf = (toolId: string) =>
  and(eq(toolReviews.toolId, toolId), eq(toolReviews.status, "published"));

/**
 * A published tool's published reviews, newest first, a page at a time. How many there are is
 * the tool's own `reviewCount`, which the triggers of migration 0020 keep equal to that count in
 * every transaction that publishes, hides or deletes one.
 */
export async function listToolReviews(
  tool: { id: string; reviewCount: number },
  page: number,
  db: Db = getDb(),
): Promise<ReviewList> {
  const rows = await db
    .select(publicColumns)
    .from(toolReviews)
    .innerJoin(users, eq(users.id, toolReviews.userId))
    .leftJoin(profiles, eq(profiles.id, toolReviews.userId))
    .where(publishedOf(tool.id))
    .orderBy(desc(toolReviews.createdAt), desc(toolReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    reviews: rows.map(toPublic),
    total: tool.reviewCount,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    pageCount: Math.ceil(tool.reviewCount / REVIEWS_PAGE_SIZE),
  };
}

const ownColumns = {
  ...publicColumns,
  toolId: toolReviews.toolId,
  toolName: aiTools.name,
  status: toolReviews.status,
  hiddenReason: toolReviews.hiddenReason,
  withdrawnAt: toolReviews.withdrawnAt,
};

type OwnRow = PublicRow &
  Omit<OwnReview, keyof PublicReview | "withdrawnAt"> & { withdrawnAt: Date | null };

function toOwn(row: OwnRow): OwnReview {
  return {
    ...toPublic(row),
    toolId: row.toolId,
    toolName: row.toolName,
    status: row.status,
    hiddenReason: row.hiddenReason,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

function ownQuery(db: Db) {
  return db
    .select(ownColumns)
    .from(toolReviews)
    .innerJoin(users, eq(users.id, toolReviews.userId))
    .leftJoin(profiles, eq(profiles.id, toolReviews.userId))
    .innerJoin(aiTools, eq(aiTools.id, toolReviews.toolId));
}

/**
 * The user's review of a tool, if they wrote one: hidden ones too (they may still edit it), and
 * one they deleted while it was hidden, which stands in the way of a new one.
 */
export async function getOwnReview(userId: string, toolId: string, db: Db = getDb()) {
  const [row] = await ownQuery(db).where(
    and(eq(toolReviews.userId, userId), eq(toolReviews.toolId, toolId)),
  );
  return row ? toOwn(row) : null;
}

/**
 * The user's reviews of published tools, newest first (an archived tool's go with it, and so do
 * the hidden ones they deleted: those are the administrators' record now).
 */
export async function listOwnReviews(userId: string, page: number, db: Db = getDb()) {
  const mine = and(
    eq(toolReviews.userId, userId),
    eq(aiTools.status, "published"),
    isNull(toolReviews.withdrawnAt),
  );
  const [rows, [total]] = await Promise.all([
    ownQuery(db)
      .where(mine)
      .orderBy(desc(toolReviews.createdAt), desc(toolReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(toolReviews)
      .innerJoin(aiTools, eq(aiTools.id, toolReviews.toolId))
      .where(mine),
  ]);
  return {
    reviews: rows.map(toOwn),
    total: total!.n,
    page,
    pageCount: Math.ceil(total!.n / REVIEWS_PAGE_SIZE),
  };
}

/** Whether the account's email address is confirmed: only confirmed users review. */
async function isEmailConfirmed(userId: string, db: Db = getDb()) {
  const [row] = await db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row?.verified === true;
}

export type ReviewWrite =
  { ok: true; created: boolean } | { ok: false; status: 403 | 404 | 409; message: string };

/**
 * Publishes the user's review of a published tool, or edits it (`input.reviewId`). One review
 * per user and tool: a second one is refused, as is an id that is not the user's. A hidden
 * review holds its place even once its author deleted it (then it cannot be edited either), so
 * an administrator's decision cannot be undone by writing the review again.
 */
export async function writeReview(
  userId: string,
  toolId: string,
  input: ReviewInput,
  db: Db = getDb(),
): Promise<ReviewWrite> {
  if (!(await isEmailConfirmed(userId, db)))
    return { ok: false, status: 403, message: REVIEW_MESSAGES.confirm };
  const [tool] = await db
    .select({ id: aiTools.id })
    .from(aiTools)
    .where(and(eq(aiTools.id, toolId), eq(aiTools.status, "published")));
  if (!tool) return { ok: false, status: 404, message: REVIEW_MESSAGES.noTool };
  const fields = { stars: input.stars, title: input.title, body: input.body };
  if (input.reviewId !== undefined) {
    const mine = and(
      eq(toolReviews.id, input.reviewId),
      eq(toolReviews.userId, userId),
      eq(toolReviews.toolId, toolId),
    );
    const edited = await db
      .update(toolReviews)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(mine, isNull(toolReviews.withdrawnAt)))
      .returning({ id: toolReviews.id });
    if (edited.length) return { ok: true, created: false };
    const [withdrawn] = await db
      .select({ id: toolReviews.id })
      .from(toolReviews)
      .where(and(mine, isNotNull(toolReviews.withdrawnAt)));
    return withdrawn
      ? { ok: false, status: 409, message: REVIEW_MESSAGES.withdrawnEdit }
      : { ok: false, status: 404, message: REVIEW_MESSAGES.notYours };
  }
  const created = await db
    .insert(toolReviews)
    .values({ toolId, userId, ...fields })
    .onConflictDoNothing({ target: [toolReviews.toolId, toolReviews.userId] })
    .returning({ id: toolReviews.id });
  if (created.length) return { ok: true, created: true };
  const [existing] = await db
    .select({ status: toolReviews.status })
    .from(toolReviews)
    .where(and(eq(toolReviews.toolId, toolId), eq(toolReviews.userId, userId)));
  return {
    ok: false,
    status: 409,
    message: existing?.status === "hidden" ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.duplicate,
  };
}

export type OwnReviewDeletion = { toolId: string; withdrawn: boolean } | null;

/**
 * Deletes one of the user's reviews; the tool's rating follows in the same statement. A hidden
 * one is only marked withdrawn: its text stays as the record of the administrator's decision.
 * One statement with both branches, each on the status it reads: should an administrator show
 * the review again meanwhile, it is neither deleted as hidden nor withdrawn as published, and
 * the withdrawn text is never shown again (moderateReview only restores one not withdrawn).
 */
export async function deleteOwnReview(
  userId: string,
  reviewId: number,
  db: Db = getDb(),
): Promise<OwnReviewDeletion> {
  const [row] = await queryRows<{ toolId: string; withdrawn: boolean }>(
    db,
    sql`WITH deleted AS (
          DELETE FROM ${toolReviews}
          WHERE id = ${reviewId} AND user_id = ${userId} AND status = 'published'
          RETURNING tool_id
        ), withdrawn AS (
          UPDATE ${toolReviews} SET withdrawn_at = now()
          WHERE id = ${reviewId} AND user_id = ${userId} AND status = 'hidden'
            AND withdrawn_at IS NULL
          RETURNING tool_id
        )
        SELECT tool_id AS "toolId", false AS withdrawn FROM deleted
        UNION ALL
        SELECT tool_id AS "toolId", true AS withdrawn FROM withdrawn`,
  );
  return row ?? null;
}

// The administrators' Reviews queue.

/** How many reviews are in each state. */
export async function countReviewsByStatus(
  db: Db = getDb(),
): Promise<Record<ReviewStatus, number>> {
  const rows = await db
    .select({ status: toolReviews.status, n: count() })
    .from(toolReviews)
    .groupBy(toolReviews.status);
  const counts: Record<ReviewStatus, number> = { published: 0, hidden: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export type QueueReview = OwnReview & {
  email: string;
  hiddenAt: string | null;
  hiddenBy: string | null;
};

/** Reviews in one state, newest first, with who wrote them. */
export async function listReviewQueue(
  status: ReviewStatus,
  page: number,
  db: Db = getDb(),
): Promise<QueueReview[]> {
  const rows = await db
    .select({
      ...ownColumns,
      email: users.email,
      hiddenAt: toolReviews.hiddenAt,
      hiddenBy: toolReviews.hiddenBy,
    })
    .from(toolReviews)
    .innerJoin(users, eq(users.id, toolReviews.userId))
    .leftJoin(profiles, eq(profiles.id, toolReviews.userId))
    .innerJoin(aiTools, eq(aiTools.id, toolReviews.toolId))
    .where(eq(toolReviews.status, status))
    .orderBy(desc(toolReviews.createdAt), desc(toolReviews.id))
    .limit(REVIEW_QUEUE_PAGE_SIZE)
    .offset((page - 1) * REVIEW_QUEUE_PAGE_SIZE);
  return rows.map((row) => ({
    ...toOwn(row),
    email: row.email,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenBy: row.hiddenBy,
  }));
}

export type Moderation = { ok: true } | { ok: false; status: 404 | 409; message: string };

const NO_REVIEW = "No review has this id.";

/**
 * Hides a published review (with the reason kept) or shows a hidden one again: one conditional
 * write, so two administrators cannot both act on it, recorded in the audit log. A review its
 * author deleted while hidden is never shown again: its author withdrew that text.
 */
export async function moderateReview(
  id: number,
  to: ReviewStatus,
  reason: string | null,
  admin: Actor,
  db: Db = getDb(),
): Promise<Moderation> {
  return inTransaction(db, async (tx) => {
    const from: ReviewStatus = to === "hidden" ? "published" : "hidden";
    const [row] = await tx
      .update(toolReviews)
      .set(
        to === "hidden"
          ? { status: "hidden", hiddenReason: reason, hiddenAt: sql`now()`, hiddenBy: admin.email }
          : { status: "published", hiddenReason: null, hiddenAt: null, hiddenBy: null },
      )
      .where(
        and(
          eq(toolReviews.id, id),
          eq(toolReviews.status, from),
          to === "published" ? isNull(toolReviews.withdrawnAt) : undefined,
        ),
      )
      .returning({ toolId: toolReviews.toolId });
    if (!row) {
      const [exists] = await tx
        .select({ status: toolReviews.status, withdrawnAt: toolReviews.withdrawnAt })
        .from(toolReviews)
        .where(eq(toolReviews.id, id));
      if (!exists) return { ok: false as const, status: 404 as const, message: NO_REVIEW };
      return {
        ok: false as const,
        status: 409 as const,
        message:
          to === "published" && exists.withdrawnAt
            ? REVIEW_MESSAGES.withdrawnRestore
            : `This review is ${exists.status} already.`,
      };
    }
    await recordAudit(tx, [
      {
        actor: admin.email,
        action: to === "hidden" ? "hide" : "restore",
        subject: "review",
        subjectId: String(id),
        changes: {
          status: { before: from, after: to },
          tool: { before: row.toolId, after: row.toolId },
          ...(reason ? { reason: { before: null, after: reason } } : {}),
        },
      },
    ]);
    return { ok: true as const };
  });
}

/**
 * Removes a hidden review its author deleted: the record of the decision goes, and with it
 * what stood in the way of the author's new review of the tool. Recorded in the audit log
 * (without the text, which was the author's to withdraw).
 */
export async function removeWithdrawnReview(
  id: number,
  admin: Actor,
  db: Db = getDb(),
): Promise<Moderation> {
  return inTransaction(db, async (tx) => {
    const [removed] = await tx
      .delete(toolReviews)
      .where(
        and(
          eq(toolReviews.id, id),
          eq(toolReviews.status, "hidden"),
          isNotNull(toolReviews.withdrawnAt),
        ),
      )
      .returning({
        toolId: toolReviews.toolId,
        hiddenReason: toolReviews.hiddenReason,
        withdrawnAt: toolReviews.withdrawnAt,
      });
    if (!removed) {
      const [exists] = await tx
        .select({ id: toolReviews.id })
        .from(toolReviews)
        .where(eq(toolReviews.id, id));
      return exists
        ? { ok: false as const, status: 409 as const, message: REVIEW_MESSAGES.removeOnlyWithdrawn }
        : { ok: false as const, status: 404 as const, message: NO_REVIEW };
    }
    await recordAudit(tx, [
      {
        actor: admin.email,
        action: "remove",
        subject: "review",
        subjectId: String(id),
        changes: {
          status: { before: "hidden", after: null },
          tool: { before: removed.toolId, after: null },
          reason: { before: removed.hiddenReason, after: null },
          withdrawnAt: { before: removed.withdrawnAt?.toISOString() ?? null, after: null },
        },
      },
    ]);
    return { ok: true as const };
  });
}
