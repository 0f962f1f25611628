import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { aiTools, PUBLISHED, toolSearch } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";
import {
  ALTERNATIVES_LIMIT,
  COMPARED_FACTS,
  SWITCH_FILTERS,
  differencesOf,
  likeness,
  LIKENESS_WEIGHTS,
  NO_FILTERS,
  sharesWith,
  WORDS_COUNTED,
  rarityAmong,
  type Alternative,
  type AlternativeFilters,
  type Shares,
} from "./alternatives";
import { AlternativeFiltersViewSchema, ApiToolSchema } from "./answer-schema";
import { sqlTextArray } from "./ranking.server";
import { platformParam, switchParam, type Tool } from "./schema";
import { getToolsByIds, rowsByIds, toTool } from "./tool-reads.server";

/** How many similar tools a tool's page lists (docs/product.md#tool-page). */
const SIMILAR_TOOLS = 6;

// The one ranking of a tool's alternatives, for the page and the API (decision 032).

/**
 * How many candidates are scored: the published tools sharing the most categories with the tool
 * (then the better rated, then by id), found through the category index. The bundled catalogue
 * has fewer tools than this in all, so there every tool sharing a category is scored.
 */
export const ALTERNATIVE_CANDIDATES = 250;

/** The filters from the address's query: free=1, openSource=1, api=1, platform=linux. */
export const AlternativeFiltersSchema = z.object({
  free: switchParam("free"),
  cheaper: switchParam("cheaper"),
  openSource: switchParam("openSource"),
  api: switchParam("api"),
  selfHosted: switchParam("selfHosted"),
  platform: platformParam,
});

/** The schema's input from URL search parameters (other parameters are ignored). */
export function filtersInput(params: URLSearchParams) {
  const input: Record<string, string> = {};
  for (const key of [...SWITCH_FILTERS, "platform"]) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  return input;
}

/** A ranked alternative before its listing is read: its id, likeness points and what it shares. */
export type RankedAlternative = { id: string; score: number; shares: Shares };

/**
 * How many tools, best rated first, the first read of the candidates tests (candidateIds).
 * Testing one there costs about a fifth of reading a matching row through the category index
 * (0.4 against 2 µs at 100,000 tools), so the 10,000 (about 4 ms) cost what 2,000 such rows do;
 * a level with fewer than ALTERNATIVE_CANDIDATES tools among them (under 2,500 of 100,000) is
 * read through the category index instead.
 */
export const CANDIDATE_WALK = 10_000;

/**
 * A level's condition is an OR of `category @>` one set of categories, the GIN index answering
 * each, up to this many sets; past it (a tool in more than six categories) the shared count is
 * tested on each sharing tool's row.
 */
const MAX_SUBSETS = 20;

/** The filters as conditions on tool_search, which holds every fact they test. */
function filterConditions(tool: Tool, filters: AlternativeFilters): SQL[] {
  const conditions: SQL[] = [sql`${toolSearch.id} <> ${tool.id}`];
  if (filters.free) conditions.push(sql`${toolSearch.freePlan}`);
  if (filters.cheaper) conditions.push(cheaperThan(tool));
  if (filters.openSource) conditions.push(sql`${toolSearch.openSource}`);
  if (filters.api) conditions.push(sql`${toolSearch.apiAccess}`);
  if (filters.selfHosted) conditions.push(sql`${toolSearch.selfHostable}`);
  if (filters.platform) {
    conditions.push(sql`${toolSearch.platforms} @> ${sqlTextArray([filters.platform])}`);
  }
  return conditions;
}

/**
 * The condition that an alternative is cheaper than `tool` (isCheaper in SQL): a free plan where
 * the tool states none, or a lower starting price in the same currency and period.
 */
function cheaperThan(tool: Tool): SQL {
  const price = tool.facts.startingPrice.value;
  return or(
    tool.facts.freePlan.value === false ? sql`${toolSearch.freePlan}` : sql`false`,
    price
      ? and(
          eq(toolSearch.startingPriceCurrency, price.currency),
          eq(toolSearch.startingPricePeriod, price.period),
          sql`${toolSearch.startingPrice} < ${price.amount}`,
        )
      : sql`false`,
  )!;
}

/** The subsets of `items` with `size` members (in the items' order). */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) =>
    subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

const binomial = (n: number, k: number): number =>
  k < 0 || k > n ? 0 : k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k;

