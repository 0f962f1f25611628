import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { aiTools, PUBLISHED, toolSearch } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import {
  ALTERNATIVES_LIMIT,
  COMPARED_FACTS,
  SWITCH_FILTERS,
  differencesOf,
  likeness,
  sharesOf,
  type Alternative,
  type AlternativeFilters,
  type Shares,
} from "./alternatives";
import { PLATFORMS, type Platform } from "./facts";
import { sqlTextArray } from "./ranking.server";
import { ApiToolSchema, type Tool } from "./schema";
import { rowsByIds, toTool } from "./tool-reads.server";

// The one ranking of a tool's alternatives, for the page and the API (decision 032).

/**
 * How many candidates are scored: the published tools sharing the most categories with the tool
 * (then the better rated, then by id), found through the category index. The bundled catalogue
 * has fewer tools than this in all, so there every tool sharing a category is scored.
 */
export const ALTERNATIVE_CANDIDATES = 250;

const switchParam = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "" || value === "0") return false;
      if (value === "1") return true;
      ctx.addIssue({ code: "custom", message: `${name} must be 1 (on) or 0 (off).` });
      return z.NEVER;
    });

/** The filters from the address's query: free=1, openSource=1, api=1, platform=linux. */
export const AlternativeFiltersSchema = z.object({
  free: switchParam("free"),
  cheaper: switchParam("cheaper"),
  openSource: switchParam("openSource"),
  api: switchParam("api"),
  selfHosted: switchParam("selfHosted"),
  platform: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return null;
      if (!(PLATFORMS as readonly string[]).includes(value)) {
        ctx.addIssue({
          code: "custom",
          message: `platform must be one of: ${PLATFORMS.join(", ")}.`,
        });
        return z.NEVER;
      }
      return value as Platform;
    }),
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
 * The condition that an alternative is cheaper than `tool` (isCheaper in SQL): a free plan where
 * the tool states none, or a lower starting price in the same currency and period.
 */
function cheaperThan(tool: Tool): SQL {
  const price = tool.facts.startingPrice.value;
  return or(
    tool.facts.freePlan.value === false ? eq(aiTools.freePlan, true) : sql`false`,
    price
      ? and(
          sql`${aiTools.startingPrice} < ${price.amount}`,
          eq(aiTools.startingPriceCurrency, price.currency),
          eq(aiTools.startingPricePeriod, price.period),
        )
      : sql`false`,
  )!;
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
  const shared = (column: typeof aiTools.category | typeof toolSearch.category) =>
    sql.join(
      tool.category.map((category) => sql`(${column} && ${sqlTextArray([category])})::int`),
      sql` + `,
    );
  // Without a filter on a fact that only ai_tools holds, the candidates come from tool_search,
  // the narrow copy of the published tools (a third of the pages to read).
  const ids =
    filters.free || filters.cheaper || filters.openSource || filters.selfHosted || filters.platform
      ? await db
          .select({ id: aiTools.id })
          .from(aiTools)
          .where(
            and(
              PUBLISHED,
              sql`${aiTools.id} <> ${tool.id}`,
              sql`${aiTools.category} && ${sqlTextArray(tool.category)}`,
              filters.free ? eq(aiTools.freePlan, true) : undefined,
              filters.cheaper ? cheaperThan(tool) : undefined,
              filters.openSource ? eq(aiTools.openSource, true) : undefined,
              filters.api ? eq(aiTools.apiAccess, true) : undefined,
              filters.selfHosted ? eq(aiTools.selfHostable, true) : undefined,
              filters.platform
                ? sql`${aiTools.platforms} @> ${sqlTextArray([filters.platform])}`
                : undefined,
            ),
          )
          .orderBy(
            desc(shared(aiTools.category)),
            sql`${aiTools.rankRating} DESC NULLS LAST`,
            asc(aiTools.id),
          )
          .limit(ALTERNATIVE_CANDIDATES)
      : await db
          .select({ id: toolSearch.id })
          .from(toolSearch)
          .where(
            and(
              sql`${toolSearch.id} <> ${tool.id}`,
              sql`${toolSearch.category} && ${sqlTextArray(tool.category)}`,
              filters.api ? eq(toolSearch.apiAccess, true) : undefined,
            ),
          )
          .orderBy(
            desc(shared(toolSearch.category)),
            sql`${toolSearch.rankRating} DESC NULLS LAST`,
            asc(toolSearch.id),
          )
          .limit(ALTERNATIVE_CANDIDATES);
  if (ids.length === 0) return [];
  // Narrow rows of the candidates: what the points need.
  const candidates = await db
    .select({
      id: aiTools.id,
      name: aiTools.name,
      category: aiTools.category,
      features: aiTools.features,
      useCases: aiTools.useCases,
    })
    .from(aiTools)
    .where(and(sql`${aiTools.id} = ANY(${sqlTextArray(ids.map((row) => row.id))})`, PUBLISHED));
  return candidates
    .map((row) => {
      const shares = sharesOf(tool, {
        category: row.category ?? [],
        useCases: row.useCases ?? [],
        features: row.features ?? [],
      });
      return { id: row.id, name: row.name, score: likeness(shares), shares };
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
  filters: z.object({
    free: z.boolean(),
    cheaper: z
      .boolean()
      .describe(
        "Only tools cheaper than this one by what both listings state: a free plan where it states none, or a lower starting price in the same currency and period",
      ),
    openSource: z.boolean(),
    api: z.boolean(),
    selfHosted: z.boolean().describe("Only tools that state they can be self-hosted"),
    platform: z.enum(PLATFORMS).nullable(),
  }),
  alternatives: z
    .array(
      z.object({
        tool: ApiToolSchema,
        score: z
          .number()
          .int()
          .describe(
            "Likeness points: 3 per shared category, 2 per word both use-case lists use and 1 per word both feature lists use (at most 4 words of each kind count)",
          ),
        shares: z.object({
          categories: z.array(z.string()).describe("The tool's categories the alternative is in"),
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
