import { memo } from "react";
import { SiteLink } from "~/components/ui/site-link";
import { countOf } from "~/lib/count";
import { categoryPath } from "~/lib/paths";

/**
 * Every category with its tool count, in their order (the filters'). The counts are loaded once
 * with the home page, so a search there does not render the grid again.
 */
export const CategoryGrid = memo(function CategoryGrid({
  counts,
}: {
  counts: ReadonlyArray<{ name: string; toolCount: number }>;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {counts.map(({ name: category, toolCount }) => (
        <li key={category}>
          <SiteLink
            to={categoryPath(category)}
            className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600 hover:shadow-sm"
          >
            <span className="font-semibold text-slate-900">{category}</span>
            <span className="mt-1 text-sm text-slate-600">{countOf(toolCount, "tool")}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
});
