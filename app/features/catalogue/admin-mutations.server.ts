import { eq, sql } from "drizzle-orm";
import { aiTools } from "~/db/schema";
import { type Db, getDb, inTransaction } from "~/lib/db.server";
import { CONTENT_FIELDS, changedFields, exportColumns, toExported } from "./admin-queries.server";
import type { ToolStatus } from "./constants";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { catalogueRow, contentOf, createdAudit } from "./mutations.server";
import type { ToolInput } from "./schema";
import type { ExportedTool, FieldChanges } from "./types";

// Administrators' writes to single tools (decision 013). Each marks the tool as edited here, so
// that seeding and Migrate All Tools leave it alone, and is recorded in the audit log with the
// values before and after, in the same transaction.

export type ToolWrite =
  { ok: true; id: string; changed: string[] } | { ok: false; reason: "id_taken" | "not_found" };

/** Adds a tool; refused when the id is taken. */
export async function createTool(
  input: ToolInput,
  actor: Actor,
  db: Db = getDb(),
): Promise<ToolWrite> {
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(aiTools)
      .values({
        ...catalogueRow(input),
        status: input.status,
        editedAt: sql`now()`,
        editedBy: actor.email,
      })
      .onConflictDoNothing({ target: aiTools.id })
      .returning({ id: aiTools.id });
    if (inserted.length === 0) return { ok: false, reason: "id_taken" };
    const audit = createdAudit(actor, "create", input);
    await recordAudit(tx, [audit]);
    return { ok: true, id: input.id, changed: Object.keys(audit.changes ?? {}) };
  });
}

/**
 * Writes an administrator's edit of every field. Nothing changes (and nothing is recorded) when
 * the values are those stored.
 */
export async function updateTool(
  input: ToolInput,
  actor: Actor,
  db: Db = getDb(),
): Promise<ToolWrite> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select(exportColumns)
      .from(aiTools)
      .where(eq(aiTools.id, input.id))
      .for("update");
    if (!row) return { ok: false, reason: "not_found" };
    const changes = await writeToolChanges(tx, toExported(row), input, input.status, actor);
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

/**
 * Writes an administrator's values over a stored tool (the editor, the import) and answers what
 * changed, each field before and after; nothing is written when nothing changed. A change of
 * the text marks the tool as edited here; a change of status alone does not, as seeding never
 * touches statuses. The caller records the changes in the audit log under its own action.
 */
export async function writeToolChanges(
  tx: Db,
  stored: ExportedTool,
  input: Parameters<typeof catalogueRow>[0],
  status: ToolStatus,
  actor: Actor,
): Promise<FieldChanges> {
  const after = { ...contentOf(input), id: input.id, status };
  const changes = changedFields(stored, after, [...CONTENT_FIELDS, "status"]);
  const changed = Object.keys(changes);
  if (changed.length === 0) return changes;
  const contentChanged = changed.some((field) => field !== "status");
  const { id, ...fields } = catalogueRow(input);
  await tx
    .update(aiTools)
    .set({
      ...fields,
      status,
      updatedAt: sql`now()`,
      ...(contentChanged ? { editedAt: sql`now()`, editedBy: actor.email } : {}),
    })
    .where(eq(aiTools.id, id));
  return changes;
}

/** Publishes, archives or returns a tool to draft. */
export async function setToolStatus(
  id: string,
  status: ToolStatus,
  actor: Actor,
  db: Db = getDb(),
): Promise<ToolWrite> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ status: aiTools.status })
      .from(aiTools)
      .where(eq(aiTools.id, id))
      .for("update");
    if (!row) return { ok: false, reason: "not_found" };
    if (row.status === status) return { ok: true, id, changed: [] };
    await tx
      .update(aiTools)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(aiTools.id, id));
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: "status",
        subject: "tool",
        subjectId: id,
        changes: { status: { before: row.status, after: status } },
      },
    ]);
    return { ok: true, id, changed: ["status"] };
  });
}
