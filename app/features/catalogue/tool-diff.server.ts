import { eq, sql } from "drizzle-orm";
import { aiTools, toolChanges, toolFactSources } from "~/db/schema";
import type { Db } from "~/lib/db.server";
import { CONTENT_FIELDS, changedFields, exportColumns, toExported } from "./admin-queries.server";
import {
  FACT_FIELDS,
  FACTS,
  SOURCE_FIELDS,
  factValue,
  type ChangeKind,
  type Confirmer,
  type Fact,
} from "./facts";
import { catalogueRow } from "./tool-row.server";
import type { ExportedTool, FieldChanges } from "./types";

// The one way a stored tool changes (decision 026): the editor, the import, the bundled
// catalogue, an accepted suggestion and a maker's edit all end here. In the caller's transaction
// it writes the new values, each fact's source and confirmation, and one row of the public
// history per changed field or fact.

export type ToolDiff = {
  toolId: string;
  /** The fields to set; those left out stay as they are. */
  after: Partial<Omit<ExportedTool, "id">>;
  /** Facts the writer confirmed against their sources (each must have one). */
  confirm?: readonly Fact[];
  by: ChangeKind;
  /** Who, as the tool's "edited by" keeps it (an administrator's or a maker's address). */
  actor?: string | null;
  /**
   * Whether the change marks the tool as edited here, so that seeding leaves it alone (true
   * but for the bundled catalogue's own changes and the site's).
   */
  edited?: boolean;
};

export type FactChange = {
  fact: Fact;
  valueChanged: boolean;
  sourceChanged: boolean;
  confirmed: boolean;
};

export type AppliedDiff =
  | { ok: false; reason: "not_found" }
  | {
      ok: true;
      before: ExportedTool;
      after: ExportedTool;
      /** Each changed field (sources included) with its value before and after. */
      changes: FieldChanges;
      facts: FactChange[];
    };

const FIELDS = [...CONTENT_FIELDS, "status"] as const;
const FACT_OF_FIELD = new Map<string, Fact>(
  FACTS.flatMap((fact) => FACT_FIELDS[fact].map((field) => [field, fact] as const)),
);
const SOURCE_FIELD_SET = new Set<string>(Object.values(SOURCE_FIELDS));

const CONFIRMER: Record<ChangeKind, Confirmer | null> = {
  editor: "editor",
  maker: "maker",
  visitor: "suggestion",
  site: null,
};

export class UnsourcedConfirmation extends Error {
  constructor(readonly fact: Fact) {
    super(`The ${fact} fact cannot be confirmed without a source.`);
  }
}

/** Reads a tool as the export writes it, locked for the rest of the transaction. */
export async function lockedTool(tx: Db, toolId: string) {
  const [row] = await tx
    .select(exportColumns)
    .from(aiTools)
    .where(eq(aiTools.id, toolId))
    .for("update", { of: aiTools });
  return row ? toExported(row) : null;
}

/**
 * Applies a diff to a stored tool. Nothing is written when nothing changes and nothing is
 * confirmed. A change of a fact's value or source clears its confirmation unless the diff
 * confirms it; a confirmation needs a source (UnsourcedConfirmation otherwise).
 */
export async function applyToolDiff(tx: Db, diff: ToolDiff): Promise<AppliedDiff> {
  const before = await lockedTool(tx, diff.toolId);
  if (!before) return { ok: false, reason: "not_found" };
  const after: ExportedTool = { ...before, ...diff.after, id: before.id };
  const fields = FIELDS.filter((field) => Object.hasOwn(diff.after, field));
  const changes = changedFields(before, after, fields);
  const confirm = new Set(CONFIRMER[diff.by] ? (diff.confirm ?? []) : []);
  const facts = FACTS.map((fact) => ({
    fact,
    valueChanged: FACT_FIELDS[fact].some((field) => Object.hasOwn(changes, field)),
    sourceChanged: Object.hasOwn(changes, SOURCE_FIELDS[fact]),
    confirmed: confirm.has(fact),
  })).filter((change) => change.valueChanged || change.sourceChanged || change.confirmed);
  for (const { fact, confirmed } of facts) {
    if (confirmed && !after[SOURCE_FIELDS[fact]]) throw new UnsourcedConfirmation(fact);
  }
  const changed = Object.keys(changes);
  if (changed.length === 0 && facts.length === 0) {
    return { ok: true, before, after, changes, facts };
  }

  const valueFields = changed.filter((field) => !SOURCE_FIELD_SET.has(field));
  const contentChanged = changed.some((field) => field !== "status");
  const row: Record<string, unknown> = catalogueRow(after);
  await tx
    .update(aiTools)
    .set({
      ...Object.fromEntries(valueFields.map((field) => [field, row[field]])),
      ...(Object.hasOwn(changes, "status") ? { status: after.status } : {}),
      updatedAt: sql`now()`,
      ...(contentChanged && diff.by !== "site" && diff.edited !== false
        ? { editedAt: sql`now()`, editedBy: diff.actor ?? null }
        : {}),
    })
    .where(eq(aiTools.id, before.id));

  const confirmer = CONFIRMER[diff.by];
  for (const change of facts) {
    const sourceUrl = after[SOURCE_FIELDS[change.fact]];
    const confirmation =
      change.confirmed && confirmer
        ? { confirmedAt: sql`now()`, confirmedBy: confirmer }
        : { confirmedAt: null, confirmedBy: null };
    await tx
      .insert(toolFactSources)
      .values({ toolId: before.id, fact: change.fact, sourceUrl, ...confirmation })
      .onConflictDoUpdate({
        target: [toolFactSources.toolId, toolFactSources.fact],
        set: { sourceUrl, ...confirmation },
      });
  }

  const history = [
    ...valueFields
      .filter((field) => !FACT_OF_FIELD.has(field))
      .map((field) => ({
        field,
        before: changes[field]!.before ?? null,
        after: changes[field]!.after ?? null,
        sourceUrl: null,
        confirmed: false,
      })),
    ...facts.map((change) => ({
      field: change.fact,
      before: factValue(change.fact, before),
      after: factValue(change.fact, after),
      sourceUrl: after[SOURCE_FIELDS[change.fact]],
      confirmed: change.confirmed,
    })),
  ];
  await tx
    .insert(toolChanges)
    .values(history.map((entry) => ({ ...entry, toolId: before.id, byKind: diff.by })));
  return { ok: true, before, after, changes, facts };
}
