import { useId, useState } from "react";
import { FEATURE_FILTERS, MIN_RATING_CHOICES, RATING_NOTE } from "../constants";
import type { ToolQuery } from "../schema";
import { selectClass, SortSelect } from "./tool-filters";
import type { ParamChanges } from "./use-tool-list-params";

/**
 * Category, pricing, minimum rating, features and sort. Each change updates the URL
 * (and so the list) at once; `onCategoryChange` lets a page turn the category into a path.
 */
export function ToolFilters({
  query,
  choices,
  onChange,
  onCategoryChange,
}: {
  query: ToolQuery;
  /** The categories and pricing options, in order (the database's). */
  choices: { categories: readonly string[]; pricing: readonly string[] };
  onChange: (changes: ParamChanges) => void;
  onCategoryChange?: (category: string | undefined) => void;
}) {
  const id = useId();
  // Ticks show at once; the list follows when the server answers.
  const [features, setFeatures] = useState(query.features);
  const featuresKey = query.features.join("\n");
  const [lastKey, setLastKey] = useState(featuresKey);
  if (featuresKey !== lastKey) {
    setLastKey(featuresKey);
    setFeatures(query.features);
  }
  const toggleFeature = (feature: string, on: boolean) => {
    const next = on
      ? [...features, feature]
      : features.filter((item) => item.toLowerCase() !== feature.toLowerCase());
    setFeatures(next);
    onChange({ features: next });
  };
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {/* On a phone the longest category names need the whole width. */}
        <div className="col-span-2 md:col-span-1">
          <label
            htmlFor={`${id}-category`}
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            Category
          </label>
          <select
            id={`${id}-category`}
            name="category"
            value={query.category ?? "All"}
            onChange={(event) => {
              const value = event.target.value === "All" ? undefined : event.target.value;
              if (onCategoryChange) onCategoryChange(value);
              else onChange({ category: value });
            }}
            className={selectClass}
          >
            <option value="All">All</option>
            {choices.categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label
            htmlFor={`${id}-pricing`}
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            Pricing
          </label>
          <select
            id={`${id}-pricing`}
            name="pricing"
            value={query.pricing ?? "All"}
            onChange={(event) =>
              onChange({ pricing: event.target.value === "All" ? undefined : event.target.value })
            }
            className={selectClass}
          >
            {["All", ...choices.pricing].map((pricing) => (
              <option key={pricing} value={pricing}>
                {pricing}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-rating`} className="mb-1 block text-sm font-medium text-slate-800">
            Minimum rating
          </label>
          <select
            id={`${id}-rating`}
            name="minRating"
            title={RATING_NOTE}
            aria-describedby={`${id}-rating-note`}
            value={query.minRating === undefined ? "any" : String(query.minRating)}
            onChange={(event) =>
              onChange({ minRating: event.target.value === "any" ? undefined : event.target.value })
            }
            className={selectClass}
          >
            <option value="any">Any rating</option>
            {MIN_RATING_CHOICES.map((rating) => (
              <option key={rating} value={String(rating)}>
                {rating}+ stars
              </option>
            ))}
          </select>
          <span id={`${id}-rating-note`} className="sr-only">
            {RATING_NOTE}
          </span>
        </div>
        {/* Phones have the sort beside the Filters button instead. */}
        <div className="hidden md:block">
          <SortSelect query={query} onChange={onChange} />
        </div>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Features</legend>
        <div className="flex flex-wrap gap-1.5 md:gap-2">
          {FEATURE_FILTERS.map((feature) => {
            const checked = query.features.some(
              (item) => item.toLowerCase() === feature.toLowerCase(),
            );
            return (
              <label
                key={feature}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-2.5 py-1.5 text-sm md:px-3 md:min-h-0 text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="checkbox"
                  name="features"
                  value={feature}
                  checked={checked}
                  onChange={(event) => toggleFeature(feature, event.target.checked)}
                  className="size-4 accent-brand-600"
                />
                {feature}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
