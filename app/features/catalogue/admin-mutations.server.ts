import { type Db, getDb, inTransaction } from "~/lib/db.server";
import { recordAudit, type Actor } from "~/lib/audit.server";
import type { ToolStatus } from "./constants";
import { insertTools } from "./mutations.server";
import type { ToolInput } from "./schema";
import { applyToolDiff } from "./tool-diff.server";
import { contentOf, createdAudit } from "./tool-row.server";

// Administrators' writes to single tools (decision 013). Each marks the tool as edited here, so
// that seeding and Migrate All Tools leave it alone, and is recorded in the audit log with the
// values before and after, in the same transaction.

export type ToolWrite =
  { ok: true; id: string; changed: string[] } | { ok: false; reason: "id_taken" | "not_found" };

/** Adds a tool; refused when the id is taken. The facts the editor confirmed are dated now. */
export async function createTool(
  input: ToolInput,
  actor: Actor,
  db: Db = getDb(),
): Promise<ToolWrite> {
  return inTransaction(db, async (tx) => {
    const inserted = await insertTools(tx, [input], actor.email);
    if (inserted.length === 0) return { ok: false, reason: "id_taken" };
    if (input.confirm.length) {
      await applyToolDiff(tx, {
        toolId: input.id,
        after: {},
        confirm: input.confirm,
        by: "editor",
        actor: actor.email,
      });
    }
    const audit = createdAudit(actor, "create", input);
    await recordAudit(tx, [audit]);
    return { ok: true, id: input.id, changed: Object.keys(audit.changes ?? {}) };
  });
}

/**
 * Writes an administrator's edit of every field, confirming the facts they ticked. Nothing
 * changes (and nothing is recorded) when the values are those stored and nothing is confirmed.
 */
export async function updateTool(
  input: ToolInput,
  actor: Actor,
  db: Db = getDb(),
): Promise<ToolWrite> {
  return inTransaction(db, async (tx) => {
    const applied = await applyToolDiff(tx, {
      toolId: input.id,
      after: { ...contentOf(input), status: input.status },
      confirm: input.confirm,
      by: "editor",
      actor: actor.email,
    });
    if (!applied.ok) return { ok: false, reason: "not_found" };
    const changes = { ...applied.changes };
    for (const { fact, confirmed } of applied.facts) {
      if (confirmed) changes[`${fact} confirmed`] = { before: null, after: "confirmed" };
    }
    const changed = Object.keys(changes);
    if (changed.length) {
      const action = changed.some((field) => field !== "status") ? "edit" : "status";
      await recordAudit(tx, [
        { actor: actor.email, action, subject: "tool", subjectId: input.id, changes },
      ]);
    }
    return { ok: true, id: input.id, changed };
  });
}

/** Publishes, archives or returns a tool to draft. */
export async function setToolStatus(
  id: string,
  status: ToolStatus,
  actor: Actor,
  db: Db = getDb(),
): Promise<ToolWrite> {
  return inTransaction(db, async (tx) => {
    const applied = await applyToolDiff(tx, {
      toolId: id,
      after: { status },
      by: "editor",
      actor: actor.email,
    });
    if (!applied.ok) return { ok: false, reason: "not_found" };
    if (!applied.changes.status) return { ok: true, id, changed: [] };
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: "status",
        subject: "tool",
        subjectId: id,
        changes: { status: applied.changes.status },
      },
    ]);
    return { ok: true, id, changed: ["status"] };
  });
}
