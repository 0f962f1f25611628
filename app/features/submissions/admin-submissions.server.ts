import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { aiTools, toolSubmissions } from "~/db/schema";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { getDb, inTransaction, queryRows, type Db } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { sendMail } from "~/lib/mail.server";
import { SITE } from "~/lib/site";
import { countByStatus } from "~/lib/status-change.server";
import {
  REVIEW_TIME,
  SUBMISSION_MOVES,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  SUBMISSIONS_PAGE_SIZE,
  type SubmissionDecision,
  type SubmissionStatus,
} from "./constants";

// The review queue of submitted tools (decision 015): pending ones oldest first, the others
// newest first. A decision is one locked write with its reason and time, recorded in the audit
// log; the submitter is told each outcome by email, and told once when their tool is on the site.

export type QueuedSubmission = typeof toolSubmissions.$inferSelect;

/** How many submissions are in each state. */
export function countSubmissionsByStatus(db: Db = getDb()) {
  return countByStatus(db, toolSubmissions, SUBMISSION_STATUSES);
}

/** One page of the submissions in a state. */
export function listSubmissions(status: SubmissionStatus, page: number, db: Db = getDb()) {
  const order = status === "pending" ? asc : desc;
  return db
    .select({
      id: toolSubmissions.id,
      name: toolSubmissions.name,
      website: toolSubmissions.website,
      email: toolSubmissions.email,
      submittedAt: toolSubmissions.submittedAt,
      statusChangedAt: toolSubmissions.statusChangedAt,
    })
    .from(toolSubmissions)
    .where(eq(toolSubmissions.status, status))
    .orderBy(order(toolSubmissions.submittedAt), order(toolSubmissions.id))
    .limit(SUBMISSIONS_PAGE_SIZE)
    .offset((page - 1) * SUBMISSIONS_PAGE_SIZE);
}

export async function getSubmission(id: number, db: Db = getDb()) {
  const [row] = await db.select().from(toolSubmissions).where(eq(toolSubmissions.id, id));
  return row ?? null;
}

export type ListedMatch = {
  id: string;
  name: string;
  url: string;
  status: string;
  sameHost: boolean;
  sameName: boolean;
};

/**
 * Tools in the catalogue, in any status, whose website has the submission's host (without
 * "www.") or whose name is the submission's, ignoring case, spaces and punctuation.
 */
export function findListedMatches(
  submission: { website: string; name: string },
  db: Db = getDb(),
): Promise<ListedMatch[]> {
  const host = sql`tool_host(${submission.website})`;
  const nameKey = sql`lower(regexp_replace(${submission.name}, '[^[:alnum:]]+', '', 'g'))`;
  return queryRows<ListedMatch>(
    db,
    sql`SELECT id, name, url, status,
          tool_host(url) = ${host} AS "sameHost", name_key = ${nameKey} AS "sameName"
        FROM ai_tools
        WHERE tool_host(url) = ${host} OR name_key = ${nameKey}
        ORDER BY name, id
        LIMIT 10`,
  );
}

export type SubmissionWrite =
  | { ok: true; submission: Pick<QueuedSubmission, "name" | "email"> }
  | { ok: false; status: 404 | 409; message: string };

const notFound = (id: number) =>
  ({ ok: false, status: 404, message: `No submission has the id ${id}.` }) as const;

/** The refusal of a move the submission's state does not allow. */
function refusedMove(from: SubmissionStatus, to: SubmissionStatus) {
  const message =
    from === to
      ? `This submission is already ${SUBMISSION_STATUS_LABELS[to].toLowerCase()}.`
      : from === "approved"
        ? "This submission is approved: its tool is in the catalogue, so it stays approved."
        : `A submission that is ${SUBMISSION_STATUS_LABELS[from].toLowerCase()} cannot move to ${SUBMISSION_STATUS_LABELS[to].toLowerCase()}.`;
  return { ok: false, status: 409, message } as const;
}

/** Locks a submission and checks that it may move to `to`. */
async function lockForMove(tx: Db, id: number, to: SubmissionStatus) {
  const [row] = await tx
    .select({
      status: toolSubmissions.status,
      reason: toolSubmissions.reason,
      name: toolSubmissions.name,
      email: toolSubmissions.email,
    })
    .from(toolSubmissions)
    .where(eq(toolSubmissions.id, id))
    .for("update");
  if (!row) return notFound(id);
  if (!SUBMISSION_MOVES[row.status].includes(to)) return refusedMove(row.status, to);
  return { ok: true, row } as const;
}

/**
 * Asks for changes, rejects (each with the reason the submitter is told), or reopens a
 * submission (back to pending, its reason cleared).
 */
