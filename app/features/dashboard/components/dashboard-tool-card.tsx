import { ToolCardBase } from "~/components/ui/tool-card-base";
import type { ToolSummary } from "~/features/catalogue/schema";
import { ToolDetailsLink } from "./tool-details-link";

/** A compact tool card (spec 2 "Dashboard overview"): name, short description, pricing, first category. */
export function DashboardToolCard({ tool }: { tool: ToolSummary }) {
  return (
    <ToolCardBase
      compact
      logo={tool.logo}
      toolId={tool.id}
      title={tool.name}
      description={tool.shortDescription}
      footer={<ToolDetailsLink tool={tool} />}
    >
      <div className="mt-3 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{tool.pricing}</span>
        {tool.category[0] ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">
            {tool.category[0]}
          </span>
        ) : null}
      </div>
    </ToolCardBase>
  );
}
