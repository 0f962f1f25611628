import { Link } from "react-router";
import { toolAlternativesPath } from "~/lib/paths";
import type { ToolSummary } from "../schema";
import { ToolCard } from "./tool-card";

/** A tool page's closing list of the tools most like it, with the way to all its alternatives. */
export function SimilarTools({
  tool,
  similar,
}: {
  tool: { id: string; slug: string; name: string };
  similar: ToolSummary[];
}) {
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="similar-heading" className="text-2xl font-bold text-slate-900">
          Similar tools
        </h2>
        <Link
          to={toolAlternativesPath(tool)}
          className="inline-flex min-h-11 items-center font-medium wrap-anywhere text-brand-700 hover:underline"
        >
          Alternatives to {tool.name}
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {similar.map((item) => (
          <li key={item.id}>
            <ToolCard tool={item} />
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link
          to={toolAlternativesPath(tool)}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
        >
          See all alternatives<span aria-hidden> →</span>
        </Link>
      </p>
    </section>
  );
}