export function decideSubmission(
  id: number,
  to: SubmissionDecision | "pending",
  reason: string | null,
  actor: Actor,
  db: Db = getDb(),
): Promise<SubmissionWrite> {
  return inTransaction(db, async (tx) => {
    const locked = await lockForMove(tx, id, to);
    if (!locked.ok) return locked;
    const { row } = locked;
    await tx
      .update(toolSubmissions)
      .set({ status: to, reason, statusChangedAt: sql`now()` })
      .where(eq(toolSubmissions.id, id));
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: to === "pending" ? "reopen" : to,
        subject: "submission",
        subjectId: String(id),
        changes: {
          status: { before: row.status, after: to },
          ...(row.reason !== reason && { reason: { before: row.reason, after: reason } }),
        },
      },
    ]);
    return { ok: true, submission: { name: row.name, email: row.email } };
  });
}

/** An approval's outcome: as a decision's, or the tool's own refusal (such as a taken id). */
export type ApprovalWrite<F> = SubmissionWrite | { ok: false; status: "tool"; failure: F };

/**
 * Approves a submission by creating its tool: `createTool` writes the tool in the same
 * transaction, which then links it to the submission. The submission is locked first, so two
 * administrators approving at once make one tool: the second is told it is already approved.
 */
export function approveSubmission<F>(
  id: number,
  actor: Actor,
  createTool: (tx: Db) => Promise<{ ok: true; id: string } | { ok: false; failure: F }>,
  db: Db = getDb(),
): Promise<ApprovalWrite<F>> {
  return inTransaction(db, async (tx): Promise<ApprovalWrite<F>> => {
    const locked = await lockForMove(tx, id, "approved");
    if (!locked.ok) return locked;
    const created = await createTool(tx);
    if (!created.ok) return { ok: false, status: "tool", failure: created.failure };
    await tx
      .update(toolSubmissions)
      .set({ status: "approved", toolId: created.id, reason: null, statusChangedAt: sql`now()` })
      .where(eq(toolSubmissions.id, id));
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: "approve",
        subject: "submission",
        subjectId: String(id),
        changes: {
          status: { before: locked.row.status, after: "approved" },
          tool: { before: null, after: created.id },
        },
      },
    ]);
    return { ok: true, submission: { name: locked.row.name, email: locked.row.email } };
  });
}

/** Tells the submitter why their submission needs changes or was rejected. */
export async function mailDecision(
  submission: Pick<QueuedSubmission, "name" | "email">,
  decision: SubmissionDecision,
  reason: string,
  origin: string,
) {
  const { name, email } = submission;
  const mail =
    decision === "needs_changes"
      ? {
          subject: `${name} needs a change before we can list it`,
          paragraphs: [
            `Thank you for submitting ${name} to ${SITE.name}. We reviewed it, and before we can list it, it needs a change:`,
            reason,
            `When it is ready, please submit it again; we review every submission by hand within ${REVIEW_TIME}.`,
          ],
          action: { label: "Submit it again", url: `${origin}/submit-tool` },
        }
      : {
          subject: `${name} was not added to ${SITE.name}`,
          paragraphs: [
            `Thank you for submitting ${name} to ${SITE.name}. We reviewed it and will not list it, for this reason:`,
            reason,
            "If you think we got this wrong, tell us through the contact page.",
          ],
          action: { label: "Contact us", url: `${origin}/contact` },
        };
  return deliver({ to: email, ...mail });
}

/** Sends a message to a submitter; a failure is logged and answered false, never thrown. */
async function deliver(message: Parameters<typeof sendMail>[0]) {
  try {
    await sendMail(message);
    return true;
  } catch (error) {
    log.error("A submitter's email could not be sent", { error: String(error) });
    return false;
  }
}

/**
 * Tells the submitter, once, that the tool made from their submission is on the site: called
 * after every write that can publish a tool. Nothing happens for a tool that is not published,
 * that no submission made, or whose submitter was already told. When the email cannot be sent,
 * the next publication tries again.
 */
export async function announcePublished(toolId: string, toolUrl: string, db: Db = getDb()) {
  const [claimed] = await db
    .update(toolSubmissions)
    .set({ announcedAt: sql`now()` })
    .where(
      and(
        eq(toolSubmissions.toolId, toolId),
        isNull(toolSubmissions.announcedAt),
        sql`EXISTS (SELECT 1 FROM ${aiTools} WHERE ${aiTools.id} = ${toolId} AND ${aiTools.status} = 'published')`,
      ),
    )
    .returning({
      id: toolSubmissions.id,
      name: toolSubmissions.name,
      email: toolSubmissions.email,
    });
  if (!claimed) return false;
  const sent = await deliver({
    to: claimed.email,
    subject: `${claimed.name} is now listed on ${SITE.name}`,
    paragraphs: [
      `Good news: we reviewed ${claimed.name} and it is now listed on ${SITE.name}.`,
      "Thank you for submitting it.",
    ],
    action: { label: "See its page", url: toolUrl },
  });
  if (!sent) {
    await db
      .update(toolSubmissions)
      .set({ announcedAt: null })
      .where(eq(toolSubmissions.id, claimed.id));
  }
  return sent;
}
