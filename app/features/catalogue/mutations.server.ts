import { count, inArray, sql } from "drizzle-orm";
import {
  aiTools,
  categories,
  pricingOptions,
  submissionMappings,
  toolFactSources,
} from "~/db/schema";
import { recordAudit, type Actor, type AuditEntry } from "~/lib/audit.server";
import { inTransaction, type Db } from "~/lib/db.server";
import { CONTENT_FIELDS, changedFields, exportColumns, toExported } from "./admin-queries.server";
import { inCurrentNames, readRenamed } from "./vocabulary.server";
import { sqlTextArray } from "./ranking.server";
import { CATEGORIES, PRICING_MODELS, SUBMISSION_MAPPING_SEED, type ToolStatus } from "./constants";
import { readCatalogue } from "./catalogue-files.server";
import { storeBundledLogos, withBundledLogos } from "./bundled-logos.server";
import type { CatalogueEntry } from "./content-schema";
import { applyToolDiff } from "./tool-diff.server";
import {
  catalogueRow,
  contentOf,
  createdAudit,
  sourceRows,
  type ToolFields,
} from "./tool-row.server";

const BATCH = 100;

/**
 * The names the entries use: into an empty database, the spec's categories and pricing options
 * (docs/product.md#tool-directory) in the spec's order and the submission form's choices mapped
 * onto them; into a database an administrator keeps, only the names the entries use that it lacks,
 * last.
 */
async function seedNames(tx: Db, entries: readonly ToolFields[]) {
  const [seeded] = await tx.select({ n: count() }).from(categories);
  if (seeded!.n > 0) {
    await addMissingNames(
      tx,
      categories,
      entries.flatMap((entry) => entry.category),
      CATEGORIES,
    );
    await addMissingNames(
      tx,
      pricingOptions,
      entries.map((entry) => entry.pricing),
      PRICING_MODELS,
    );
    return;
  }
  await tx
    .insert(categories)
    .values(CATEGORIES.map((name, index) => ({ name, position: index + 1, seed: name })))
    .onConflictDoNothing();
  await tx
    .insert(pricingOptions)
    .values(PRICING_MODELS.map((name, index) => ({ name, position: index + 1, seed: name })))
    .onConflictDoNothing();
  const seed = SUBMISSION_MAPPING_SEED;
  await tx
    .insert(submissionMappings)
    .values([
      ...Object.entries(seed.category).map(([submitted, category]) => ({
        field: "category" as const,
        submitted,
        category,
      })),
      ...Object.entries(seed.pricing).map(([submitted, pricing]) => ({
        field: "pricing" as const,
        submitted,
        pricing,
      })),
    ])
    .onConflictDoNothing();
}

/**
 * Adds the names no row has, last; a spec name (`seeded`) that an administrator removed comes
 * back as seeded.
 */
