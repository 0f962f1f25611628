import { sql } from "drizzle-orm";
import { aiTools, toolReports } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";
import { notifyOperator } from "~/lib/mail.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { REPORT_REASON_LABELS } from "./constants";
import type { ReportInput } from "./schema";

/** Reports one client address may send (decision 018): enough for a careful reader. */
export const reportRateLimit = createRateLimiter({
  name: "tool-report",
  limit: 10,
  windowMs: 60 * 60_000,
});

/**
 * Files a visitor's report of a published tool; false when no published tool has this id (the
 * check and the insert are one statement, so a tool archived meanwhile takes no report).
 */
export async function fileReport(toolId: string, input: ReportInput, db: Db = getDb()) {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`INSERT INTO ${toolReports} (tool_id, reason, note, email, source)
        SELECT id, ${input.reason}, ${input.note}, ${input.email}, 'visitor'
        FROM ${aiTools} WHERE id = ${toolId} AND status = 'published'
        RETURNING id, (SELECT name FROM ${aiTools} WHERE id = ${toolId}) AS name`,
  );
  if (!row) return false;
  await notifyOperator(`Listing reported: ${row.name}`, [
    `Reason: ${REPORT_REASON_LABELS[input.reason]}`,
    ...(input.note ? [input.note] : []),
    ...(input.email ? [`Reply to: ${input.email}`] : []),
  ]);
  return true;
}
