import { and, asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { aiTools, PUBLISHED } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import {
  ALTERNATIVES_LIMIT,
  COMPARED_FACTS,
  differencesOf,
  likeness,
  sharesOf,
  type Alternative,
  type AlternativeFilters,
} from "./alternatives";
import { PLATFORMS, type Platform } from "./facts";
import { sqlTextArray } from "./ranking.server";
import { ApiToolSchema, type Tool } from "./schema";
import { toolColumns, toTool } from "./tool-reads.server";

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
  openSource: switchParam("openSource"),
  api: switchParam("api"),
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
  for (const key of ["free", "openSource", "api", "platform"]) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  return input;
}

/**
 * Up to ALTERNATIVES_LIMIT published tools like `tool`, most alike first (ties: name, then id),
 * never the tool itself, each with what it shares and how its facts differ. A tool in no
 * category has none: sharing a category is what makes a tool an alternative.
 */
export async function getAlternatives(
  tool: Tool,
  filters: AlternativeFilters,
  db: Db = getDb(),
): Promise<Alternative<Tool>[]> {
  if (tool.category.length === 0) return [];
  // How many of the tool's categories a candidate is in: one cheap array test per category.
  const sharedCategories = sql.join(
    tool.category.map((category) => sql`(${aiTools.category} && ${sqlTextArray([category])})::int`),
    sql` + `,
  );
  const rows = await db
    .select(toolColumns)
    .from(aiTools)
    .where(
      and(
        PUBLISHED,
        sql`${aiTools.id} <> ${tool.id}`,
        sql`${aiTools.category} && ${sqlTextArray(tool.category)}`,
        filters.free ? eq(aiTools.freePlan, true) : undefined,
        filters.openSource ? eq(aiTools.openSource, true) : undefined,
        filters.api ? eq(aiTools.apiAccess, true) : undefined,
        filters.platform
          ? sql`${aiTools.platforms} @> ${sqlTextArray([filters.platform])}`
          : undefined,
      ),
    )
    .orderBy(
      desc(sql`${sharedCategories}`),
      sql`${aiTools.rankRating} DESC NULLS LAST`,
      asc(aiTools.id),
    )
    .limit(ALTERNATIVE_CANDIDATES);
  return rows
    .map((row) => {
      const alternative = toTool(row);
      const shares = sharesOf(tool, alternative);
      return {
        tool: alternative,
        score: likeness(shares),
        shares,
        differs: differencesOf(tool, alternative),
      };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        compareText(a.tool.name, b.tool.name) ||
        compareText(a.tool.id, b.tool.id),
    )
    .slice(0, ALTERNATIVES_LIMIT);
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
    openSource: z.boolean(),
    api: z.boolean(),
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
