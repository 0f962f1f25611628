import { log } from "~/lib/log.server";
import { searchTools } from "./queries.server";
import { searchParamsToToolQueryInput, ToolQuerySchema, type ToolQuery } from "./schema";
import { toSummary } from "./tool";

/**
 * The tool list for a page: the URL parsed with the shared schema (a hand-edited bad value
 * falls back to the defaults), and a failure reported as `failed` so the page can say so.
 */
export async function loadToolList(url: URL, overrides: Partial<ToolQuery> = {}) {
  const parsed = ToolQuerySchema.safeParse(searchParamsToToolQueryInput(url.searchParams));
  const query: ToolQuery = {
    ...(parsed.success ? parsed.data : ToolQuerySchema.parse({})),
    ...overrides,
  };
  try {
    const found = await searchTools(query);
    return {
      query,
      results: {
        tools: found.tools.map(toSummary),
        total: found.total,
        totalIsLowerBound: found.totalIsLowerBound,
        pageCount: found.pageCount,
        corrections: found.corrections ?? [],
      },
      failed: false,
    };
  } catch (error) {
    log.error("Tool list failed to load", { path: url.pathname, error: String(error) });
    return {
      query,
      results: { tools: [], total: 0, totalIsLowerBound: false, pageCount: 0, corrections: [] },
      failed: true,
    };
  }
}
