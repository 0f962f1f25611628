import { inArray } from "drizzle-orm";
import { z } from "zod";
import { aiTools } from "~/db/schema";
import { type Db, getDb, inTransaction } from "~/lib/db.server";
import {
  CONTENT_FIELDS,
  changedFields,
  exportColumns,
  listEditorChoices,
  toExported,
} from "./admin-queries.server";
import { applyToolDiff } from "./tool-diff.server";
import { insertTools } from "./mutations.server";
import { TOOL_STATUSES, type ToolStatus } from "./constants";
import { categoryList, optionalFactRules, pricingChoice, toolFieldRules } from "./content-schema";
import { FACT_VALUE_FIELDS } from "./fact-columns.server";
import { SOURCE_FIELDS } from "./facts";
import { recordAudit, type Actor, type AuditEntry } from "~/lib/audit.server";
import { CsvError, parseCsv } from "./csv";
import { contentOf, createdAudit } from "./tool-row.server";
import type { ExportedTool, ImportPlan } from "./types";

// Import (decision 013): a file in the export's shape, JSON or CSV with the same columns, is
// checked row by row against the database (a dry run), then applied in one transaction.

const FIELDS = ["id", ...CONTENT_FIELDS, "status"] as const;
/** The fields a row may leave out and keep as stored: the facts' values and sources. */
const FACT_ONLY_FIELDS = new Set<string>([...FACT_VALUE_FIELDS, ...Object.values(SOURCE_FIELDS)]);
const LIST_FIELDS = new Set(["category", "features", "pros", "cons", "useCases", "platforms"]);
const NUMBER_FIELDS = new Set(["editorialRating", "startingPrice"]);
const NULLABLE_FIELDS = new Set([
  "logo",
  "editorialRating",
  "startingPriceCurrency",
  "startingPricePeriod",
  "openSourceLicence",
  "repositoryUrl",
  ...Object.values(SOURCE_FIELDS),
]);
const YES_NO_FIELDS = new Set(["apiAccess", "freePlan", "openSource", "selfHostable"]);
/** Exports made before facts had sources carried a date checked, which nothing confirmed. */
const RETIRED_FIELDS = ["checkedAt"];

export type ImportFormat = "json" | "csv";
type FileRows = { ok: true; rows: unknown[] } | { ok: false; message: string };

const NOT_A_LIST =
  "The file must hold a list of tools: a JSON array, as Export from database writes it.";

/** The rows of an uploaded file, or why it cannot be read at all. */
export function readImportFile(bytes: Uint8Array, format: ImportFormat): FileRows {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: "The file is not UTF-8 text." };
  }
  const rows = format === "csv" ? csvRows(text) : jsonRows(text);
  if (rows.ok && rows.rows.length === 0) return { ok: false, message: "The file holds no tools." };
  return rows;
}

function jsonRows(text: string): FileRows {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The file is not valid JSON (${reason}).` };
  }
  return Array.isArray(parsed) ? { ok: true, rows: parsed } : { ok: false, message: NOT_A_LIST };
}

/**
 * CSV rows as the JSON rows they stand for: a header of the export's field names, lists one
 * item per line inside their cell, true or false for apiAccess, empty cells for no logo or no
 * check date.
 */
function csvRows(text: string): FileRows {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, message: `The CSV file ${error.message}` };
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, message: "The file holds no tools." };
  const names = header.map((name) => name.trim());
  const unknown = names.filter(
    (name) => !(FIELDS as readonly string[]).includes(name) && !RETIRED_FIELDS.includes(name),
  );
  if (unknown.length || !names.includes("id")) {
    return {
      ok: false,
      message: `The CSV header must name the export's fields (${FIELDS.join(", ")})${unknown.length ? `; unknown: ${unknown.join(", ")}` : ""}.`,
    };
  }
  const rows: unknown[] = [];
  for (const [index, record] of data.entries()) {
    if (record.length === 1 && record[0] === "") continue;
    if (record.length !== names.length) {
      return {
        ok: false,
        message: `Row ${index + 1} of the CSV file has ${record.length} fields; the header has ${names.length}.`,
      };
    }
    rows.push(Object.fromEntries(names.map((name, i) => [name, csvValue(name, record[i]!)])));
  }
  return { ok: true, rows };
}

function csvValue(field: string, cell: string): unknown {
  const text = cell.trim();
  if (LIST_FIELDS.has(field)) {
    return text
      .split(/\r?\n/)
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (NUMBER_FIELDS.has(field)) return text === "" ? null : Number(text);
  if (YES_NO_FIELDS.has(field)) {
    const lower = text.toLowerCase();
    if (lower === "" && field !== "apiAccess") return null;
    return lower === "true" ? true : lower === "false" ? false : text;
  }
  if (NULLABLE_FIELDS.has(field)) return text === "" ? null : text;
  if (field === "status") return text === "" ? undefined : text;
  return cell;
}

const ADDED =
  "Date added must be a day (YYYY-MM-DD) or a time in ISO 8601, as the export writes it.";

/** One imported tool, checked by the catalogue's rules against the database's names. */
function importRowSchema(lists: { categories: string[]; pricingOptions: string[] }) {
  return z.strictObject(
    {
      ...toolFieldRules,
      ...optionalFactRules,
      logo: toolFieldRules.logo.nullish(),
      checkedAt: z.unknown().optional(),
      editorialRating: toolFieldRules.editorialRating.nullish(),
      createdAt: z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: ADDED }),
      category: categoryList(lists.categories),
      pricing: pricingChoice(lists.pricingOptions),
      status: z
        .enum(TOOL_STATUSES, { error: "Status must be draft, published or archived." })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? issue.keys.some((key) => key === "rating" || key === "reviewCount")
            ? "rating and reviewCount come from users' reviews now: give the catalogue's score as editorialRating, and no review count."
            : `Unknown field: ${issue.keys.join(", ")}.`
          : "Each tool must be an object with the export's fields.",
    },
  );
}
type ImportRow = Omit<
  z.output<ReturnType<typeof importRowSchema>>,
  "logo" | "checkedAt" | "editorialRating"