async function addMissingNames(
  tx: Db,
  table: typeof categories | typeof pricingOptions,
  used: readonly string[],
  seeded: readonly string[],
) {
  const names = [...new Set(used)];
  if (names.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${table} (name, position, seed)
    SELECT name, (SELECT coalesce(max(position), 0) FROM ${table}) + ordinality,
      CASE WHEN name = ANY(${sqlTextArray(seeded)})
        AND NOT EXISTS (SELECT 1 FROM ${table} AS t WHERE t.seed = used.name) THEN name END
    FROM unnest(${sqlTextArray(names)}) WITH ORDINALITY AS used(name, ordinality)
    WHERE NOT EXISTS (SELECT 1 FROM ${table} AS t WHERE t.name = used.name)
    ON CONFLICT (name) DO NOTHING`);
}

export type CatalogueWrite = {
  /** Tools that were missing, now added. */
  added: string[];
  /** Tools that differed from the catalogue, now as it says. */
  updated: string[];
  /** Tools an administrator has edited here, which differ and were left as they are. */
  keptEdited: string[];
  unchanged: number;
};

/**
 * Writes the catalogue's tools (decision 013): missing tools are added; a tool an administrator
 * has edited here keeps its edits and is listed; any other tool that differs is updated to the
 * catalogue's text. Statuses are the administrators' and never change here. With an actor, each
 * write is recorded in the audit log. One transaction.
 */
export async function writeCatalogue(
  db: Db,
  bundled: readonly CatalogueEntry[],
  actor: Actor | null,
): Promise<CatalogueWrite> {
  return inTransaction(db, async (tx) => {
    const entries = await inNamesNow(tx, bundled);
    await seedNames(tx, entries);
    const result: CatalogueWrite = { added: [], updated: [], keptEdited: [], unchanged: 0 };
    const audit: AuditEntry[] = [];
    for (let start = 0; start < entries.length; start += BATCH) {
      const batch = entries.slice(start, start + BATCH);
      const stored = await tx
        .select({ ...exportColumns, editedAt: aiTools.editedAt })
        .from(aiTools)
        .where(
          inArray(
            aiTools.id,
            batch.map((entry) => entry.id),
          ),
        )
        .for("update");
      const byId = new Map(stored.map((row) => [row.id, row]));
      const inserts: ToolFields[] = [];
      for (const entry of batch) {
        const row = byId.get(entry.id);
        if (!row) {
          inserts.push(entry);
          result.added.push(entry.id);
          if (actor) audit.push(createdAudit(actor, "migrate", entry));
          continue;
        }
        const changes = changedFields(toExported(row), contentOf(entry), CONTENT_FIELDS);
        if (Object.keys(changes).length === 0) {
          result.unchanged++;
        } else if (row.editedAt) {
          result.keptEdited.push(entry.id);
        } else {
          // The catalogue is the editors' text: its changes go in the public history as theirs,
          // and the tool stays one that seeding may write again.
          const applied = await applyToolDiff(tx, {
            toolId: entry.id,
            after: contentOf(entry),
            by: "editor",
            edited: false,
          });
          if (!applied.ok) continue;
          result.updated.push(entry.id);
          if (actor) {
            audit.push({
              actor: actor.email,
              action: "migrate",
              subject: "tool",
              subjectId: entry.id,
              changes: applied.changes,
            });
          }
        }
      }
      await insertTools(tx, inserts);
    }
    await recordAudit(tx, audit);
    return result;
  });
}

/**
 * Adds the tools whose id no tool has, with their facts' sources; returns the ids added. With
 * `editedBy`, they are marked as written here (the editor, the import), not by the catalogue.
 */
export async function insertTools(
  tx: Db,
  entries: readonly (ToolFields & { status?: ToolStatus })[],
  editedBy: string | null = null,
) {
  if (entries.length === 0) return [];
  const rows = await tx
    .insert(aiTools)
    .values(
      entries.map((entry) => ({
        ...catalogueRow(entry),
        status: entry.status ?? "published",
        ...(editedBy ? { editedAt: sql`now()`, editedBy } : {}),
      })),
    )
    .onConflictDoNothing({ target: aiTools.id })
    .returning({ id: aiTools.id });
  const added = new Set(rows.map((row) => row.id));
  const sources = entries.filter((entry) => added.has(entry.id)).flatMap(sourceRows);
  if (sources.length) await tx.insert(toolFactSources).values(sources);
  return rows.map((row) => row.id);
}

/**
 * The bundled entries, which use the spec's names, in the names the database uses now: a
 * category an administrator renamed keeps its tools under its new name.
 */
async function inNamesNow(tx: Db, entries: readonly CatalogueEntry[]) {
  const renamed = await readRenamed(tx);
  return entries.map((entry) => inCurrentNames(entry, renamed));
}

/**
 * Writes the bundled catalogue (npm run db:seed, and an empty database on start): categories,
 * pricing options and tools, leaving tools edited here alone. Idempotent.
 */
export async function seedCatalogue(db: Db, entries: readonly CatalogueEntry[]) {
  const result = await writeCatalogue(db, entries, null);
  return { tools: entries.length, ...result };
}

/**
 * Adds the entries whose id no tool has, leaving every existing tool as it is (Migrate New
 * Tools, decision 012). Returns the ids added.
 */
export async function addMissingTools(
  db: Db,
  bundled: readonly CatalogueEntry[],
  actor: Actor | null = null,
) {
  return inTransaction(db, async (tx) => {
    const entries = await inNamesNow(tx, bundled);
    await seedNames(tx, entries);
    const added: string[] = [];
    for (let start = 0; start < entries.length; start += BATCH) {
      added.push(...(await insertTools(tx, entries.slice(start, start + BATCH))));
    }
    if (actor) {
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      await recordAudit(
        tx,
        added.map((id) => createdAudit(actor, "migrate", byId.get(id)!)),
      );
    }
    return added;
  });
}

/**
 * The bundled catalogue's entries with their bundled logos; an invalid catalogue is refused with
 * its problems.
 */
export function bundledEntries() {
  const { entries, problems } = readCatalogue();
  if (problems.length) {
    const list = problems.slice(0, 20).map((p) => `  ${p.file}: ${p.message}`);
    throw new Error(`The bundled catalogue has ${problems.length} problem(s):\n${list.join("\n")}`);
  }
  return withBundledLogos(entries);
}

/** Reads content/tools, refuses to seed from an invalid catalogue, and writes it. */
export async function seedBundledCatalogue(db: Db) {
  await storeBundledLogos();
  return seedCatalogue(db, bundledEntries());
}
