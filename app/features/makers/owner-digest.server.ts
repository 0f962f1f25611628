import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  aiTools,
  ownerMailSettings,
  ownerMailTokens,
  profiles,
  toolOwners,
  toolReports,
  toolReviews,
  users,
} from "~/db/schema";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
import { newLinkToken } from "~/lib/link-token.server";
import { repeat } from "~/lib/repeat.server";
import { queueMail } from "~/lib/mail.server";
import { announcedOrigin } from "~/lib/origin.server";
import { dashboardToolPath, toolPath } from "~/lib/paths";
import { REPORT_REASON_LABELS } from "~/features/reports/constants";
import {
  OWNER_MAIL_SETTING_PATH,
  OWNER_MAIL_UNSUBSCRIBE_PATH,
  ownerDigestMail,
  type OwnerDigestTool,
} from "./owner-mail";

// The daily email to tool owners (docs/product.md#your-tools): the new published reviews and the
// listing reports of the tools they own, made since they own them. Like the alerts about saved
// tools (decision 027), each app server looks every ALERT_DIGEST_CHECK_SECONDS, and an owner's
// digest is claimed by one conditional write of their row (both watermarks and the date), which
// succeeds on one server only, so nothing is told twice and no one gets two in a day.

/** At most one digest per owner in this long. */
const DIGEST_GAP_MS = 24 * 60 * 60_000;

export type OwnerDigestRun = {
  db?: Db;
  /** The clock (tests move it forward). */
  now?: Date;
  /** How old a review or report must be to be told (ALERT_DIGEST_SETTLE_SECONDS). */
  settleMs: number;
  /** The site's public origin, for the links. */
  origin?: string;
  /** How the catalogue names a tool's page (passed in by the server). */
  slugify: (name: string) => string;
};

/** The address of one owner email's unsubscribe token. */
export function ownerUnsubscribeUrl(origin: string, token: string) {
  return `${origin}${OWNER_MAIL_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

const reviewer = alias(users, "reviewer");
const reviewerProfile = alias(profiles, "reviewer_profile");

/** Owners who may be written to at `now`: confirmed address, emails on, no digest for a day. */
function dueOwner(now: Date) {
  return and(
    eq(users.emailVerified, true),
    sql`coalesce(${ownerMailSettings.enabled}, true)`,
    or(
      isNull(ownerMailSettings.lastDigestAt),
      lte(ownerMailSettings.lastDigestAt, new Date(now.getTime() - DIGEST_GAP_MS)),
    ),
  );
}

const ownerColumns = {
  userId: users.id,
  email: users.email,
  reviewsUpTo: sql<number>`coalesce(${ownerMailSettings.reviewsUpTo}, 0)`.mapWith(Number),
  reportsUpTo: sql<number>`coalesce(${ownerMailSettings.reportsUpTo}, 0)`.mapWith(Number),
  toolId: aiTools.id,
  toolName: aiTools.name,
};

/** Published reviews of owned tools, written since the ownership began and past the watermark. */
function owedReviews(db: Db, now: Date, settleMs: number) {
  return db
    .select({
      ...ownerColumns,
      id: toolReviews.id,
      stars: toolReviews.stars,
      title: toolReviews.title,
      author: sql<string>`coalesce(nullif(${reviewerProfile.username}, ''), ${reviewer.name})`,
    })
    .from(toolReviews)
    .innerJoin(
      toolOwners,
      and(
        eq(toolOwners.toolId, toolReviews.toolId),
        sql`${toolReviews.createdAt} > ${toolOwners.since}`,
      ),
    )
    .innerJoin(aiTools, eq(aiTools.id, toolReviews.toolId))
    .innerJoin(users, eq(users.id, toolOwners.userId))
    .innerJoin(reviewer, eq(reviewer.id, toolReviews.userId))
    .leftJoin(reviewerProfile, eq(reviewerProfile.id, toolReviews.userId))
    .leftJoin(ownerMailSettings, eq(ownerMailSettings.userId, users.id))
    .where(
      and(
        dueOwner(now),
        eq(toolReviews.status, "published"),
        sql`${toolReviews.id} > coalesce(${ownerMailSettings.reviewsUpTo}, 0)`,
        lte(toolReviews.createdAt, new Date(now.getTime() - settleMs)),
      ),
    )
    .orderBy(users.id, toolReviews.id);
}

/** Listing reports of owned tools, filed since the ownership began and past the watermark. */
function owedReports(db: Db, now: Date, settleMs: number) {
  return db
    .select({
      ...ownerColumns,
      id: toolReports.id,
      reason: toolReports.reason,
      source: toolReports.source,
      status: toolReports.status,
    })
    .from(toolReports)
    .innerJoin(
      toolOwners,
      and(
        eq(toolOwners.toolId, toolReports.toolId),
        sql`${toolReports.createdAt} > ${toolOwners.since}`,
      ),
    )
    .innerJoin(aiTools, eq(aiTools.id, toolReports.toolId))
    .innerJoin(users, eq(users.id, toolOwners.userId))
    .leftJoin(ownerMailSettings, eq(ownerMailSettings.userId, users.id))
    .where(
      and(
        dueOwner(now),
        sql`${toolReports.id} > coalesce(${ownerMailSettings.reportsUpTo}, 0)`,
        lte(toolReports.createdAt, new Date(now.getTime() - settleMs)),
      ),
    )
    .orderBy(users.id, toolReports.id);
}

type OwedReview = Awaited<ReturnType<typeof owedReviews>>[number];
type OwedReport = Awaited<ReturnType<typeof owedReports>>[number];

type Owed = {
  email: string;
  seen: { reviews: number; reports: number };
  reviews: OwedReview[];
  reports: OwedReport[];
};

/**
 * Takes the owner's digest for this server: moves both watermarks and dates the digest, only if
 * no other server did since `seen` was read, emails are still on and the last digest is a day
 * old; stores the new unsubscribe token in the same transaction. False when another server or the
 * user got there first.
 */
async function claimDigest(
  db: Db,
  claim: {
    userId: string;
    seen: Owed["seen"];
    upTo: Owed["seen"];
    tokenHash: string;
    now: Date;
  },
) {
  const { userId, seen, upTo, tokenHash, now } = claim;
  const values = {
    reviewsUpTo: upTo.reviews,
    reportsUpTo: upTo.reports,
    lastDigestAt: now,
    updatedAt: now,
  };
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(ownerMailSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: ownerMailSettings.userId,
        set: values,
        setWhere: and(
          eq(ownerMailSettings.enabled, true),
          eq(ownerMailSettings.reviewsUpTo, seen.reviews),
          eq(ownerMailSettings.reportsUpTo, seen.reports),
          or(
            isNull(ownerMailSettings.lastDigestAt),
            lte(ownerMailSettings.lastDigestAt, new Date(now.getTime() - DIGEST_GAP_MS)),
          ),
        ),
      })
      .returning({ userId: ownerMailSettings.userId });
    if (claimed.length === 0) return false;
    await tx.insert(ownerMailTokens).values({ tokenHash, userId, createdAt: now });
    return true;
  });
}

/** One owner's news, grouped by tool in the order of their first item. */
function digestTools(owed: Owed, origin: string, slugify: (name: string) => string) {
  const tools = new Map<string, OwnerDigestTool>();
  const toolOf = (item: { toolId: string; toolName: string }) => {
    let tool = tools.get(item.toolId);
    if (!tool) {
      const page = toolPath({ id: item.toolId, slug: slugify(item.toolName) });
      tool = {
        name: item.toolName,
        reviewsUrl: `${origin}${page}#reviews`,
        dashboardUrl: `${origin}${dashboardToolPath(item.toolId)}`,
        reviews: [],
        reports: [],
      };
      tools.set(item.toolId, tool);
    }
    return tool;
  };
  for (const review of owed.reviews) {
    toolOf(review).reviews.push({
      stars: review.stars,
      title: review.title,
      author: review.author,
    });
  }
  for (const report of owed.reports) {
    toolOf(report).reports.push({
      reason: REPORT_REASON_LABELS[report.reason],
      source: report.source,
      status: report.status,
    });
  }
  return [...tools.values()];
}

