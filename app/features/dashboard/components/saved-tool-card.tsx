import { Link } from "react-router";
import { ToolLogo } from "~/components/ui/tool-logo";
import type { ToolSummary } from "~/features/catalogue/schema";
import { toolPath } from "~/lib/paths";

const BADGES = 3;

/**
 * A saved tool (spec 2 "Saved Tools"): logo, name, pricing, short description, up to 3
 * categories then '+N', View Details and Remove.
 */
export function SavedToolCard({ tool, onRemove }: { tool: ToolSummary; onRemove: () => void }) {
  const extra = tool.category.length - BADGES;
  return (
    <li>
      <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5">
        <div className="flex items-center gap-3">
          <ToolLogo src={tool.logo} size={48} />
          <div className="min-w-0">
            <h2 className="font-semibold text-slate-900">{tool.name}</h2>
            <p className="text-sm text-slate-600">{tool.pricing}</p>
          </div>
        </div>
        <p className="mt-3 line-clamp-3 text-sm text-slate-700">{tool.shortDescription}</p>
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
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <Link
            to={toolPath(tool)}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            View Details<span className="sr-only"> of {tool.name}</span>
          </Link>
          <button
            type="button"
            onClick={onRemove}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
          >
            Remove<span className="sr-only"> {tool.name}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