/**
 * The ids of the published tools sharing a category with `tool` and passing the filters, up to
 * ALTERNATIVE_CANDIDATES: those sharing the most categories, then the better rated, then by id.
 * The same tools as sorting every such tool so would give, without reading them all.
 *
 * The tools sharing s of the tool's categories form level s. The first read takes the
 * CANDIDATE_WALK best rated tools from tool_search_alternatives_idx, which holds every column
 * tested (no table row is read), and keeps, for each level, its first ALTERNATIVE_CANDIDATES
 * there in rating order. A level found that often there is dense: the best rated of it are
 * known. With D the highest dense level, the tools above it, few since none of those levels is
 * dense, are read through the category index (one condition per set of D + 1 categories) and
 * sorted; the rest are D's best rated from the first read. With no dense level, every tool
 * sharing a category is read so, being few.
 */
async function candidateIds(tool: Tool, filters: AlternativeFilters, db: Db): Promise<string[]> {
  const categories = [...new Set(tool.category)];
  const shared = sql.join(
    categories.map((category) => sql`(${toolSearch.category} && ${sqlTextArray([category])})::int`),
    sql` + `,
  );
  const atLeast = (level: number): SQL =>
    level === 1
      ? sql`${toolSearch.category} && ${sqlTextArray(categories)}`
      : binomial(categories.length, level) <= MAX_SUBSETS
        ? sql`(${sql.join(
            subsets(categories, level).map(
              (set) => sql`${toolSearch.category} @> ${sqlTextArray(set)}`,
            ),
            sql` OR `,
          )})`
        : sql`(${toolSearch.category} && ${sqlTextArray(categories)} AND ${shared} >= ${level})`;
  const conditions = filterConditions(tool, filters);
  const walked = await queryRows<{ id: string; shared: number }>(
    db,
    sql`SELECT id, shared FROM (
          SELECT id, shared,
                 row_number() OVER (PARTITION BY shared ORDER BY rank_rating DESC NULLS LAST, id) AS nth
          FROM (
            SELECT ${toolSearch.id} AS id, ${toolSearch.rankRating} AS rank_rating, ${shared} AS shared
            FROM (
              SELECT id, rank_rating, category, apiaccess, free_plan, open_source, self_hostable,
                     platforms, starting_price, starting_price_currency, starting_price_period
              FROM ${toolSearch}
              ORDER BY rank_rating DESC NULLS LAST, id
              LIMIT ${CANDIDATE_WALK}) AS ${toolSearch}
            WHERE ${and(atLeast(1), ...conditions)}) AS matches) AS levels
        WHERE nth <= ${ALTERNATIVE_CANDIDATES}
        ORDER BY shared DESC, nth`,
  );
  const levels = new Map<number, string[]>();
  for (const row of walked) {
    const level = Number(row.shared);
    if (!levels.has(level)) levels.set(level, []);
    levels.get(level)!.push(row.id);
  }
  const dense = categories
    .map((_, i) => categories.length - i)
    .find((level) => (levels.get(level)?.length ?? 0) >= ALTERNATIVE_CANDIDATES);
  if (dense === categories.length) return levels.get(dense)!;
  const above = await db
    .select({ id: toolSearch.id })
    .from(toolSearch)
    .where(and(atLeast(dense === undefined ? 1 : dense + 1), ...conditions))
    .orderBy(sql`${shared} DESC`, sql`${toolSearch.rankRating} DESC NULLS LAST`, asc(toolSearch.id))
    .limit(ALTERNATIVE_CANDIDATES);
  const ids = above.map((row) => row.id);
  if (dense === undefined) return ids;
  return [...ids, ...levels.get(dense)!.slice(0, ALTERNATIVE_CANDIDATES - ids.length)];
}

/**
 * Up to `limit` published tools like `tool`, most alike first (ties: name, then id), never the
 * tool itself. A tool in no category has none: sharing a category is what makes a tool an
 * alternative.
 */
