import { asc, count, eq, sql } from "drizzle-orm";
import { aiTools, categories, pricingOptions, submissionMappings } from "~/db/schema";
import { type Db, getDb, inTransaction, queryRows } from "~/lib/db.server";
import { recordAudit, type Actor, type AuditEntry } from "~/lib/audit.server";
import { forgetChoices } from "./queries.server";
import { sqlTextArray } from "./ranking.server";

// The categories and pricing options as data (decision 013): administrators add, rename and
// remove them; a rename carries every tool with it.

export type VocabularyKind = "category" | "pricing";

const TABLES = { category: categories, pricing: pricingOptions } as const;
const LABELS = { category: "category", pricing: "pricing option" } as const;

export type VocabularyWrite = { ok: true; tools: number } | { ok: false; message: string };

/**
 * One change to the names, in a transaction; this app server then reads the names afresh
 * (others within the cache's lifetime).
 */
function changeVocabulary(db: Db, change: (tx: Db) => Promise<VocabularyWrite>) {
  return inTransaction(db, change).finally(() => forgetChoices(db));
}

/** The names of a kind, in their order (the filters' order). */
export async function listNames(kind: VocabularyKind, db: Db = getDb()) {
  const table = TABLES[kind];
  const rows = await db
    .select({ name: table.name })
    .from(table)
    .orderBy(asc(table.position), asc(table.name));
  return rows.map((row) => row.name);
}

/** The audit entry of a change to a name (its subject is the name after, else before). */
function nameAudit(
  actor: Actor,
  action: "create" | "rename" | "remove",
  kind: VocabularyKind,
  before: string | null,
  after: string | null,
): AuditEntry {
  return {
    actor: actor.email,
    action,
    subject: kind,
    subjectId: (after ?? before)!,
    changes: { name: { before, after } },
  };
}

/** The stored name equal to `name` regardless of case, if any. */
async function sameName(tx: Db, kind: VocabularyKind, name: string) {
  const table = TABLES[kind];
  const [row] = await tx
    .select({ name: table.name })
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name})`)
    .limit(1);
  return row?.name ?? null;
}

/** How many tools, whatever their status, use the name. */
async function toolsUsing(tx: Db, kind: VocabularyKind, name: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(aiTools)
    .where(
      kind === "category"
        ? sql`${aiTools.category} @> ${sqlTextArray([name])}`
        : eq(aiTools.pricing, name),
    );
  return row?.n ?? 0;
}

/** Adds a name at the end of the list. */
export async function addName(
  kind: VocabularyKind,
  name: string,
  actor: Actor,
  db: Db = getDb(),
): Promise<VocabularyWrite> {
  return changeVocabulary(db, async (tx) => {
    const existing = await sameName(tx, kind, name);
    if (existing)
      return { ok: false, message: `There is already a ${LABELS[kind]} "${existing}".` };
    const table = TABLES[kind];
    await tx.execute(
      sql`INSERT INTO ${table} (name, position)
          SELECT ${name}, coalesce(max(position), 0) + 1 FROM ${table}`,
    );
    await recordAudit(tx, [nameAudit(actor, "create", kind, null, name)]);
    return { ok: true, tools: 0 };
  });
}

/**
 * Renames a name; every tool that uses it follows (each change in the audit log), and so does
 * the submission mapping. A spec name keeps what it was seeded as, so the bundled catalogue
 * and the recommender read the new name in its place and the tools need no edit mark.
 */
export async function renameName(
  kind: VocabularyKind,
  from: string,
  to: string,
  actor: Actor,
  db: Db = getDb(),
): Promise<VocabularyWrite> {
  return changeVocabulary(db, async (tx) => {
    const table = TABLES[kind];
    const [current] = await tx.select().from(table).where(eq(table.name, from)).for("update");
    if (!current) return { ok: false, message: `No ${LABELS[kind]} is named "${from}".` };
    if (from === to) return { ok: true, tools: 0 };
    const taken = await sameName(tx, kind, to);
    if (taken && taken !== from) {
      return { ok: false, message: `There is already a ${LABELS[kind]} "${taken}".` };
    }
    await tx.update(table).set({ name: to }).where(eq(table.name, from));
    const renamed = await queryRows<{ id: string; before: unknown; after: unknown }>(
      tx,
      kind === "category"
        ? sql`UPDATE ${aiTools} AS t
              SET category = array_replace(t.category, ${from}, ${to}), updated_at = now()
              FROM ${aiTools} AS old
              WHERE old.id = t.id AND t.category @> ${sqlTextArray([from])}
              RETURNING t.id, to_jsonb(old.category) AS before, to_jsonb(t.category) AS after`
        : sql`UPDATE ${aiTools} AS t
              SET pricing = ${to}, updated_at = now()
              WHERE t.pricing = ${from}
              RETURNING t.id, to_jsonb(${from}::text) AS before, to_jsonb(t.pricing) AS after`,
    );
    const field = kind === "category" ? "category" : "pricing";
    await recordAudit(tx, [
      nameAudit(actor, "rename", kind, from, to),
      ...renamed.map((row) => ({
        actor: actor.email,
        action: "edit",
        subject: "tool",
        subjectId: row.id,
        changes: { [field]: { before: row.before, after: row.after } },
      })),
    ]);
    return { ok: true, tools: renamed.length };
  });
}

/** Removes a name no tool uses (drafts and archived tools count). */
export async function removeName(
  kind: VocabularyKind,
  name: string,
  actor: Actor,
  db: Db = getDb(),
): Promise<VocabularyWrite> {
  return changeVocabulary(db, async (tx) => {
    const table = TABLES[kind];
    const [current] = await tx.select().from(table).where(eq(table.name, name)).for("update");
    if (!current) return { ok: false, message: `No ${LABELS[kind]} is named "${name}".` };
    const using = await toolsUsing(tx, kind, name);
    if (using > 0) {
      return {
        ok: false,
        message: `${using.toLocaleString("en-US")} ${using === 1 ? "tool uses" : "tools use"} "${name}". Move ${using === 1 ? "it" : "them"} to another ${LABELS[kind]} first.`,
      };
    }
    await tx.delete(table).where(eq(table.name, name));
    await recordAudit(tx, [nameAudit(actor, "remove", kind, name, null)]);
    return { ok: true, tools: 0 };
  });
}

/** The submission form's choices and what each becomes, by field. */
export async function listSubmissionMappings(db: Db = getDb()) {
  const rows = await db
    .select()
    .from(submissionMappings)
    .orderBy(asc(submissionMappings.field), asc(submissionMappings.submitted));
  return rows.map((row) => ({
    field: row.field,
    submitted: row.submitted,
    target: row.field === "category" ? row.category : row.pricing,
  }));
}

/** The names of a kind in their order, each with how many tools (of any status) use it. */
export async function listNamesWithUse(kind: VocabularyKind, db: Db = getDb()) {
  const [names, used] = await Promise.all([
    listNames(kind, db),
    queryRows<{ name: string; tools: number }>(
      db,
      kind === "category"
        ? sql`SELECT used.name, count(*)::int AS tools
              FROM ${aiTools}, unnest(${aiTools.category}) AS used(name) GROUP BY used.name`
        : sql`SELECT pricing AS name, count(*)::int AS tools FROM ${aiTools} GROUP BY pricing`,
    ),
  ]);
  const tools = new Map(used.map((row) => [row.name, row.tools]));
  return names.map((name) => ({ name, tools: tools.get(name) ?? 0 }));
}
