import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { useShownAfter } from "~/lib/use-shown-after";
import { HOME_PAGE_SIZE } from "../constants";
import type { Correction, ToolQuery, ToolSummary, Understood } from "../schema";
import { pendingFilters, readQuery, toolCount } from "../tool";
import { LaterPaginationNav, LaterUnderstoodNotice } from "./later-directory";
import { LOAD_FAILURE_TOAST } from "./load-failure";
import { SearchBox } from "./search-box";
import { ToolCard } from "./tool-card";
import { ToolCardSkeleton } from "./tool-card-skeleton";
import { DirectoryFilters } from "./directory-filters";
import { toastFiltersReset } from "./tool-filters";
import { useToolListParams } from "./use-tool-list-params";

function optimisticQuery(search: string, current: ToolQuery): ToolQuery {
  const pending = pendingFilters(search);
  return {
    ...current,
    ...pending,
    // A category that is part of the path stays as the page has it.
    category:
      current.category && !new URLSearchParams(search).has("category")
        ? current.category
        : (pending.category as ToolQuery["category"]),
    pricing: pending.pricing as ToolQuery["pricing"],
    sort: pending.sort as ToolQuery["sort"],
  };
}

/**
 * Search box, filters, the tool grid and pagination, all driven by the URL. While a client
 * navigation reloads the list, skeleton cards stand in for it.
 */
export function ToolDirectory({
  results,
  query,
  choices,
  presetCategory,
  onCategoryChange,
  filtersCollapsible = false,
  hash = "",
  empty,
  headingLevel = 2,
  title,
  cardAction,
  failed = false,
}: {
  results: {
    tools: ToolSummary[];
    total: number;
    /** More tools than total match: the count stopped there. */
    totalIsLowerBound?: boolean;
    pageCount: number;
    corrections?: readonly Correction[];
    understood?: Understood | null;
  };
  query: ToolQuery;
  /** The categories and pricing options the filters offer. */
  choices: { categories: readonly string[]; pricing: readonly string[] };
  presetCategory?: string;
  onCategoryChange?: (category: string | undefined) => void;
  filtersCollapsible?: boolean;
  hash?: string;
  empty?: ReactNode;
  headingLevel?: 2 | 3;
  title?: ReactNode;
  /** Something to offer on each card (the save button), from the page. */
  cardAction?: (tool: ToolSummary) => ReactNode;
  /** The list could not be loaded: no count and no "No tools found", which would be untrue. */
  failed?: boolean;
}) {
  const { update } = useToolListParams();
  const navigation = useNavigation();
  const location = useLocation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  // The list stays until a slow load replaces it with skeletons; a quick one redraws it once.
  const skeletons = useShownAfter(loading);
  // While the list reloads, the controls already show the state being loaded.
  const pendingSearch =
    navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const shown = pendingSearch === null ? query : optimisticQuery(pendingSearch, query);

  // On a category page the category is part of the address and stays.
  const reset = () => {
    update({
      ...(presetCategory === undefined ? { category: undefined } : {}),
      pricing: undefined,
      minRating: undefined,
      features: undefined,
      sort: undefined,
    });
    toastFiltersReset();
  };

  return (
    <div>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between md:gap-4">
        <div>
          {title}
          <p className="mt-1 text-slate-700" aria-live="polite">
            {loading
              ? "Loading tools…"
              : failed
                ? LOAD_FAILURE_TOAST.description
                : `${toolCount(results.total, results.totalIsLowerBound)}${query.q ? ` matching "${query.q}"` : ""}`}
          </p>
          {!loading && query.q && results.corrections?.length ? (
            <p className="mt-1 text-sm text-slate-600">
              {/* "Including" only when a word as typed is searched for too (decision 010). */}
              {results.corrections.some((correction) => correction.kept)
                ? "Including results for"
                : "Showing results for"}{" "}
              “{readQuery(query.q, results.corrections)}”
            </p>
          ) : null}
          {!loading && query.q && results.understood ? (
            <LaterUnderstoodNotice understood={results.understood} hash={hash} />
          ) : null}
        </div>
        <form
          role="search"
          method="get"
          className="w-full md:max-w-md"
          onSubmit={(event) => event.preventDefault()}
        >
          <SearchBox value={query.q ?? ""} onSearch={(text) => update({ q: text })} />
          <noscript>
            <button
              type="submit"
              className="mt-2 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
            >
              Search
            </button>
          </noscript>
        </form>
      </div>

      <DirectoryFilters
        query={shown}
        choices={choices}
        presetCategory={presetCategory}
        onChange={update}
        onCategoryChange={onCategoryChange}
        onReset={reset}
        collapsible={filtersCollapsible}
        headingLevel={headingLevel}
        total={results.total}
        totalIsLowerBound={results.totalIsLowerBound}
        loading={loading}
      />

      {skeletons ? (
        <ul
          aria-label="Loading tools"
          className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 md:mt-8 lg:grid-cols-3"
        >
          {Array.from(
            { length: Math.min(HOME_PAGE_SIZE, Math.max(results.tools.length, 6)) },
            (_, index) => (
              <li key={index}>
                <ToolCardSkeleton />
              </li>
            ),
          )}
        </ul>
      ) : failed ? (
        <div className="mt-12 text-center">
          <p className="text-lg font-semibold text-slate-900">The tools could not be loaded</p>
          <a
            href={`${location.pathname}${location.search}${hash}`}
            className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            Try again
          </a>
        </div>
      ) : results.tools.length === 0 ? (
        <div className="mt-12 text-center">
          <p className="text-lg font-semibold text-slate-900">No tools found</p>
          {empty}
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 md:mt-8 lg:grid-cols-3">
          {results.tools.map((tool) => (
            <li key={tool.id}>
              <ToolCard
                tool={tool}
                action={cardAction}
                heading={headingLevel === 2 ? "h2" : "h3"}
              />
            </li>
          ))}
        </ul>
      )}
      <LaterPaginationNav
        page={query.page}
        pageCount={results.pageCount}
        more={results.totalIsLowerBound}
        hash={hash}
      />
    </div>
  );
}
