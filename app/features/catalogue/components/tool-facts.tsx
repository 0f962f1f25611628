import { Link } from "react-router";
import { Provenance } from "~/components/ui/provenance";
import { toolSuggestPath } from "~/lib/paths";
import { longDate } from "~/lib/dates";
import {
  provenanceOf,
  FACT_LABELS,
  FACTS,
  factInWords,
  factValuesOfView,
  type Fact,
} from "../facts";
import type { Tool } from "../schema";

/**
 * A tool's checkable facts (docs/product.md#facts-and-sources), each with the page that states
 * it and its last confirmation, and the link checker's last visit for what it is.
 */
export function ToolFacts({ tool }: { tool: Tool }) {
  const values = factValuesOfView(tool.facts);
  return (
    <section aria-labelledby="facts-heading" className="mt-8">
      <h2 id="facts-heading" className="text-xl font-semibold text-slate-900">
        Facts and sources
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each fact names the official page that states it. Confirmed means a person checked the value
        on that page on that day. Plans change: check the price before you buy.{" "}
        <Link
          to={toolSuggestPath(tool.id)}
          rel="nofollow"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline md:min-h-0"
        >
          Suggest an edit
        </Link>
      </p>
      <dl className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {FACTS.map((fact: Fact) => {
          const entry = tool.facts[fact];
          return (
            <div key={fact} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
              <dt className="font-medium text-slate-900">{FACT_LABELS[fact]}</dt>
              <dd className="min-w-0 text-slate-800">
                <span className="block">{factInWords(fact, values) ?? "Not stated"}</span>
                <span className="mt-0.5 block text-xs text-slate-600">
                  <Provenance {...provenanceOf(entry)} />
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      {tool.websiteAnsweredAt && (
        <p className="mt-2 text-xs text-slate-600">
          The website answered our link checker on{" "}
          <time dateTime={tool.websiteAnsweredAt}>{longDate(tool.websiteAnsweredAt)}</time>. That
          visit checks the link, not the facts.
        </p>
      )}
    </section>
  );
}