export async function rankAlternatives(
  tool: Tool,
  filters: AlternativeFilters,
  db: Db = getDb(),
  limit: number = ALTERNATIVES_LIMIT,
): Promise<RankedAlternative[]> {
  if (tool.category.length === 0) return [];
  const ids = await candidateIds(tool, filters, db);
  if (ids.length === 0) return [];
  // Narrow rows of the candidates: what the points need.
  const candidates = await db
    .select({
      id: aiTools.id,
      name: aiTools.name,
      category: aiTools.category,
      shortDescription: aiTools.shortDescription,
      features: aiTools.features,
      useCases: aiTools.useCases,
    })
    .from(aiTools)
    .where(and(sql`${aiTools.id} = ANY(${sqlTextArray(ids)})`, PUBLISHED));
  const texts = candidates.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category ?? [],
    shortDescription: row.shortDescription,
    useCases: row.useCases ?? [],
    features: row.features ?? [],
  }));
  const sharesWithTool = sharesWith(tool);
  const rarity = rarityAmong(texts);
  return texts
    .map((row) => {
      const shares = sharesWithTool(row);
      // To the hundredth, as the API states it: equal figures are ordered by name.
      const score = Math.round(likeness(shares, rarity) * 100) / 100;
      return { id: row.id, name: row.name, score, shares };
    })
    .sort((a, b) => b.score - a.score || compareText(a.name, b.name) || compareText(a.id, b.id))
    .slice(0, limit)
    .map(({ id, score, shares }) => ({ id, score, shares }));
}

/**
 * Up to ALTERNATIVES_LIMIT published tools like `tool` (rankAlternatives), each read whole with
 * what it shares and how its facts differ.
 */
export async function getAlternatives(
  tool: Tool,
  filters: AlternativeFilters,
  db: Db = getDb(),
): Promise<Alternative<Tool>[]> {
  const chosen = await rankAlternatives(tool, filters, db);
  if (chosen.length === 0) return [];
  const tools = new Map(
    (
      await rowsByIds(
        chosen.map((item) => item.id),
        db,
      )
    ).map((row) => [row.id, toTool(row)]),
  );
  return chosen.flatMap(({ id, score, shares }) => {
    const alternative = tools.get(id);
    // A tool unpublished between the two reads is left out.
    if (!alternative) return [];
    return [{ tool: alternative, score, shares, differs: differencesOf(tool, alternative) }];
  });
}

/**
 * The tool page's "Similar tools" and the tools compare adds to one: its `limit` most alike
 * published tools, ranked as its alternatives are (so the two lists agree), read whole.
 */
export async function getSimilarTools(
  tool: Tool,
  limit = SIMILAR_TOOLS,
  db: Db = getDb(),
): Promise<Tool[]> {
  const chosen = await rankAlternatives(tool, NO_FILTERS, db, limit);
  return getToolsByIds(
    chosen.map((item) => item.id),
    db,
  );
}

/** Code-point order: the same on every machine and locale. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const DifferenceSchema = z.object({
  fact: z.enum(COMPARED_FACTS),
  label: z.string().describe("The fact's name as pages show it"),
  tool: z.string().describe("The tool's stated value, in words"),
  alternative: z.string().describe("The alternative's stated value, in words"),
});

/** GET /api/v1/tools/{id}/alternatives, for the OpenAPI document. */
export const AlternativeListSchema = z.object({
  tool: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  filters: AlternativeFiltersViewSchema,
  alternatives: z
    .array(
      z.object({
        tool: ApiToolSchema,
        score: z
          .number()
          .describe(
            `Likeness points, to the hundredth: ${LIKENESS_WEIGHTS.category} per shared category, ${LIKENESS_WEIGHTS.mainCategory} more when both list the same category first, up to ${LIKENESS_WEIGHTS.descriptionWord} per word both short descriptions use, ${LIKENESS_WEIGHTS.useCaseWord} per word both use-case lists use and ${LIKENESS_WEIGHTS.featureWord} per word both feature lists use (a word counts fully when few of the tools compared use it, less the more use it; at most ${WORDS_COUNTED} words' worth of each kind count)`,
          ),
        shares: z.object({
          categories: z.array(z.string()).describe("The tool's categories the alternative is in"),
          mainCategory: z
            .string()
            .nullable()
            .describe("The category both list first (their main one), or null"),
          description: z
            .array(z.string())
            .describe("Words both tools' short descriptions use, as the alternative writes them"),
          useCases: z
            .array(z.string())
            .describe("Words both tools' use cases use, as the alternative writes them"),
          features: z
            .array(z.string())
            .describe("Words both tools' feature lists use, as the alternative writes them"),
        }),
        differs: z
          .array(DifferenceSchema)
          .describe(
            "Facts both listings state with different values (pricing model, free plan, API, open source, platforms); a fact either does not state is left out",
          ),
      }),
    )
    .max(ALTERNATIVES_LIMIT)
    .describe("Most alike first; ties by name, then id"),
});
export type AlternativeList = z.infer<typeof AlternativeListSchema>;
