import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import { adminAudit, aiTools, catalogueNameUses, categories, pricingOptions } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import type { ToolStatus } from "./constants";
import type { AuditRecord, ExportedTool, FieldChanges, ToolContent } from "./types";
import { escapeLike } from "./ranking.server";
import { inIdBatches } from "./tool-reads.server";
import { SOURCE_FIELDS } from "./facts";
import {
  FACT_VALUE_FIELDS,
  factColumns,
  confirmationsOf,
  factSourcesColumn,
  factSourcesOf,
  factValuesOf,
} from "./fact-columns.server";

// Reads for the admin area only: every tool whatever its state, every stored field as stored
// (public reads are in search.server.ts, tool-reads.server.ts and vocabulary.server.ts).

export const exportColumns = {
  id: aiTools.id,
  name: aiTools.name,
  logo: aiTools.logo,
  shortDescription: aiTools.shortDescription,
  description: aiTools.description,
  category: aiTools.category,
  pricing: aiTools.pricing,
  editorialRating: aiTools.editorialRating,
  features: aiTools.features,
  pros: aiTools.pros,
  cons: aiTools.cons,
  useCases: aiTools.useCases,
  url: aiTools.url,
  apiAccess: aiTools.apiAccess,
  createdAt: aiTools.createdAt,
  ...factColumns,
  sources: factSourcesColumn,
  status: aiTools.status,
};

function selectForExport(db: Db) {
  return db.select(exportColumns).from(aiTools);
}
type ExportRow = Awaited<ReturnType<typeof selectForExport>>[number];

/** A row of ai_tools as the export writes it. */
export function toExported(row: ExportRow): ExportedTool {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo ?? null,
    shortDescription: row.shortDescription ?? "",
    description: row.description ?? "",
    category: row.category ?? [],
    pricing: row.pricing,
    editorialRating: row.editorialRating ?? null,
    features: row.features ?? [],
    pros: row.pros ?? [],
    cons: row.cons ?? [],
    useCases: row.useCases ?? [],
    url: row.url ?? "",
    apiAccess: row.apiAccess,
    createdAt: row.createdAt.toISOString(),
    ...factValuesOf(row),
    ...factSourcesOf(row.sources),
    status: row.status,
  };
}

/** The content fields, in the export's order (the fields Migrate All Tools writes). */
export const CONTENT_FIELDS = [
  "name",
  "logo",
  "shortDescription",
  "description",
  "category",
  "pricing",
  "editorialRating",
  "features",
  "pros",
  "cons",
  "useCases",
  "url",
  "apiAccess",
  "createdAt",
  ...FACT_VALUE_FIELDS,
  ...Object.values(SOURCE_FIELDS),
] as const satisfies readonly (keyof ToolContent)[];

/** The fields in which `after` differs from `before`, with both values. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = { before: before[field], after: after[field] };
    }
  }
  return changes;
}

/** Every tool, in id order, a batch at a time (inIdBatches), in the export's shape. */
export async function* exportTools(db: Db = getDb()): AsyncGenerator<ExportedTool[]> {
  const batches = inIdBatches((after, limit) =>
    selectForExport(db)
      .where(after === null ? undefined : gt(aiTools.id, after))
      .orderBy(asc(aiTools.id))
      .limit(limit),
  );
  for await (const rows of batches) yield rows.map(toExported);
}

/**
 * How many tools the database holds, whatever their status: the count a trigger keeps with
 * every write to ai_tools (decision 039), so a million tools are not counted on each read.
 */
export async function countAllTools(db: Db = getDb()) {
  const [row] = await db
    .select({ total: catalogueNameUses.tools })
    .from(catalogueNameUses)
    .where(and(eq(catalogueNameUses.kind, "all"), eq(catalogueNameUses.name, "")));
  return row?.total ?? 0;
}

export const ADMIN_TOOLS_PAGE_SIZE = 50;

/**
 * A page of the admin tool table: name or id containing `q`, of one status or all, by name
 * regardless of case.
 */
export async function listToolsForAdmin(
  query: { q?: string; status?: ToolStatus; page: number },
  db: Db = getDb(),
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(aiTools.status, query.status));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(aiTools.name, pattern), ilike(aiTools.id, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: aiTools.id,
        name: aiTools.name,
        status: aiTools.status,
        category: aiTools.category,
        pricing: aiTools.pricing,
        updatedAt: aiTools.updatedAt,
        editedBy: aiTools.editedBy,
      })
      .from(aiTools)
      .where(where)
      .orderBy(sql`lower(${aiTools.name})`, asc(aiTools.id))
      .limit(ADMIN_TOOLS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_TOOLS_PAGE_SIZE),
    db.select({ total: count() }).from(aiTools).where(where),
  ]);
  return {
    tools: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total: total?.total ?? 0,
  };
}

/** A tool whatever its status, with when it last changed and who last edited it here. */
export async function getToolForAdmin(id: string, db: Db = getDb()) {
  const [row] = await db
    .select({
      ...exportColumns,
      updatedAt: aiTools.updatedAt,
      editedAt: aiTools.editedAt,
      editedBy: aiTools.editedBy,
    })
    .from(aiTools)
    .where(eq(aiTools.id, id))
    .limit(1);
  if (!row) return null;
  return {
    tool: toExported(row),
    confirmations: confirmationsOf(row.sources),
    updatedAt: row.updatedAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    editedBy: row.editedBy,
  };
}

/** The administrators' changes to one subject, newest first. */
export async function listAuditEntries(
  subject: string,
  subjectId: string,
  limit = 100,
  db: Db = getDb(),
) {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.subject, subject), eq(adminAudit.subjectId, subjectId)))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit);
  return rows.map((row): AuditRecord => ({
    id: row.id,
    actor: row.actor,
    action: row.action,
    changes: row.changes ?? {},
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The category and pricing names a tool may have: those the database lists, by name. */
export async function listEditorChoices(db: Db = getDb()) {
  const [categoryRows, pricingRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.name)),
    db.select().from(pricingOptions).orderBy(asc(pricingOptions.name)),
  ]);
  return {
    categories: categoryRows.map((row) => row.name),
    pricingOptions: pricingRows.map((row) => row.name),
  };
}
