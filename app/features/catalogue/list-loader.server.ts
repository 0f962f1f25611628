import { log } from "~/lib/log.server";
import { listChoices, resolveChoices, type Choices } from "./vocabulary.server";
import { searchTools } from "./search.server";
import {
  searchParamsToToolQueryInput,
  ToolQuerySchema,
  type ToolQuery,
  type Understood,
} from "./schema";
import { toSummary } from "./tool";

/**
 * The tool list for a page: the URL parsed with the shared schema (a hand-edited bad value
 * falls back to the defaults, an unknown category or pricing to none), the categories and
 * pricing options the filters offer, and a failure reported as `failed` so the page can say so.
 */
export async function loadToolList(
  url: URL,
  overrides: Partial<ToolQuery> = {},
): Promise<{
  query: ToolQuery;
  choices: Choices;
  results: {
    tools: ReturnType<typeof toSummary>[];
    total: number;
    totalIsLowerBound: boolean;
    pageCount: number;
    corrections: NonNullable<Awaited<ReturnType<typeof searchTools>>["corrections"]>;
    understood: Understood | null;
  };
  failed: boolean;
}> {
  const parsed = ToolQuerySchema.safeParse(searchParamsToToolQueryInput(url.searchParams));
  let query: ToolQuery = {
    ...(parsed.success ? parsed.data : ToolQuerySchema.parse({})),
    ...overrides,
  };
  let choices: Choices = { categories: [], pricing: [] };
  try {
    choices = await listChoices();
    query = resolveChoices(query, choices).query;
    const found = await searchTools(query);
    return {
      query,
      choices,
      results: {
        tools: found.tools.map(toSummary),
        total: found.total,
        totalIsLowerBound: found.totalIsLowerBound,
        pageCount: found.pageCount,
        corrections: found.corrections ?? [],
        understood: found.understood ?? null,
      },
      failed: false,
    };
  } catch (error) {
    log.error("Tool list failed to load", { path: url.pathname, error: String(error) });
    return {
      query,
      choices,
      results: {
        tools: [],
        total: 0,
        totalIsLowerBound: false,
        pageCount: 0,
        corrections: [],
        understood: null,
      },
      failed: true,
    };
  }
}
