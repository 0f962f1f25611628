import { Link } from "react-router";
import { ToolLogo } from "~/components/ui/tool-logo";
import type { ToolSummary } from "~/features/catalogue/schema";
import { toolPath } from "~/lib/paths";

/** A compact tool card (spec 2 "Dashboard overview"): name, short description, pricing, first category. */
export function DashboardToolCard({ tool }: { tool: ToolSummary }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <ToolLogo src={tool.logo} size={40} />
        <h3 className="font-semibold text-slate-900">{tool.name}</h3>
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{tool.shortDescription}</p>
      <div className="mt-3 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{tool.pricing}</span>
        {tool.category[0] ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">
            {tool.category[0]}
          </span>
        ) : null}
      </div>
      <Link
        to={toolPath(tool)}
        className="mt-auto pt-4 text-sm font-semibold text-brand-700 hover:underline"
      >
        View Details<span className="sr-only"> of {tool.name}</span>
      </Link>
    </article>
  );
}
