import { useId } from "react";
import { toast } from "~/components/ui/toaster";
import { defaultSort, SORT_NOTES, SORT_OPTIONS, type SortOption } from "../constants";
import type { ToolQuery } from "../schema";
import type { ParamChanges } from "./use-tool-list-params";

// On phones every control is at least 44 px tall, a comfortable touch target.
export const selectClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 md:h-auto";

/** True when any filter differs from the spec's defaults (category All, pricing All, any rating, no features, Highest Rated). */
export function filtersDiffer(query: ToolQuery, presetCategory?: string) {
  return (
    (query.category ?? undefined) !== presetCategory ||
    query.pricing !== undefined ||
    query.minRating !== undefined ||
    query.features.length > 0 ||
    query.sort !== defaultSort(query.q)
  );
}

/**
 * How many filters the visitor has chosen, each feature counting as one. The category a
 * category page is about and the sort are not counted.
 */
export function activeFilterCount(query: ToolQuery, presetCategory?: string) {
  return (
    ((query.category ?? undefined) !== presetCategory ? 1 : 0) +
    (query.pricing !== undefined ? 1 : 0) +
    (query.minRating !== undefined ? 1 : 0) +
    query.features.length
  );
}

export const RESET_TOAST = {
  title: "Filters reset",
  description: "All filters have been reset to default values.",
} as const;

export function toastFiltersReset() {
  toast(RESET_TOAST.title, { description: RESET_TOAST.description });
}

/** The sort order, labelled "Sort by" in the filter panel; phones show it beside the Filters button. */
export function SortSelect({
  query,
  onChange,
  label = "Sort by",
  className = "mb-1 block text-sm font-medium text-slate-800",
}: {
  query: ToolQuery;
  onChange: (changes: ParamChanges) => void;
  label?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={className}>
        {label}
      </label>
      <select
        id={id}
        name="sort"
        title={SORT_NOTES[query.sort]}
        aria-describedby={`${id}-note`}
        value={query.sort}
        onChange={(event) =>
          onChange({
            sort: event.target.value === defaultSort(query.q) ? undefined : event.target.value,
          })
        }
        className={selectClass}
      >
        {Object.entries(SORT_OPTIONS)
          // Best match ranks by the search text; without text there is nothing to match.
          .filter(([value]) => value !== "relevance" || query.q)
          .map(([value, text]) => (
            <option key={value} value={value} title={SORT_NOTES[value as SortOption]}>
              {text}
            </option>
          ))}
      </select>
      <span id={`${id}-note`} className="sr-only">
        {SORT_NOTES[query.sort]}
      </span>
    </>
  );
}
