import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  aiTools,
  catalogueNameUses,
  categories,
  pricingOptions,
  PUBLISHED,
  submissionMappings,
} from "~/db/schema";
import { type Db, getDb, inTransaction, queryRows } from "~/lib/db.server";
import { recordAudit, type Actor, type AuditEntry } from "~/lib/audit.server";
import { readCache } from "~/lib/read-cache.server";
import { currentName } from "./constants";
import { sqlTextArray } from "./ranking.server";
import type { ToolQuery } from "./schema";
import type { Renamed } from "./types";

// The categories and pricing options as data (decision 013): reading them (kept a while on each
// app server, until the site changes), resolving a query's names against them, and the
// administrators' additions, renames and removals (a rename carries every tool with it).

export type VocabularyKind = "category" | "pricing";

const TABLES = { category: categories, pricing: pricingOptions } as const;
const LABELS = { category: "category", pricing: "pricing option" } as const;

export type VocabularyWrite = { ok: true; tools: number } | { ok: false; message: string };

/** The names of a kind, in their order (the filters' order). */
export async function listNames(kind: VocabularyKind, db: Db = getDb()) {
  const table = TABLES[kind];
  const rows = await db
    .select({ name: table.name })
    .from(table)
    .orderBy(asc(table.position), asc(table.name));
  return rows.map((row) => row.name);
}

/** Category names in their order (the filters'), with how many published tools each has. */
export async function listCategories(db: Db = getDb()) {
  return db
    .select({ name: categories.name, toolCount: sql<number>`count(${aiTools.id})::int` })
    .from(categories)
    .leftJoin(
      aiTools,
      and(sql`${aiTools.category} @> ARRAY[${categories.name}]::text[]`, PUBLISHED),
    )
    .groupBy(categories.name, categories.position)
    .orderBy(asc(categories.position), asc(categories.name));
}

/**
 * The `limit` categories with the most published tools (the footer's shortcuts,
 * docs/product.md#header-and-footer), counted at most once a minute per app server, and again after
 * any change to the site.
 */
export async function popularCategories(limit: number, db: Db = getDb()) {
  const names = await popularCache.read(db, async () => {
    const rows = await listCategories(db);
    return rows
      .filter((row) => row.toolCount > 0)
      .sort((a, b) => b.toolCount - a.toolCount)
      .map((row) => row.name);
  });
  return names.slice(0, limit);
}
const popularCache = readCache<string[]>(60_000);

/** The categories and pricing options tools may have, each in its order (decision 013). */
export type Choices = { categories: string[]; pricing: string[] };

/**
 * The categories and pricing options, read at most every CHOICES_TTL_MS per app server (every
 * list page and the footer need them), and again after any change to the site: an
 * administrator's change here is seen at once, on other app servers when its notice arrives.
 */
export function listChoices(db: Db = getDb()): Promise<Choices> {
  return choicesCache.read(db, async () => {
    const [names, pricing] = await Promise.all([
      listNames("category", db),
      listNames("pricing", db),
    ]);
    return { categories: names, pricing };
  });
}
const CHOICES_TTL_MS = 10_000;
const choicesCache = readCache<Choices>(CHOICES_TTL_MS);

/** Forgets the names read, after this app server changed them. */
function forgetChoices(db: Db) {
  choicesCache.forget(db);
  popularCache.forget(db);
  renamedCache.forget(db);
}

/** The spec's names that were renamed, read now (in a transaction that writes with them). */
export async function readRenamed(db: Db): Promise<Renamed> {
  const renamedIn = async (table: typeof categories | typeof pricingOptions) => {
    const rows = await db
      .select({ seed: table.seed, name: table.name })
      .from(table)
      .where(sql`${table.seed} IS NOT NULL AND ${table.seed} <> ${table.name}`);
    return Object.fromEntries(rows.map((row) => [row.seed!, row.name]));
  };
  return { category: await renamedIn(categories), pricing: await renamedIn(pricingOptions) };
}

