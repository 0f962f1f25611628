import { and, asc, count, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { aiTools, categories, pricingOptions } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";
import type { Tool, ToolList, ToolQuery } from "./schema";
import {
  escapeLike,
  prepareText,
  relevanceScore,
  sqlTextArray,
  textCondition,
  type PreparedText,
} from "./ranking.server";
import { slugify } from "./tool";

const toolColumns = {
  id: aiTools.id,
  name: aiTools.name,
  logo: aiTools.logo,
  description: aiTools.description,
  shortDescription: aiTools.shortDescription,
  category: aiTools.category,
  pricing: aiTools.pricing,
  rating: aiTools.rating,
  reviewCount: aiTools.reviewCount,
  features: aiTools.features,
  url: aiTools.url,
  apiAccess: aiTools.apiAccess,
  createdAt: aiTools.createdAt,
  checkedAt: aiTools.checkedAt,
  pros: aiTools.pros,
  cons: aiTools.cons,
  useCases: aiTools.useCases,
};

type ToolRow = {
  [K in keyof typeof toolColumns]: (typeof toolColumns)[K]["_"]["data"] | null;
} & { id: string; name: string };

/** The generated monogram served by this site, for tools without a logo of their own. */
export function monogramLogoPath(id: string) {
  return `/logos/${encodeURIComponent(id)}.svg`;
}

function toTool(row: ToolRow): Tool {
  return {
    id: row.id,
    slug: slugify(row.name),
    name: row.name,
    logo: row.logo || monogramLogoPath(row.id),
    description: row.description ?? "",
    shortDescription: row.shortDescription ?? "",
    category: row.category ?? [],
    pricing: row.pricing ?? "",
    rating: row.rating ?? 0,
    reviewCount: row.reviewCount ?? 0,
    features: row.features ?? [],
    url: row.url ?? "",
    apiAccess: row.apiAccess ?? false,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
    checkedAt: row.checkedAt ?? null,
    pros: row.pros ?? [],
    cons: row.cons ?? [],
    useCases: row.useCases ?? [],
  };
}

type ListFilters = Partial<Pick<ToolQuery, "category" | "pricing" | "minRating" | "features">> & {
  /** Any of these pricing models. */
  pricingAnyOf?: readonly string[];
  /** Any of these categories. */
  categoriesAnyOf?: readonly string[];
  /** Only tools with a public API. */
  apiAccess?: boolean;
};

function filters(query: ListFilters, text: PreparedText | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (text) conditions.push(textCondition(text));
  if (query.category)
    conditions.push(sql`${aiTools.category} @> ${sqlTextArray([query.category])}`);
  if (query.categoriesAnyOf)
    conditions.push(sql`${aiTools.category} && ${sqlTextArray(query.categoriesAnyOf)}`);
  if (query.pricing) conditions.push(eq(aiTools.pricing, query.pricing));
  if (query.pricingAnyOf)
    conditions.push(sql`${aiTools.pricing} = ANY(${sqlTextArray(query.pricingAnyOf)})`);
  if (query.apiAccess) conditions.push(eq(aiTools.apiAccess, true));
  if (query.minRating !== undefined) conditions.push(gte(aiTools.rating, query.minRating));
  // A feature filter is a word or phrase that one of the tool's listed features contains.
  for (const feature of query.features ?? []) {
    conditions.push(sql`tools_text_array(${aiTools.features}) ILIKE ${`%${escapeLike(feature)}%`}`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

// NULLS LAST matches the sort indexes (see schema.ts), so a page is read straight off an index.
const orderings = {
  rating: [sql`${aiTools.rating} DESC NULLS LAST`, asc(aiTools.id)],
  reviewCount: [sql`${aiTools.reviewCount} DESC NULLS LAST`, asc(aiTools.id)],
  newest: [sql`${aiTools.createdAt} DESC NULLS LAST`, asc(aiTools.id)],
} as const;

/**
 * The same orders as expressions no index has, so PostgreSQL finds the matches first (through
 * the text indexes) and sorts them, instead of walking a sort index and testing every tool.
 */
const sortedOrderings = {
  rating: [sql`(${aiTools.rating} + 0) DESC NULLS LAST`, asc(aiTools.id)],
  reviewCount: [sql`(${aiTools.reviewCount} + 0) DESC NULLS LAST`, asc(aiTools.id)],
  newest: [sql`(${aiTools.createdAt} + interval '0 seconds') DESC NULLS LAST`, asc(aiTools.id)],
} as const;

/**
 * How to read the first `needed` matches in a sort order: off the order's index, testing tools
 * until enough match, when matches are common; else find every match through the text indexes
 * and sort them. Walking the index tests about needed × catalogue / matches tools, each costing
 * more than a tool the text index lists, so it wins only when that is well under the matches. PostgreSQL guesses the number of matches of a text query
 * poorly, so the app decides from the real count.
 */
type Access = "index" | "sort";
function accessFor(needed: number, matches: number, catalogue: number): Access {
  const size = catalogue > 0 ? catalogue : matches;
  return INDEX_WALK_COST * needed * size < matches * matches ? "index" : "sort";
}
/** A tool tested while walking a sort index costs about three read through the text index. */
const INDEX_WALK_COST = 3;

/**
 * Best match ranks the text's matches in two stages, as search engines do: the CANDIDATES
 * best-known matches (most reviews first, read off an index) and every tool whose name
 * matches are scored, so a broad word over a large catalogue scores hundreds of tools, not
 * tens of thousands. A smaller catalogue, or a narrower search, is scored whole. Pages past
 * the first CANDIDATES results widen the candidates in steps of that size.
 */
const CANDIDATES = 500;

/** Ids and scores of the best matches of the text, best first. */
async function rankedIds(
  list: ListFilters,
  text: PreparedText,
  page: { limit: number; offset: number },
  db: Db,
  access: Access = "index",
) {
  const candidates = CANDIDATES * Math.ceil((page.offset + page.limit) / CANDIDATES);
  const byText = filters(list, { ...text, names: [] });
  const byName = text.names.length
    ? and(
        sql`${aiTools.id} = ANY(${sqlTextArray(text.names.map((name) => name.id))})`,
        filters(list, null),
      )
    : sql`false`;
  const score = relevanceScore(text);
  return queryRows<{ id: string; score: number }>(
    db,
    sql`SELECT ${aiTools.id}, (${score})::float8 AS score FROM (
          (SELECT id FROM ${aiTools} WHERE ${byText}
            ORDER BY ${sql.join([...(access === "index" ? orderings : sortedOrderings).reviewCount], sql`, `)}
            LIMIT ${candidates})
          UNION
          (SELECT id FROM ${aiTools} WHERE ${byName})
        ) AS candidates JOIN ${aiTools} USING (id)
        ORDER BY score DESC, ${aiTools.id}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** What the recommender asks of the catalogue (app/features/recommender/types.ts). */
export type RankQuery = {
  text: string;
  limit: number;
  pricing?: readonly string[];
  apiAccess?: true;
  categories?: readonly string[];
};

/**
 * Up to `limit` tools for a need, with their relevance: any of the text's terms counts (the
 * recommender weighs how many), ranked as Best match, the score on one scale for one text
 * whatever the filters. Without text, the best-rated tools that pass the filters, scored 0.
 */
export async function rankTools(
  query: RankQuery,
  db: Db = getDb(),
): Promise<{ tool: Tool; score: number }[]> {
  const list: ListFilters = {
    pricingAnyOf: query.pricing,
    categoriesAnyOf: query.categories,
    apiAccess: query.apiAccess,
  };
  const text = query.text.trim() ? await prepareText(db, query.text, { minimumMatch: 1 }) : null;
  if (!text) {
    const rows = await db
      .select(toolColumns)
      .from(aiTools)
      .where(filters(list, null))
      .orderBy(...orderings.rating)
      .limit(query.limit);
    return rows.map((row) => ({ tool: toTool(row), score: 0 }));
  }
  const ranked = await rankedIds(list, text, { limit: query.limit, offset: 0 }, db);
  const tools = await rowsByIds(
    ranked.map((row) => row.id),
    db,
  );
  return tools.map((row, index) => ({ tool: toTool(row), score: ranked[index]!.score }));
}

/** Ids of one page of the text's matches in the query's order, read the cheaper way. */
async function pageIds(query: ToolQuery, text: PreparedText, totals: Totals, db: Db) {
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  if (query.sort === "relevance") {
    const needed = CANDIDATES * Math.ceil((page.offset + page.limit) / CANDIDATES);
    const access = accessFor(needed, totals.total, totals.catalogue);
    return (await rankedIds(query, text, page, db, access)).map((row) => row.id);
  }
  const access = accessFor(page.offset + page.limit, totals.total, totals.catalogue);
  const rows = await db
    .select({ id: aiTools.id })
    .from(aiTools)
    .where(filters(query, text))
    .orderBy(...(access === "index" ? orderings : sortedOrderings)[query.sort])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

type Totals = { total: number; catalogue: number };

/** How many tools match, and about how many the catalogue has (PostgreSQL's own estimate). */
async function countMatches(where: SQL | undefined, db: Db): Promise<Totals> {
  const [row] = await db
    .select({
      total: count(),
      catalogue: sql<number>`(SELECT reltuples FROM pg_class WHERE oid = 'ai_tools'::regclass)::float8`,
    })
    .from(aiTools)
    .where(where);
  return { total: row?.total ?? 0, catalogue: Number(row?.catalogue ?? 0) };
}

/**
 * A page of rows and the total. With search text the matches are counted first, which tells
 * how to read the page (see accessFor); the page is found as ids, so sorting reads narrow rows
 * and only the page's tools are read whole.
 */
async function listPage(query: ToolQuery, text: PreparedText | null, db: Db) {
  const where = filters(query, text);
  if (text) {
    const totals = await countMatches(where, db);
    const ids = totals.total > 0 ? await pageIds(query, text, totals, db) : [];
    return { rows: await rowsByIds(ids, db), total: totals.total };
  }
  const sort = query.sort === "relevance" ? "rating" : query.sort;
  const [rows, [totals]] = await Promise.all([
    db
      .select(toolColumns)
      .from(aiTools)
      .where(where)
      .orderBy(...orderings[sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(aiTools).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Rows of these ids, in the order given. */
async function rowsByIds(ids: readonly string[], db: Db): Promise<ToolRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(toolColumns)
    .from(aiTools)
    .where(sql`${aiTools.id} = ANY(${sqlTextArray(ids)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Fewer results than this for most of the terms, and fewer terms are asked for. */
const RELAX_BELOW = 5;

/**
 * One page of tools matching the query, with the total count. Search text finds tools that
 * match most of its terms (or whose name is close to it); when that finds only a handful,
 * fewer terms are asked for, down to one. Tools matching more terms still rank first.
 */
export async function searchTools(query: ToolQuery, db: Db = getDb()): Promise<ToolList> {
  let text = query.q ? await prepareText(db, query.q) : null;
  let page = await listPage(query, text, db);
  while (text && page.total < RELAX_BELOW && text.minimumMatch > 1) {
    text = { ...text, minimumMatch: text.minimumMatch - 1 };
    page = await listPage(query, text, db);
  }
  return {
    tools: page.rows.map(toTool),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(page.total / query.pageSize),
    ...(text?.corrections.length ? { corrections: text.corrections } : {}),
  };
}

/** The tool with this id, or null. */
export async function getToolById(id: string, db: Db = getDb()): Promise<Tool | null> {
  const [row] = await db.select(toolColumns).from(aiTools).where(eq(aiTools.id, id)).limit(1);
  return row ? toTool(row) : null;
}

/** Name and id of the tools before and after this one in alphabetical order (wrapping). */
export async function getToolNeighbours(tool: Pick<Tool, "id" | "name">, db: Db = getDb()) {
  const shape = { id: aiTools.id, name: aiTools.name };
  const after = sql`(${aiTools.name}, ${aiTools.id}) > (${tool.name}, ${tool.id})`;
  const before = sql`(${aiTools.name}, ${aiTools.id}) < (${tool.name}, ${tool.id})`;
  const [[next], [previous], [first], [last]] = await Promise.all([
    db
      .select(shape)
      .from(aiTools)
      .where(after)
      .orderBy(asc(aiTools.name), asc(aiTools.id))
      .limit(1),
    db
      .select(shape)
      .from(aiTools)
      .where(before)
      .orderBy(desc(aiTools.name), desc(aiTools.id))
      .limit(1),
    db.select(shape).from(aiTools).orderBy(asc(aiTools.name), asc(aiTools.id)).limit(1),
    db.select(shape).from(aiTools).orderBy(desc(aiTools.name), desc(aiTools.id)).limit(1),
  ]);
  const wrap = (item: { id: string; name: string } | undefined) =>
    item && item.id !== tool.id ? { ...item, slug: slugify(item.name) } : null;
  return { previous: wrap(previous ?? last), next: wrap(next ?? first) };
}

/** Name only, for the monogram logo. */
export async function getToolName(id: string, db: Db = getDb()) {
  const [row] = await db.select({ name: aiTools.name }).from(aiTools).where(eq(aiTools.id, id));
  return row?.name ?? null;
}

/** Category names with how many tools each has, by name. */
export async function listCategories(db: Db = getDb()) {
  return db
    .select({ name: categories.name, toolCount: sql<number>`count(${aiTools.id})::int` })
    .from(categories)
    .leftJoin(aiTools, sql`${aiTools.category} @> ARRAY[${categories.name}]::text[]`)
    .groupBy(categories.name)
    .orderBy(asc(categories.name));
}

/** Pricing option names with how many tools use each, by name. */
export async function listPricingOptions(db: Db = getDb()) {
  return db
    .select({ name: pricingOptions.name, toolCount: sql<number>`count(${aiTools.id})::int` })
    .from(pricingOptions)
    .leftJoin(aiTools, eq(aiTools.pricing, pricingOptions.name))
    .groupBy(pricingOptions.name)
    .orderBy(asc(pricingOptions.name));
}

export async function countTools(db: Db = getDb()) {
  const [row] = await db.select({ total: count() }).from(aiTools);
  return row?.total ?? 0;
}

/**
 * Up to `limit` tools like this one: most categories in common first, then the closest short
 * description (trigram similarity), then rating.
 */
export async function getSimilarTools(tool: Tool, limit = 6, db: Db = getDb()): Promise<Tool[]> {
  if (tool.category.length === 0) return [];
  const categoriesOf = sqlTextArray(tool.category);
  const rows = await db
    .select(toolColumns)
    .from(aiTools)
    .where(and(sql`${aiTools.id} <> ${tool.id}`, sql`${aiTools.category} && ${categoriesOf}`))
    .orderBy(
      sql`cardinality(ARRAY(SELECT unnest(${aiTools.category}) INTERSECT SELECT unnest(${categoriesOf}))) DESC`,
      sql`similarity(${aiTools.shortDescription}, ${tool.shortDescription}) DESC`,
      sql`${aiTools.rating} DESC NULLS LAST`,
      asc(aiTools.id),
    )
    .limit(limit);
  return rows.map(toTool);
}

/** The tools with these ids, in the order given (unknown ids are skipped). */
export async function getToolsByIds(ids: readonly string[], db: Db = getDb()): Promise<Tool[]> {
  return (await rowsByIds(ids, db)).map(toTool);
}

/** Up to `limit` other tools that share a category with this one, highest rated first. */
export async function getToolsSharingCategory(tool: Tool, limit: number, db: Db = getDb()) {
  if (tool.category.length === 0) return [];
  const rows = await db
    .select(toolColumns)
    .from(aiTools)
    .where(
      and(
        sql`${aiTools.id} <> ${tool.id}`,
        sql`${aiTools.category} && ${sqlTextArray(tool.category)}`,
      ),
    )
    .orderBy(...orderings.rating)
    .limit(limit);
  return rows.map(toTool);
}

/** Ids, names and check dates of tools for the sitemap, in id order. */
export async function listToolUrls(offset: number, limit: number, db: Db = getDb()) {
  return db
    .select({ id: aiTools.id, name: aiTools.name, checkedAt: aiTools.checkedAt })
    .from(aiTools)
    .orderBy(asc(aiTools.id))
    .limit(limit)
    .offset(offset);
}
