import { and, asc, count, eq, gte, or, sql, type SQL } from "drizzle-orm";
import { aiTools, PUBLISHED, toolSearch } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";
import { readCache } from "~/lib/read-cache.server";
import {
  escapeLike,
  prepareText,
  relevanceScore,
  sqlTextArray,
  termConditions,
  textCondition,
  type PreparedText,
} from "./ranking.server";
import type { AlternativeFilters } from "./alternatives";
import { rankAlternatives } from "./alternatives.server";
import { understandQuery, type QueryIntent } from "./intent.server";
import type { FactFilters, Tool, ToolList, ToolQuery } from "./schema";
import { rowsByIds, toolColumns, toTool, type ToolRow } from "./tool-reads.server";

// The search engine: which published tools match a query's text and filters, in which order,
// and how many; how to read them (PostgreSQL's estimates, a sample, the catalogue's size);
// Best match's two-stage ranking, for the list pages, the API and the recommender.

type ListFilters = Partial<Pick<ToolQuery, "category" | "pricing" | "minRating" | "features">> & {
  /** Any of these pricing models. */
  pricingAnyOf?: readonly string[];
  /** Any of these categories. */
  categoriesAnyOf?: readonly string[];
  /** Only tools with a public API. */
  apiAccess?: boolean;
  /** Only tools whose listings state these facts (the API's and agents' filters). */
  facts?: StatedFacts;
};

/** The facts a list can be narrowed to: the API's fact filters, and self-hosting. */
type StatedFacts = FactFilters & { selfHosted?: boolean };

/** A query of the list pages, or of the API and agents with fact filters. */
export type SearchQuery = ToolQuery & { facts?: StatedFacts };

/**
 * The published tools that pass the filters (and match the text), as a condition on ai_tools
 * or on tool_search, which holds only published tools.
 */
function filters(
  query: ListFilters,
  text: PreparedText | null,
  tools: typeof aiTools | typeof toolSearch = aiTools,
): SQL {
  const conditions: SQL[] = tools === aiTools ? [PUBLISHED] : [];
  if (text) conditions.push(textCondition(text, tools));
  if (query.category) conditions.push(sql`${tools.category} @> ${sqlTextArray([query.category])}`);
  if (query.categoriesAnyOf)
    conditions.push(sql`${tools.category} && ${sqlTextArray(query.categoriesAnyOf)}`);
  if (query.pricing) conditions.push(eq(tools.pricing, query.pricing));
  if (query.pricingAnyOf)
    conditions.push(sql`${tools.pricing} = ANY(${sqlTextArray(query.pricingAnyOf)})`);
  if (query.apiAccess || query.facts?.api) conditions.push(eq(tools.apiAccess, true));
  if (query.facts?.freePlan) conditions.push(eq(tools.freePlan, true));
  if (query.facts?.openSource) conditions.push(eq(tools.openSource, true));
  if (query.facts?.selfHosted) conditions.push(eq(tools.selfHostable, true));
  if (query.facts?.platform) {
    conditions.push(sql`${tools.platforms} @> ${sqlTextArray([query.facts.platform])}`);
  }
  if (query.minRating !== undefined) conditions.push(gte(tools.rankRating, query.minRating));
  // A feature filter is a word or phrase that one of the tool's listed features contains.
  for (const feature of query.features ?? []) {
    const listed = sql`tools_text_array(${aiTools.features}) ILIKE ${`%${escapeLike(feature)}%`}`;
    conditions.push(
      tools === aiTools
        ? listed
        : sql`${tools.id} IN (SELECT ${aiTools.id} FROM ${aiTools} WHERE ${PUBLISHED} AND ${listed})`,
    );
  }
  return and(...conditions)!;
}

// NULLS LAST matches the sort indexes (see schema.ts), so a page is read straight off an index.
function orderingsOf(tools: typeof aiTools | typeof toolSearch) {
  return {
    rating: [sql`${tools.rankRating} DESC NULLS LAST`, asc(tools.id)],
    reviewCount: [sql`${tools.popularity} DESC NULLS LAST`, asc(tools.id)],
    newest: [sql`${tools.createdAt} DESC NULLS LAST`, asc(tools.id)],
  } as const;
}
const orderings = orderingsOf(aiTools);
/** The orders of tool_search, where searches find their matches. */
const matchOrderings = orderingsOf(toolSearch);

