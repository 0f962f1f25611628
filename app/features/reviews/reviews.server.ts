import { and, count, desc, eq, sql } from "drizzle-orm";
import { aiTools, profiles, toolReviews, users } from "~/db/schema";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
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
};

function toOwn(row: PublicRow & Omit<OwnReview, keyof PublicReview>): OwnReview {
  return {
    ...toPublic(row),
    toolId: row.toolId,
    toolName: row.toolName,
    status: row.status,
    hiddenReason: row.hiddenReason,
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

/** The user's review of a tool, if they wrote one (hidden ones too: they may still edit it). */
export async function getOwnReview(userId: string, toolId: string, db: Db = getDb()) {
  const [row] = await ownQuery(db).where(
    and(eq(toolReviews.userId, userId), eq(toolReviews.toolId, toolId)),
  );
  return row ? toOwn(row) : null;
}

/** The user's reviews of published tools, newest first (an archived tool's go with it). */
export async function listOwnReviews(userId: string, page: number, db: Db = getDb()) {
  const mine = and(eq(toolReviews.userId, userId), eq(aiTools.status, "published"));
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
 * per user and tool: a second one is refused, as is an id that is not the user's.
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
    const edited = await db
      .update(toolReviews)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(
        and(
          eq(toolReviews.id, input.reviewId),
          eq(toolReviews.userId, userId),
          eq(toolReviews.toolId, toolId),
        ),
      )
      .returning({ id: toolReviews.id });
    return edited.length
      ? { ok: true, created: false }
      : { ok: false, status: 404, message: REVIEW_MESSAGES.notYours };
  }
  const created = await db
    .insert(toolReviews)
    .values({ toolId, userId, ...fields })
    .onConflictDoNothing({ target: [toolReviews.toolId, toolReviews.userId] })
    .returning({ id: toolReviews.id });
  return created.length
    ? { ok: true, created: true }
    : { ok: false, status: 409, message: REVIEW_MESSAGES.duplicate };
}

/** Deletes one of the user's reviews; the tool's rating follows in the same statement. */
export async function deleteOwnReview(userId: string, reviewId: number, db: Db = getDb()) {
  const deleted = await db
    .delete(toolReviews)
    .where(and(eq(toolReviews.id, reviewId), eq(toolReviews.userId, userId)))
    .returning({ toolId: toolReviews.toolId });
  return deleted[0]?.toolId ?? null;
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

/**
 * Hides a published review (with the reason kept) or shows a hidden one again: one conditional
 * write, so two administrators cannot both act on it, recorded in the audit log.
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
      .where(and(eq(toolReviews.id, id), eq(toolReviews.status, from)))
      .returning({ toolId: toolReviews.toolId });
    if (!row) {
      const [exists] = await tx
        .select({ status: toolReviews.status })
        .from(toolReviews)
        .where(eq(toolReviews.id, id));
      return exists
        ? {
            ok: false as const,
            status: 409 as const,
            message: `This review is ${exists.status} already.`,
          }
        : { ok: false as const, status: 404 as const, message: "No review has this id." };
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
