import { sql } from "drizzle-orm";
import { aiTools, toolReports } from "~/db/schema";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { getDb, inTransaction, queryRows, type Db } from "~/lib/db.server";
import { countByStatus, type StatusWrite } from "~/lib/status-change.server";
import {
  REPORT_GROUPS_PAGE_SIZE,
  REPORT_STATUSES,
  REPORTS_SHOWN_PER_TOOL,
  type ReportDecision,
  type ReportReason,
  type ReportSource,
  type ReportStatus,
} from "./constants";

// The reports' queue (admin area, decision 018), grouped by tool: open reports oldest tool
// first, decided ones most recently decided first.

/** How many reports are in each state. */
export function countReportsByStatus(db: Db = getDb()) {
  return countByStatus(db, toolReports, REPORT_STATUSES);
}

export type QueuedReport = {
  id: number;
  reason: ReportReason;
  note: string | null;
  email: string | null;
  source: ReportSource;
  createdAt: string;
  resolution: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
};

export type ReportGroup = {
  tool: { id: string; name: string; url: string; status: string };
  /** Reports of the tool in this state (shown or not). */
  count: number;
  reports: QueuedReport[];
};

/** One page of the tools with reports in a state, each with (up to 20 of) those reports. */
export async function listReportGroups(
  status: ReportStatus,
  page: number,
  db: Db = getDb(),
): Promise<{ groups: ReportGroup[]; groupCount: number }> {
  const open = status === "open";
  const [[{ n: groupCount } = { n: 0 }], tools] = await Promise.all([
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT tool_id)::int AS n FROM ${toolReports} WHERE status = ${status}`,
    ),
    queryRows<ReportGroup["tool"] & { count: number }>(
      db,
      // The page of groups is cut before the join, so a large catalogue is never read whole.
      sql`SELECT t.id, t.name, t.url, t.status, g.count
        FROM (
          SELECT tool_id, count(*)::int AS count,
                 ${open ? sql`min(created_at)` : sql`max(coalesce(decided_at, created_at))`} AS at
          FROM ${toolReports} WHERE status = ${status} GROUP BY tool_id
          ORDER BY at ${open ? sql`ASC` : sql`DESC`}, tool_id
          LIMIT ${REPORT_GROUPS_PAGE_SIZE} OFFSET ${(page - 1) * REPORT_GROUPS_PAGE_SIZE}
        ) g
        JOIN ${aiTools} t ON t.id = g.tool_id
        ORDER BY g.at ${open ? sql`ASC` : sql`DESC`}, t.id`,
    ),
  ]);
  if (tools.length === 0) return { groups: [], groupCount };
  const ids = tools.map((tool) => tool.id);
  const rows = await queryRows<{
    id: string | number;
    tool_id: string;
    reason: ReportReason;
    note: string | null;
    email: string | null;
    source: ReportSource;
    created_at: string | Date;
    resolution: string | null;
    decided_at: string | Date | null;
    decided_by: string | null;
  }>(
    db,
    sql`SELECT * FROM (
          SELECT r.*, row_number() OVER (
            PARTITION BY tool_id
            ORDER BY ${open ? sql`created_at ASC` : sql`decided_at DESC NULLS LAST`}, id
          ) AS place
          FROM ${toolReports} r
          WHERE status = ${status} AND tool_id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
        ) ranked
        WHERE place <= ${REPORTS_SHOWN_PER_TOOL}
        ORDER BY place`,
  );
  const iso = (value: string | Date) => new Date(value).toISOString();
  const groups = tools.map(({ count, ...tool }) => ({
    tool,
    count,
    reports: rows
      .filter((row) => row.tool_id === tool.id)
      .map((row) => ({
        // A raw query's bigint arrives as text from PostgreSQL.
        id: Number(row.id),
        reason: row.reason,
        note: row.note,
        email: row.email,
        source: row.source,
        createdAt: iso(row.created_at),
        resolution: row.resolution,
        decidedAt: row.decided_at ? iso(row.decided_at) : null,
        decidedBy: row.decided_by,
      })),
  }));
  return { groups, groupCount };
}

type Decided = { id: number; toolId: string; status: string };

async function decide(
  tx: Db,
  rows: Decided[],
  to: ReportDecision,
  note: string | null,
  actor: Actor,
) {
  const ids = rows.map((row) => row.id);
  await tx.execute(
    sql`UPDATE ${toolReports}
        SET status = ${to}, resolution = ${note}, decided_at = now(), decided_by = ${actor.email}
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  await recordAudit(
    tx,
    rows.map((row) => ({
      actor: actor.email,
      action: to,
      subject: "report",
      subjectId: String(row.id),
      changes: {
        status: { before: row.status, after: to },
        ...(note ? { resolution: { before: null, after: note } } : {}),
      },
    })),
  );
}

/**
 * Resolves or dismisses one open report, with the administrator's note: the row is locked, a
 * report already decided is refused (409), and the decision is audited, in one transaction.
 */
export function decideReport(
  id: number,
  to: ReportDecision,
  note: string | null,
  actor: Actor,
  db: Db = getDb(),
): Promise<StatusWrite> {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<Decided>(
      tx,
      sql`SELECT id, tool_id AS "toolId", status FROM ${toolReports} WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) return { ok: false, status: 404, message: `No report has the id ${id}.` };
    if (row.status !== "open") {
      return { ok: false, status: 409, message: `This report is already ${row.status}.` };
    }
    await decide(tx, [{ ...row, id }], to, note, actor);
    return { ok: true };
  });
}

/**
 * Resolves or dismisses every open report of a tool at once (one fix answers them all), locked
 * and audited like one; refused (409) when the tool has none open any more.
 */
export function decideToolReports(
  toolId: string,
  to: ReportDecision,
  note: string | null,
  actor: Actor,
  db: Db = getDb(),
): Promise<StatusWrite & { count?: number }> {
  return inTransaction(db, async (tx) => {
    const rows = await queryRows<Decided>(
      tx,
      sql`SELECT id, tool_id AS "toolId", status FROM ${toolReports}
          WHERE tool_id = ${toolId} AND status = 'open' ORDER BY id FOR UPDATE`,
    );
    if (rows.length === 0) {
      return { ok: false, status: 409, message: "This tool has no open report any more." };
    }
    const decided = rows.map((row) => ({ ...row, id: Number(row.id) }));
    await decide(tx, decided, to, note, actor);
    return { ok: true, count: decided.length };
  });
}