/**
 * The same orders as expressions no index has, so PostgreSQL finds the matches first (through
 * the text indexes) and sorts them, instead of walking a sort index and testing every tool.
 */
const sortedOrderings = {
  rating: [sql`(${toolSearch.rankRating} + 0) DESC NULLS LAST`, asc(toolSearch.id)],
  reviewCount: [sql`(${toolSearch.popularity} + 0) DESC NULLS LAST`, asc(toolSearch.id)],
  newest: [
    sql`(${toolSearch.createdAt} + interval '0 seconds') DESC NULLS LAST`,
    asc(toolSearch.id),
  ],
} as const;

type Sort = keyof typeof orderings;

/**
 * How to read the first matches of a text in a sort order: "index" walks the order's index,
 * testing tools until enough match; "sort" finds every match through the text indexes and
 * sorts them; "planner" lets PostgreSQL choose.
 */
type Access = "index" | "sort" | "planner";

/**
 * The first matches of `where` (a condition on tool_search) in the order `sort` (a slice of
 * them), read as `access` says.
 */
async function firstMatches(
  where: SQL | undefined,
  sort: Sort,
  slice: { limit: number; offset?: number },
  access: Access,
  db: Db,
): Promise<string[]> {
  const rows = await db
    .select({ id: toolSearch.id })
    .from(toolSearch)
    .where(where)
    .orderBy(...(access === "sort" ? sortedOrderings : matchOrderings)[sort])
    .limit(slice.limit)
    .offset(slice.offset ?? 0);
  return rows.map((row) => row.id);
}

/**
 * The matches of `where` found through the text indexes and sorted (access "sort"), a slice of
 * them, and how many match in all: sorting reads every match, so the count comes with the
 * page instead of from a second pass over the matches. The count is null for a slice past the
 * last match, which no row carries it on.
 */
async function sortedMatches(
  where: SQL | undefined,
  sort: Sort,
  slice: { limit: number; offset?: number },
  db: Db,
): Promise<{ ids: string[]; found: number | null }> {
  const rows = await db
    .select({ id: toolSearch.id, found: sql<number>`(count(*) OVER ())::int` })
    .from(toolSearch)
    .where(where)
    .orderBy(...sortedOrderings[sort])
    .limit(slice.limit)
    .offset(slice.offset ?? 0);
  const found = rows[0]?.found ?? (slice.offset ? null : 0);
  return { ids: rows.map((row) => row.id), found };
}

/** How many of the first `tools` tools in the order `sort` match `where`. */
async function sampleMatches(where: SQL | undefined, sort: Sort, tools: number, db: Db) {
  const [row] = await queryRows<{ found: number }>(
    db,
    sql`SELECT (count(*) FILTER (WHERE ${where}))::int AS found FROM (
          SELECT * FROM ${toolSearch}
          ORDER BY ${sql.join([...matchOrderings[sort]], sql`, `)}
          LIMIT ${tools}) AS ${toolSearch}`,
  );
  return row?.found ?? 0;
}

type Estimate = { matches: number; upperBound: number; catalogue: number };

/**
 * PostgreSQL's estimates, from one plan: how many tools match `where`, and at most how many
 * can (for a text of several terms, from each term's own estimate, see below). PostgreSQL
 * estimates one term well but multiplies terms as if unrelated: it put "video editing" at
 * 2,000 tools of 100,000 where 7,150 have both words.
 */
