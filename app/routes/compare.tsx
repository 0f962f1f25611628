import { Link } from "react-router";
import {
  getToolsByIds,
  getToolsSharingCategory,
  searchTools,
} from "~/features/catalogue/queries.server";
import { ToolQuerySchema } from "~/features/catalogue/schema";
import { toSummary } from "~/features/catalogue/tool";
import { CompareTable } from "~/features/compare/components/compare-table";
import {
  COMPARE_DEFAULT_COUNT,
  COMPARE_KEYWORDS_CAP,
  COMPARE_MIN,
  COMPARE_SEARCH_RESULTS,
} from "~/features/compare/constants";
import { parseCompareIds } from "~/features/compare/schema";
import { log } from "~/lib/log.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/compare";

export async function loader({ request }: Route.LoaderArgs) {
  const ids = parseCompareIds(new URL(request.url).searchParams.get("tools"));
  const suggestionsQuery = ToolQuerySchema.parse({ pageSize: String(COMPARE_SEARCH_RESULTS) });
  try {
    const suggestions = (await searchTools(suggestionsQuery)).tools;
    let tools = ids.length ? await getToolsByIds(ids) : suggestions.slice(0, COMPARE_DEFAULT_COUNT);
    // Spec 1 §7: one tool asked for brings the first two of up to three sharing a category.
    if (ids.length === 1 && tools.length === 1) {
      tools = [...tools, ...(await getToolsSharingCategory(tools[0]!, 3)).slice(0, 2)];
    }
    return { tools, suggestions: suggestions.map(toSummary) };
  } catch (error) {
    // Spec 1 §8: compare fetch errors are only logged; the page shows what it has.
    log.error("Compare tools failed to load", { ids, error: String(error) });
    return { tools: [], suggestions: [] };
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const tools = loaderData?.tools ?? [];
  const names = tools.map((tool) => tool.name);
  const keywords = [
    ...new Set([...names, ...tools.flatMap((tool) => [...tool.category, ...tool.features])]),
  ].slice(0, COMPARE_KEYWORDS_CAP);
  const title = names.length >= COMPARE_MIN ? `Compare ${names.join(" vs ")}` : "Compare AI Tools";
  return [
    ...pageMeta({
      title,
      description:
        names.length >= COMPARE_MIN
          ? `${names.join(" vs ")}: pricing, API access, categories, features, pros and cons side by side.`
          : "Compare two or three AI tools side by side: pricing, API access, features, pros and cons.",
      path: `/compare${location.search}`,
      origin: originFrom(matches),
    }),
    { name: "keywords", content: keywords.join(", ") },
  ];
};

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { tools, suggestions } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Compare AI Tools</h1>
      {tools.length < COMPARE_MIN ? (
        <div className="mt-10 rounded-xl border border-slate-200 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">No tools selected for comparison</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link
              to="/#compare"
              className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              Choose tools to compare
            </Link>
            <Link
              to="/categories"
              className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
            >
              Browse categories
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-6">
          <CompareTable tools={tools} suggestions={suggestions} />
        </div>
      )}
    </div>
  );
}
