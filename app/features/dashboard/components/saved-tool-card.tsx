import { ToolCardBase } from "~/components/ui/tool-card-base";
import type { ToolSummary } from "~/features/catalogue/schema";
import { ToolDetailsLink } from "./tool-details-link";

const BADGES = 3;

/**
 * A saved tool (spec 2 "Saved Tools"): logo, name, pricing, short description, up to 3
 * categories then '+N', View Details and Remove.
 */
export function SavedToolCard({ tool, onRemove }: { tool: ToolSummary; onRemove: () => void }) {
  const extra = tool.category.length - BADGES;
  return (
    <li>
      <ToolCardBase
        logo={tool.logo}
        toolId={tool.id}
        heading="h2"
        title={tool.name}
        detail={<p className="text-sm text-slate-600">{tool.pricing}</p>}
        description={tool.shortDescription}
        descriptionLines={3}
        footer={
          <>
            <ToolDetailsLink tool={tool} />
            <button
              type="button"
              onClick={onRemove}
              className="min-h-11 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium sm:min-h-0 text-slate-800 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
            >
              Remove<span className="sr-only"> {tool.name}</span>
            </button>
          </>
        }
      >
        <ul className="mt-3 flex flex-wrap gap-1.5 text-xs">
          {tool.category.slice(0, BADGES).map((category) => (
            <li key={category} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">
              {category}
            </li>
          ))}
          {extra > 0 ? (
            <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">+{extra}</li>
          ) : null}
        </ul>
      </ToolCardBase>
    </li>
  );
}
