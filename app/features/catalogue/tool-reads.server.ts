import { and, asc, count, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { aiTools, PUBLISHED, toolSearch } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";
import { readCache, type ReadCache } from "~/lib/read-cache.server";
import { monogramLogoPath } from "~/lib/paths";
import { sqlTextArray } from "./ranking.server";
import type { Tool } from "./schema";
import { slugify } from "./tool";
import {
  confirmationsOf,
  factColumns,
  factSourcesColumn,
  factValuesOf,
} from "./fact-columns.server";
import { FACTS, type Fact } from "./facts";

// Reading published tools by id or name: one tool, its neighbours and look-alikes, the sitemap's
// list, and the row shape every read of whole tools (searches too) turns into a Tool.

/** A row's facts as the API and the pages show them, and the last time one was confirmed. */
function factsOf(row: ToolRow): Pick<Tool, "facts" | "checkedAt"> {
  const values = {
    pricing: row.pricing ?? "",
    apiAccess: row.apiAccess ?? false,
    ...factValuesOf(row),
  };
  const sources = row.sources ?? null;
  const confirmations = confirmationsOf(sources);
  const entry = <V>(fact: Fact, value: V) => ({
    value,
    source: sources?.[fact]?.source ?? null,
    confirmedAt: confirmations[fact].at,
    confirmedBy: confirmations[fact].by,
  });
  const facts: Tool["facts"] = {
    pricing: entry("pricing", values.pricing),
    startingPrice: entry(
      "startingPrice",
      values.startingPrice === null
        ? null
        : {
            amount: values.startingPrice,
            currency: values.startingPriceCurrency!,
            period: values.startingPricePeriod!,
          },
    ),
    freePlan: entry("freePlan", values.freePlan),
    api: entry("api", values.apiAccess),
    openSource: entry(
      "openSource",
      values.openSource === null
        ? null
        : {
            openSource: values.openSource,
            licence: values.openSourceLicence,
            repository: values.repositoryUrl,
          },
    ),
    selfHostable: entry("selfHostable", values.selfHostable),
    platforms: entry("platforms", values.platforms),
  };
  const dates = FACTS.flatMap((fact) => confirmations[fact].at ?? []).sort();
  return { facts, checkedAt: dates.at(-1) ?? null };
}

/** The columns a Tool is made of. */
export const toolColumns = {
  id: aiTools.id,
  name: aiTools.name,
  logo: aiTools.logo,
  description: aiTools.description,
  shortDescription: aiTools.shortDescription,
  category: aiTools.category,
  pricing: aiTools.pricing,
  rating: aiTools.rating,
  reviewCount: aiTools.reviewCount,
  editorialRating: aiTools.editorialRating,
  features: aiTools.features,
  url: aiTools.url,
  apiAccess: aiTools.apiAccess,
  createdAt: aiTools.createdAt,
  ...factColumns,
  sources: factSourcesColumn,
  websiteAnsweredAt: aiTools.websiteAnsweredAt,
  pros: aiTools.pros,
  cons: aiTools.cons,
  useCases: aiTools.useCases,
};

type ColumnData<C> = C extends { _: { data: infer D } } ? D : C extends SQL<infer T> ? T : never;

export type ToolRow = {
  [K in keyof typeof toolColumns]: ColumnData<(typeof toolColumns)[K]> | null;
} & { id: string; name: string };

/** A tool as pages and the API show it, from its row. */
export function toTool(row: ToolRow): Tool {
  return {
    id: row.id,
    slug: slugify(row.name),
    name: row.name,
    logo: row.logo || monogramLogoPath(row.id),
    description: row.description ?? "",
    shortDescription: row.shortDescription ?? "",
    category: row.category ?? [],
    pricing: row.pricing ?? "",
    // No average is shown without a review behind it.
    rating: row.reviewCount ? row.rating : null,
    reviewCount: row.reviewCount ?? 0,
    editorialRating: row.editorialRating ?? null,
    features: row.features ?? [],
    url: row.url ?? "",
    apiAccess: row.apiAccess ?? false,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
    ...factsOf(row),
    websiteAnsweredAt: row.websiteAnsweredAt ?? null,
    pros: row.pros ?? [],
    cons: row.cons ?? [],
    useCases: row.useCases ?? [],
  };
}

/** Rows of these ids, in the order given. */
export async function rowsByIds(ids: readonly string[], db: Db): Promise<ToolRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(toolColumns)
    .from(aiTools)
    .where(and(sql`${aiTools.id} = ANY(${sqlTextArray(ids)})`, PUBLISHED));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The tool with this id, or null. */
export async function getToolById(id: string, db: Db = getDb()): Promise<Tool | null> {
  const [row] = await db
    .select(toolColumns)
    .from(aiTools)
    .where(and(eq(aiTools.id, id), PUBLISHED))
    .limit(1);
  return row ? toTool(row) : null;
}

/** Name and id of the tools before and after this one in alphabetical order (wrapping). */
export async function getToolNeighbours(tool: Pick<Tool, "id" | "name">, db: Db = getDb()) {
  const shape = { id: aiTools.id, name: aiTools.name };
  const after = and(sql`(${aiTools.name}, ${aiTools.id}) > (${tool.name}, ${tool.id})`, PUBLISHED);
  const before = and(sql`(${aiTools.name}, ${aiTools.id}) < (${tool.name}, ${tool.id})`, PUBLISHED);
  const nearest = (where: SQL | undefined, order: typeof asc) =>
    db
      .select(shape)
      .from(aiTools)
      .where(where)
      .orderBy(order(aiTools.name), order(aiTools.id))
      .limit(1)
      .then(([row]) => row);
  const [next, previous] = await Promise.all([nearest(after, asc), nearest(before, desc)]);
  // The list wraps around: only the first and last tools need the other end's.
  const [first, last] = await Promise.all([
    next ? undefined : nearest(PUBLISHED, asc),
    previous ? undefined : nearest(PUBLISHED, desc),
  ]);
  const wrap = (item: { id: string; name: string } | undefined) =>
    item && item.id !== tool.id ? { ...item, slug: slugify(item.name) } : null;
  return { previous: wrap(previous ?? last), next: wrap(next ?? first) };
}

/** Name only, for the monogram logo. */
export async function getToolName(id: string, db: Db = getDb()) {
  const [row] = await db
    .select({ name: aiTools.name })
    .from(aiTools)
    .where(and(eq(aiTools.id, id), PUBLISHED));
  return row?.name ?? null;
}

/**
 * The website of the published tool with this id, as stored now: where /go/{id} sends a visitor
 * (docs/product.md#outbound-visits), written as a header may carry it (an international name in
 * punycode, other characters percent-encoded). Null for an unknown or unpublished tool, and for
 * a stored address that is not http(s), which is never a redirect's target.
 */
export async function getToolWebsite(id: string, db: Db = getDb()) {
  const [row] = await db
    .select({ url: aiTools.url })
    .from(aiTools)
    .where(and(eq(aiTools.id, id), PUBLISHED));
  if (!row || !URL.canParse(row.url)) return null;
  const website = new URL(row.url);
  return website.protocol === "https:" || website.protocol === "http:" ? website.href : null;
}

/**
 * The published tools whose name has one of these keys (see `nameKey`): who an article may name.
 * An article gives a few thousand keys (every run of up to four of its words), so they are
 * joined as a set: PostgreSQL plans `= ANY` of an array by estimating each element in turn,
 * which took longer than the lookup itself (21 ms against 5 ms for 5,140 keys on the embedded
 * database; 0.3 ms to plan the join).
 */
export async function findToolsByNameKeys(keys: readonly string[], db: Db = getDb()) {
  if (keys.length === 0) return [];
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT ${aiTools.id}, ${aiTools.name} FROM unnest(${sqlTextArray(keys)}) AS wanted(key)
          JOIN ${aiTools} ON ${aiTools.nameKey} = wanted.key
          WHERE ${PUBLISHED}`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, slug: slugify(row.name) }));
}

/** How many tools are published. */
export async function countTools(db: Db = getDb()) {
  const [row] = await db.select({ total: count() }).from(aiTools).where(PUBLISHED);
  return row?.total ?? 0;
}

/** The tools with these ids, in the order given (unknown ids are skipped). */
export async function getToolsByIds(ids: readonly string[], db: Db = getDb()): Promise<Tool[]> {
  return (await rowsByIds(ids, db)).map(toTool);
}

/** Ids, names and the time each page last changed, for the sitemap, in id order. */
export async function listToolUrls(fromId: string, limit: number, db: Db = getDb()) {
  return db
    .select({ id: aiTools.id, name: aiTools.name, updatedAt: aiTools.updatedAt })
    .from(aiTools)
    .where(and(PUBLISHED, gte(aiTools.id, fromId)))
    .orderBy(asc(aiTools.id))
    .limit(limit);
}

/** The starts kept for each size of file. */
const fileStarts = new Map<number, ReadCache<string[]>>();

/**
 * The first id of each run of `perFile` published tools in id order: where each sitemap file of
 * tools starts, so that a file is read from its first tool through the primary key rather than
 * past every tool before it. Read from tool_search's key alone (it holds the published tools),
 * at most every ten minutes, and again once the site changes.
 */
export function sitemapFileStarts(perFile: number, db: Db = getDb()) {
  let kept = fileStarts.get(perFile);
  if (!kept) fileStarts.set(perFile, (kept = readCache<string[]>(10 * 60_000)));
  return kept.read(db, async () => {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM (
            SELECT ${toolSearch.id} AS id, row_number() OVER (ORDER BY ${toolSearch.id}) AS n
            FROM ${toolSearch}
          ) AS numbered
          WHERE n % ${perFile} = 1
          ORDER BY id`,
    );
    return rows.map((row) => row.id);
  });
}

/**
 * Up to `limit` published tools that were saved or reviewed, or viewed in the last 30 days, the
 * most first (the "Most Popular" figure); none when nothing was.
 */
export async function listMostPopular(limit: number, db: Db = getDb()): Promise<Tool[]> {
  const rows = await db
    .select(toolColumns)
    .from(aiTools)
    .where(and(PUBLISHED, sql`${aiTools.popularity} > 0`))
    .orderBy(sql`${aiTools.popularity} DESC NULLS LAST`, asc(aiTools.id))
    .limit(limit);
  return rows.map(toTool);
}

/** How many tools a batch of a whole-catalogue read holds. */
const ID_BATCH = 500;

/**
 * Reads a whole table of tools in id order, a batch at a time, so memory stays flat however
 * large the catalogue: `read` gives the batch after an id (or from the start). Ids never change,
 * so each tool is read exactly once even while others are edited.
 */
export async function* inIdBatches<T extends { id: string }>(
  read: (after: string | null, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await read(after, ID_BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.id;
    if (rows.length < ID_BATCH) return;
  }
}
