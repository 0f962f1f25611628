import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { recordAudit, type Actor } from "./audit.server";
import { inTransaction, queryRows, type Db } from "./db.server";
import { refusal, type FormRefusal } from "./form-action.server";

// The queues' one write: an item moves to another state, with the time, and the move is
// recorded in the audit log. The row is locked first, so two administrators deciding at once
// are told apart: the second is told it is already done.

export type StatusWrite = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** A refused move: no such item (404) or already in that state (409). */
export type RefusedMove = { status: 404 | 409; message: string };

/** A queue action's answer to a refused move: its status and message, with a "Not changed" toast. */
export function notChanged(written: RefusedMove): FormRefusal {
  return refusal(
    written.status,
    written.status === 404 ? "not_found" : "conflict",
    written.message,
    { toast: { type: "error", title: "Not changed", description: written.message } },
  );
}

export type StatusTable = {
  table: PgTable;
  /** The column that keeps when the state last changed. */
  changedAt: "status_changed_at" | "moderated_at";
  /** The audit log's subject ("comment", "message", "application"). */
  subject: string;
  /** How a person names one, in messages ("comment", "message", "application"). */
  noun: string;
};

/** Moves item `id` to state `to` (the caller's schema checked it is one the table allows). */
export function changeStatus(
  db: Db,
  { table, changedAt, subject, noun }: StatusTable,
  id: number,
  to: string,
  actor: Actor,
  action = to,
): Promise<StatusWrite> {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ status: string }>(
      tx,
      sql`SELECT status FROM ${table} WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) return { ok: false, status: 404, message: `No ${noun} has the id ${id}.` };
    if (row.status === to) {
      return { ok: false, status: 409, message: `This ${noun} is already ${to}.` };
    }
    await tx.execute(
      sql`UPDATE ${table} SET status = ${to}, ${sql.identifier(changedAt)} = now() WHERE id = ${id}`,
    );
    await recordAudit(tx, [
      {
        actor: actor.email,
        action,
        subject,
        subjectId: String(id),
        changes: { status: { before: row.status, after: to } },
      },
    ]);
    return { ok: true };
  });
}

/** How many items of a queue's table are in each of its states (0 for an empty one). */
export async function countByStatus<S extends string>(
  db: Db,
  table: PgTable,
  statuses: readonly S[],
): Promise<Record<S, number>> {
  const rows = await queryRows<{ status: S; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM ${table} GROUP BY status`,
  );
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) if (Object.hasOwn(counts, row.status)) counts[row.status] = row.n;
  return counts;
}