async function estimateMatches(
  where: SQL | undefined,
  text: PreparedText,
  catalogue: number,
  db: Db,
): Promise<Estimate> {
  const terms = text.minimumMatch > 0 ? termConditions(text) : [];
  const branches = [where, ...terms].map(
    (condition) => sql`SELECT 1 FROM ${toolSearch} WHERE ${condition}`,
  );
  const [row] = await queryRows<{ "QUERY PLAN": unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) ${sql.join(branches, sql` UNION ALL `)}`,
  );
  type Node = { "Node Type": string; "Plan Rows": number; Plans?: Node[] };
  const json = row?.["QUERY PLAN"];
  const root = ((typeof json === "string" ? JSON.parse(json) : json) as [{ Plan: Node }])[0].Plan;
  const rows =
    branches.length > 1 && root["Node Type"] === "Append"
      ? root.Plans!.map((branch) => branch["Plan Rows"])
      : [root["Plan Rows"]];
  const [matches, ...perTerm] = rows;
  // PostgreSQL leaves out a branch it knows matches nothing: then so does the text.
  if (rows.length !== branches.length) return { matches: 0, upperBound: 0, catalogue };
  // A tool with at least minimumMatch of n terms has one of any n - minimumMatch + 1 of them.
  const fewest = perTerm.sort((x, y) => x - y).slice(0, perTerm.length - text.minimumMatch + 1);
  const upperBound = terms.length
    ? fewest.reduce((sum, estimate) => sum + estimate, 0) + text.names.length
    : matches!;
  return { matches: matches!, upperBound: Math.max(upperBound, matches!), catalogue };
}

/**
 * About how many tools the catalogue has (PostgreSQL's figure from its last analysis), read
 * at most once a minute per database: it only decides how to read searches.
 */
function catalogueSize(db: Db) {
  return catalogueSizes.read(db, async () => {
    const [row] = await queryRows<{ tools: number }>(
      db,
      sql`SELECT greatest(reltuples, 0)::float8 AS tools FROM pg_class WHERE oid = 'ai_tools'::regclass`,
    );
    return Number(row?.tools ?? 0);
  });
}
const catalogueSizes = readCache<number>(60_000);

/** Below this many tools any way of reading a search is quick: no estimates are asked for. */
const SMALL_CATALOGUE = 5000;

async function countMatches(where: SQL | undefined, db: Db) {
  const [row] = await db.select({ total: count() }).from(aiTools).where(where);
  return row?.total ?? 0;
}

/**
 * A text search counts its matches up to this many and then says "1,000+", as search engines
 * do (decision 010): counting reads every match from the table, since GIN cannot count alone,
 * and for a broad word in a large catalogue that costs more than the rest of the search.
 */
export const COUNT_CAP = 1000;

type Counted = { total: number; totalIsLowerBound: boolean };

function counted(found: number, cap: number): Counted {
  return found > cap
    ? { total: cap, totalIsLowerBound: true }
    : { total: found, totalIsLowerBound: false };
}

/**
 * How many tools match, up to `cap`. Only a bitmap of the text indexes may find them, so the
 * count stops after cap + 1 rows of the table whatever PostgreSQL guesses: a sequential scan
 * chosen on a bad guess could read the whole table.
 */
async function countUpTo(where: SQL | undefined, cap: number, db: Db): Promise<Counted> {
  const found = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    const [row] = await queryRows<{ found: number }>(
      tx as unknown as Db,
      sql`SELECT count(*)::int AS found FROM (
            SELECT 1 FROM ${toolSearch} WHERE ${where} LIMIT ${cap + 1}) AS matches`,
    );
    return row?.found ?? 0;
  });
  return counted(found, cap);
}

/**
 * Best match ranks the text's matches in two stages, as search engines do: the CANDIDATES
 * best-known matches (most reviews first) and every tool whose name matches are scored, so a
 * broad word over a large catalogue scores hundreds of tools, not tens of thousands. A smaller
 * catalogue, or a narrower search, is scored whole. Pages past the first CANDIDATES results
 * widen the candidates in steps of that size.
 */
const CANDIDATES = 200;

function candidatesFor(page: { limit: number; offset: number }) {
  return CANDIDATES * Math.ceil((page.offset + page.limit) / CANDIDATES);
}

/**
 * One page of the candidates and of the name matches that pass the filters, best first, each
 * with its score.
 */
function scoreCandidates(
  list: ListFilters,
  text: PreparedText,
  candidates: readonly string[],
  page: { limit: number; offset: number },
  db: Db,
): Promise<(ToolRow & { score: number })[]> {
  const byName = text.names.length
    ? and(
        sql`${aiTools.id} = ANY(${sqlTextArray(text.names.map((name) => name.id))})`,
        filters(list, null),
      )
    : sql`false`;
  const candidate = and(sql`${aiTools.id} = ANY(${sqlTextArray(candidates)})`, PUBLISHED);
  return db
    .select({ ...toolColumns, score: sql<number>`(${relevanceScore(text)})::float8`.as("score") })
    .from(aiTools)
    .where(or(candidate, byName))
    .orderBy(sql`score DESC`, asc(aiTools.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Walking a sort index tests about needed × catalogue / matches tools; finding every match
 * through the text indexes reads each match once and sorts them. A test costs about as much
 * as reading and sorting a match, so the walk wins when needed × catalogue < matches².
 * PostgreSQL's own choice prices a test far too low (it walked the index through 25,000
 * tools for 500 of 2,000 matches, five times slower than sorting), so the app chooses, from
 * the estimates: walk when even the low estimate of the matches favours it, sort when even
 * the upper bound does not, and in between from a sample: how many of the first SAMPLE tools
 * in the order match, which is also how densely a walk would find them.
 */
async function accessFor(
  where: SQL | undefined,
  sort: Sort,
  needed: number,
  estimate: Estimate,
  db: Db,
): Promise<Access> {
  const breakEven = needed * estimate.catalogue;
  if (estimate.matches ** 2 > breakEven) return "index";
  if (estimate.upperBound ** 2 <= breakEven || estimate.catalogue <= SAMPLE) return "sort";
  const sampled = ((await sampleMatches(where, sort, SAMPLE, db)) / SAMPLE) * estimate.catalogue;
  return sampled ** 2 > breakEven ? "index" : "sort";
}
const SAMPLE = 500;

/**
 * When at least this share of the catalogue is estimated to match a text of several terms, one
 * walk down the sort index finds both the page and the count: COUNT_CAP + 1 matches turn up
 * within a few thousand tools, sooner than the text index could list every match of a long
 * query (GIN tests every tool having any of its words against the whole query: 9 ms for
 * "customer support chatbot" at 100,000 tools, against 5 ms for the walk). One term, even
 * with synonyms, is quick for the index to count (3 ms for "resume" and its three synonyms,
 * 20,000 tools), so it is walked only when at least ALMOST_ALL match.
 */
const MOST_TOOLS = 1 / 5;
const ALMOST_ALL = 1 / 2;

/**
 * One page of the text's matches in the query's order, and how many match, counted up to
 * COUNT_CAP or two pages past the page asked for, so a next page is offered while there is
 * one. When most tools match, one walk finds both; otherwise the count and the page are
 * independent queries and run at once. With Best match the page is the best-scored of the
 * candidates (the first matches by review count) and the name matches.
 */
async function textPage(query: SearchQuery, text: PreparedText, db: Db) {
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const cap = Math.max(COUNT_CAP, (query.page + 1) * query.pageSize);
  const where = filters(query, text, toolSearch);
  const relevance = query.sort === "relevance";
  const sort: Sort = relevance ? "reviewCount" : (query.sort as Sort);
  const needed = relevance ? candidatesFor(page) : page.offset + page.limit;
  const catalogue = await catalogueSize(db);
  const estimate =
    catalogue <= SMALL_CATALOGUE
      ? { matches: 0, upperBound: 0, catalogue }
      : await estimateMatches(where, text, catalogue, db);
  const pageOf = (matches: string[]): Promise<ToolRow[]> =>
    relevance ? scoreCandidates(query, text, matches, page, db) : rowsByIds(matches, db);

  const share = estimate.matches / Math.max(estimate.catalogue, 1);
  if (estimate.matches > 0 && share >= (text.groups.length > 1 ? MOST_TOOLS : ALMOST_ALL)) {
    const limit = Math.max(cap + 1, needed);
    const walked = await firstMatches(where, sort, { limit }, "index", db);
    const rows = await pageOf(
      relevance ? walked.slice(0, needed) : walked.slice(page.offset, page.offset + page.limit),
    );
    return { rows, ...counted(walked.length, cap) };
  }
  const access = await accessFor(where, sort, needed, estimate, db);
  if (access === "sort") {
    const sorted = await sortedMatches(where, sort, relevance ? { limit: needed } : page, db);
    if (sorted.found !== null) {
      return { rows: await pageOf(sorted.ids), ...counted(sorted.found, cap) };
    }
  }
  const [count, rows] = await Promise.all([
    countUpTo(where, cap, db),
    relevance
      ? firstMatches(where, sort, { limit: needed }, access, db).then(pageOf)
      : firstMatches(where, sort, page, access, db).then(pageOf),
  ]);
  return { rows, ...count };
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
  const page = { limit: query.limit, offset: 0 };
  const candidates = await firstMatches(
    filters(list, text, toolSearch),
    "reviewCount",
    { limit: candidatesFor(page) },
    "planner",
    db,
  );
  const ranked = await scoreCandidates(list, text, candidates, page, db);
  return ranked.map(({ score, ...row }) => ({ tool: toTool(row), score }));
}

/**
 * A page of rows and how many tools match (see textPage for search text). A text's matches are
 * found as ids, so sorting reads narrow rows and only the page's tools are read whole.
 */
async function listPage(query: SearchQuery, text: PreparedText | null, db: Db) {
  if (text) {
    return textPage(query, text, db);
  }
  const where = filters(query, null);
  const sort = query.sort === "relevance" ? "rating" : query.sort;
  const [rows, total] = await Promise.all([
    db
      .select(toolColumns)
      .from(aiTools)
      .where(where)
      .orderBy(...orderings[sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countMatches(where, db),
  ]);
  return { rows, total, totalIsLowerBound: false };
}

/** Fewer results than this for most of the terms, and fewer terms are asked for. */
const RELAX_BELOW = 5;

/**
 * The page of a query that names tools (intent.server.ts): the alternatives to the named tool,
 * most alike first, or the compared tools in the order typed, under the page's other filters,
 * in the order asked for.
 */
async function understoodPage(
  query: SearchQuery,
  intent: Extract<QueryIntent, { subject: Tool | null }>,
  db: Db,
): Promise<ToolList> {
  const { understood } = intent;
  const ids =
    understood.kind === "alternatives"
      ? (await rankAlternatives(intent.subject!, understood.filters, db)).map((item) => item.id)
      : understood.tools.map((tool) => tool.id);
  const sort = query.sort === "relevance" ? null : (query.sort as Sort);
  const passing = ids.length
    ? await db
        .select({ id: aiTools.id })
        .from(aiTools)
        .where(and(filters(query, null), sql`${aiTools.id} = ANY(${sqlTextArray(ids)})`))
        .orderBy(...(sort ? orderings[sort] : [asc(aiTools.id)]))
    : [];
  const kept = new Set(passing.map((row) => row.id));
  const ordered = sort ? passing.map((row) => row.id) : ids.filter((id) => kept.has(id));
  const offset = (query.page - 1) * query.pageSize;
  const rows = await rowsByIds(ordered.slice(offset, offset + query.pageSize), db);
  return {
    tools: rows.map(toTool),
    total: ordered.length,
    totalIsLowerBound: false,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(ordered.length / query.pageSize),
    understood,
  };
}

/**
 * One page of tools matching the query, with the total count. Search text that asks for the
 * alternatives to a tool or compares tools lists those tools (understoodPage); worded so but
 * naming no tool, its other words are searched. Otherwise it finds tools that match most of its
 * terms (or whose name is close to it); when that finds only a handful, fewer terms are asked
 * for, down to one. Tools matching more terms still rank first.
 */
export async function searchTools(query: SearchQuery, db: Db = getDb()): Promise<ToolList> {
  const intent = query.q ? await understandQuery(db, query.q) : null;
  if (intent && "subject" in intent) return understoodPage(query, intent, db);
  const conditions = intent && "text" in intent ? intent.understood : null;
  const q = intent ? ("text" in intent ? intent.text : intent.fallback) : query.q;
  const list = conditions ? withConditions(query, conditions.filters) : query;
  let text = q ? await prepareText(db, q) : null;
  let page = await listPage(list, text, db);
  while (text && page.total < RELAX_BELOW && text.minimumMatch > 1) {
    text = { ...text, minimumMatch: text.minimumMatch - 1 };
    page = await listPage(list, text, db);
  }
  return {
    tools: page.rows.map(toTool),
    total: page.total,
    totalIsLowerBound: page.totalIsLowerBound,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(page.total / query.pageSize),
    ...(text?.corrections.length ? { corrections: text.corrections } : {}),
    ...(conditions ? { understood: conditions } : {}),
  };
}

/** The query with the conditions a search text states added to its fact filters. */
function withConditions(query: SearchQuery, stated: AlternativeFilters): SearchQuery {
  const facts = query.facts;
  return {
    ...query,
    facts: {
      freePlan: Boolean(facts?.freePlan) || stated.free,
      openSource: Boolean(facts?.openSource) || stated.openSource,
      api: Boolean(facts?.api) || stated.api,
      selfHosted: Boolean(facts?.selfHosted) || stated.selfHosted,
      platform: facts?.platform ?? stated.platform,
    },
  };
}