/**
 * Sends every owner digest that is due: one email per owner whose tools got published reviews or
 * listing reports, after the owner's watermarks have moved past them. Returns the addresses
 * written to, in order.
 */
export async function sendOwnerDigests({
  db = getDb(),
  now = new Date(),
  settleMs,
  origin = announcedOrigin(),
  slugify,
}: OwnerDigestRun) {
  const [reviews, reports] = await Promise.all([
    owedReviews(db, now, settleMs),
    owedReports(db, now, settleMs),
  ]);
  const byUser = new Map<string, Owed>();
  const owedOf = (row: OwedReview | OwedReport) => {
    let owed = byUser.get(row.userId);
    if (!owed) {
      owed = {
        email: row.email,
        seen: { reviews: row.reviewsUpTo, reports: row.reportsUpTo },
        reviews: [],
        reports: [],
      };
      byUser.set(row.userId, owed);
    }
    return owed;
  };
  for (const review of reviews) owedOf(review).reviews.push(review);
  for (const report of reports) owedOf(report).reports.push(report);

  const sent: string[] = [];
  for (const [userId, owed] of byUser) {
    const { token, hash } = newLinkToken();
    const claimed = await claimDigest(db, {
      userId,
      seen: owed.seen,
      upTo: {
        reviews: Math.max(owed.seen.reviews, ...owed.reviews.map((review) => review.id)),
        reports: Math.max(owed.seen.reports, ...owed.reports.map((report) => report.id)),
      },
      tokenHash: hash,
      now,
    });
    if (!claimed) continue;
    const unsubscribeUrl = ownerUnsubscribeUrl(origin, token);
    const mail = ownerDigestMail(digestTools(owed, origin, slugify), {
      unsubscribeUrl,
      settingUrl: `${origin}${OWNER_MAIL_SETTING_PATH}`,
    });
    queueMail({
      to: owed.email,
      ...mail,
      headers: {
        "List-Unsubscribe": `<${unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    sent.push(owed.email);
  }
  return sent;
}

/**
 * Looks for due owner digests every `everyMs` on this app server (one look at a time). Returns a
 * function that stops it.
 */
export function scheduleOwnerDigests(
  slugify: (name: string) => string,
  { everyMs, settleMs }: { everyMs: number; settleMs: number },
) {
  return repeat(() => sendOwnerDigests({ slugify, settleMs }), {
    everyMs,
    failure: "Owner digests could not be sent",
  });
}