> & {
  logo: string | null;
  editorialRating: number | null;
};

/** True when the row says exactly what is stored (a status left out counts as the same). */
function sameAsStored(row: Record<string, unknown>, stored: ExportedTool) {
  return Object.keys(row).every((field) => {
    if (!(FIELDS as readonly string[]).includes(field)) return false;
    return JSON.stringify(row[field]) === JSON.stringify(stored[field as keyof ExportedTool]);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type Write = {
  row: ImportRow;
  status: ToolStatus;
  existing: ExportedTool | null;
  /** For a stored tool, the fields the row sets. */
  after?: Partial<ExportedTool>;
};

/**
 * The fields an imported row sets on a stored tool: every field it gives. A fact the row leaves
 * out (an export made before the tool had it) stays as stored.
 */
function importedFields(row: ImportRow, raw: Record<string, unknown>, status: ToolStatus) {
  const content: Partial<ExportedTool> = { ...contentOf(row), status };
  return Object.fromEntries(
    Object.entries(content).filter(
      ([field]) => !FACT_ONLY_FIELDS.has(field) || Object.hasOwn(raw, field),
    ),
  ) as Partial<ExportedTool>;
}

/** What importing `rows` would do to the database as it is; with `lock`, the tools are locked. */
async function planImport(db: Db, rows: readonly unknown[], lock: boolean) {
  const schema = importRowSchema(await listEditorChoices(db));
  const ids = [
    ...new Set(
      rows.flatMap((row) => (isRecord(row) && typeof row.id === "string" ? [row.id] : [])),
    ),
  ];
  const stored = new Map<string, ExportedTool>();
  for (let start = 0; start < ids.length; start += 1000) {
    const query = db
      .select(exportColumns)
      .from(aiTools)
      .where(inArray(aiTools.id, ids.slice(start, start + 1000)));
    for (const row of await (lock ? query.for("update") : query))
      stored.set(row.id, toExported(row));
  }

  const plan: ImportPlan = { added: [], changed: [], unchanged: 0, refused: [] };
  const writes: Write[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, index) => {
    const rowNumber = index + 1;
    if (!isRecord(raw)) {
      plan.refused.push({
        row: rowNumber,
        id: null,
        reasons: ["Each tool must be an object with the export's fields."],
      });
      return;
    }
    const id = typeof raw.id === "string" ? raw.id : null;
    if (id !== null) {
      const first = seen.get(id);
      if (first !== undefined) {
        plan.refused.push({
          row: rowNumber,
          id,
          reasons: [`Duplicate id: row ${first} has it too.`],
        });
        return;
      }
      seen.set(id, rowNumber);
    }
    const existing = id === null ? null : (stored.get(id) ?? null);
    if (existing && sameAsStored(raw, existing)) {
      plan.unchanged++;
      return;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const reasons = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      plan.refused.push({ row: rowNumber, id, reasons });
      return;
    }
    const { checkedAt: _retired, ...data } = parsed.data;
    const row = {
      ...data,
      logo: data.logo ?? null,
      editorialRating: data.editorialRating ?? null,
    };
    const status = row.status ?? existing?.status ?? "published";
    if (!existing) {
      plan.added.push({ row: rowNumber, id: row.id, name: row.name });
      writes.push({ row, status, existing });
      return;
    }
    const after = importedFields(row, raw, status);
    const fields = Object.keys(changedFields(existing, { ...existing, ...after }, FIELDS));
    if (fields.length === 0) {
      plan.unchanged++;
      return;
    }
    plan.changed.push({ row: rowNumber, id: row.id, name: row.name, fields });
    writes.push({ row, status, existing, after });
  });
  return { plan, writes };
}

/** The dry run: what an import of these rows would add, change and refuse, and why. */
export async function previewImport(
  rows: readonly unknown[],
  db: Db = getDb(),
): Promise<ImportPlan> {
  return (await planImport(db, rows, false)).plan;
}

/**
 * Imports the rows in one transaction, checked again against the database as it is then: new
 * tools are added, changed ones written and marked as edited by the importer, refused rows
 * skipped. Each write is recorded in the audit log. Returns what was done.
 */
export async function applyImport(
  rows: readonly unknown[],
  actor: Actor,
  db: Db = getDb(),
): Promise<ImportPlan> {
  return inTransaction(db, async (tx) => {
    const { plan, writes } = await planImport(tx, rows, true);
    const audit: AuditEntry[] = [];
    const inserts = writes.filter((write) => !write.existing);
    for (let start = 0; start < inserts.length; start += 100) {
      const batch = inserts.slice(start, start + 100);
      await insertTools(
        tx,
        batch.map(({ row, status }) => ({ ...row, status })),
        actor.email,
      );
    }
    for (const { row, status } of inserts) {
      audit.push(createdAudit(actor, "import", { ...row, status }));
    }
    for (const { row, existing, after } of writes) {
      if (!existing || !after) continue;
      const applied = await applyToolDiff(tx, {
        toolId: row.id,
        after,
        by: "editor",
        actor: actor.email,
      });
      if (!applied.ok) continue;
      audit.push({
        actor: actor.email,
        action: "import",
        subject: "tool",
        subjectId: row.id,
        changes: applied.changes,
      });
    }
    await recordAudit(tx, audit);
    return plan;
  });
}
