import { Fragment } from "react";
import { Link } from "react-router";
import { searchAddress } from "~/components/layout/site-search";
import { getSimilarTools } from "~/features/catalogue/alternatives.server";
import { getToolsByIds } from "~/features/catalogue/tool-reads.server";
import { searchTools } from "~/features/catalogue/search.server";
import { ToolQuerySchema } from "~/features/catalogue/schema";
import { toSummary } from "~/features/catalogue/tool";
import { CompareTable } from "~/features/compare/components/compare-table";
import {
  COMPARE_DEFAULT_COUNT,
  COMPARE_KEYWORDS_CAP,
  COMPARE_MAX,
  COMPARE_MIN,
  COMPARE_SEARCH_RESULTS,
} from "~/features/compare/constants";
import { parseCompareIds } from "~/features/compare/schema";
import { isToolId } from "~/lib/field-limits";
import { countOf } from "~/lib/count";
import { log } from "~/lib/log.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { comparePath } from "~/lib/paths";
import { compareShareCard, shareImage } from "~/features/share-images/cards";
import type { Route } from "./+types/compare";

export async function loader({ request }: Route.LoaderArgs) {
  const asked = parseCompareIds(new URL(request.url).searchParams.get("tools"));
  const suggestionsQuery = ToolQuerySchema.parse({ pageSize: String(COMPARE_SEARCH_RESULTS) });
  try {
    const suggestions = (await searchTools(suggestionsQuery)).tools;
    const found = await getToolsByIds(asked.filter((id) => isToolId(id)));
    const missing = asked.filter((id) => !found.some((tool) => tool.id === id));
    let tools = asked.length ? found : suggestions.slice(0, COMPARE_DEFAULT_COUNT);
    // docs/product.md#compare: one tool asked for brings others to compare it with: its most
    // similar, as its page lists them (not merely any tool of a broad category it shares). So does
    // one found among ids the catalogue does not have, which the notice names.
    if (tools.length === 1) {
      tools = [...tools, ...(await getSimilarTools(tools[0]!, COMPARE_MAX - 1))];
    }
    return {
      tools,
      missing,
      suggestions: suggestions.map(toSummary),
      // Worked out here, so the page's scripts need not carry the card's code for its meta tags.
      shareImage: tools.length >= COMPARE_MIN ? shareImage(compareShareCard(tools)) : undefined,
    };
  } catch (error) {
    // docs/product.md#compare: compare fetch errors are only logged; the page shows what it has.
    log.error("Compare tools failed to load", { ids: asked, error: String(error) });
    return { tools: [], missing: [], suggestions: [], shareImage: undefined };
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
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
      // One address per comparison, whichever way it was asked for (commas escaped or not).
      path: tools.length >= COMPARE_MIN ? comparePath(tools.map((tool) => tool.id)) : "/compare",
      origin: originFrom(matches),
      image: loaderData?.shareImage,
    }),
    { name: "keywords", content: keywords.join(", ") },
  ];
};

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { tools, missing, suggestions } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Compare AI Tools</h1>
      <MissingTools ids={missing} />
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

/** Names the asked-for tools the catalogue does not have, each with a search for its name. */
function MissingTools({ ids }: { ids: string[] }) {
  if (ids.length === 0) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      {countOf(ids.length, "tool was", "tools were")} not found:{" "}
      {ids.map((id, index) => (
        <Fragment key={id}>
          {index > 0 ? ", " : null}
          <Link
            to={searchAddress(id.replace(/[-_]+/g, " "))}
            className="inline-flex min-h-11 max-w-full items-center font-semibold wrap-anywhere underline md:min-h-0"
            aria-label={`Search for ${id}`}
          >
            {id}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