/**
 * The spec's names that were renamed, read at most every CHOICES_TTL_MS per app server, and
 * again after any change to the site.
 */
export function listRenamed(db: Db = getDb()): Promise<Renamed> {
  return renamedCache.read(db, () => readRenamed(db));
}
const renamedCache = readCache<Renamed>(CHOICES_TTL_MS);

/** A bundled entry (which uses the spec's names) in the names the database uses now. */
export function inCurrentNames<T extends { category: readonly string[]; pricing: string }>(
  entry: T,
  renamed: Renamed,
): Omit<T, "category" | "pricing"> & { category: string[]; pricing: string } {
  return {
    ...entry,
    category: entry.category.map((name) => currentName(renamed.category, name)),
    pricing: currentName(renamed.pricing, entry.pricing),
  };
}

/** The name among `names` equal to `value` regardless of case. */
function choiceNamed(names: readonly string[], value: string) {
  const lower = value.toLowerCase();
  return names.find((name) => name.toLowerCase() === lower);
}

/**
 * The query with its category and pricing written as the database names them ("image
 * generation" is Image Generation). A name no tool can have is left out of the query and
 * explained in `problem`, with the names there are.
 */
export function resolveChoices(query: ToolQuery, choices: Choices) {
  const problems: { field: string; message: string }[] = [];
  const resolve = (value: string | undefined, names: string[], field: string) => {
    if (!value) return undefined;
    const found = choiceNamed(names, value);
    if (!found) {
      const message = `Unknown ${field} "${value.slice(0, 60)}". Use All or one of: ${names.join(", ")}.`;
      problems.push({ field, message });
    }
    return found;
  };
  const resolved: ToolQuery = {
    ...query,
    category: resolve(query.category, choices.categories, "category"),
    pricing: resolve(query.pricing, choices.pricing, "pricing"),
  };
  return { query: resolved, problems };
}

/** Pricing option names in their order, with how many published tools use each. */
export async function listPricingOptions(db: Db = getDb()) {
  return db
    .select({ name: pricingOptions.name, toolCount: sql<number>`count(${aiTools.id})::int` })
    .from(pricingOptions)
    .leftJoin(aiTools, and(eq(aiTools.pricing, pricingOptions.name), PUBLISHED))
    .groupBy(pricingOptions.name, pricingOptions.position)
    .orderBy(asc(pricingOptions.position), asc(pricingOptions.name));
}

/**
 * One change to the names, in a transaction; this app server then reads the names afresh (the
 * others when the change's notice reaches them).
 */
function changeVocabulary(db: Db, change: (tx: Db) => Promise<VocabularyWrite>) {
  return inTransaction(db, change).finally(() => forgetChoices(db));
}

/**
 * One change to the stored name `name`, its row locked until the change commits; fails when
 * there is no such name.
 */
function changeExistingName(
  kind: VocabularyKind,
  name: string,
  db: Db,
  change: (tx: Db, table: (typeof TABLES)[VocabularyKind]) => Promise<VocabularyWrite>,
) {
  return changeVocabulary(db, async (tx) => {
    const table = TABLES[kind];
    const [current] = await tx.select().from(table).where(eq(table.name, name)).for("update");
    if (!current) return { ok: false, message: `No ${LABELS[kind]} is named "${name}".` };
    return change(tx, table);
  });
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
  return changeExistingName(kind, from, db, async (tx, table) => {
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
  return changeExistingName(kind, name, db, async (tx, table) => {
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
    // Kept by a trigger with every write to ai_tools (decision 039), not counted here.
    db
      .select({ name: catalogueNameUses.name, tools: catalogueNameUses.tools })
      .from(catalogueNameUses)
      .where(eq(catalogueNameUses.kind, kind)),
  ]);
  const tools = new Map(used.map((row) => [row.name, row.tools]));
  return names.map((name) => ({ name, tools: tools.get(name) ?? 0 }));
}
