import { clsx } from "clsx";
import { ToolRating } from "~/components/ui/tool-rating";
import { Suspense, useEffect, useState } from "react";
import { lazyOr } from "~/lib/later";
import { Link, useNavigate } from "react-router";
import { ToolCardHeader } from "~/components/ui/tool-card-base";
import { Provenance } from "~/components/ui/provenance";
import {
  provenanceOf,
  FACT_LABELS,
  factInWords,
  factValuesOfView,
  type Fact,
} from "~/features/catalogue/constants";
import type { Tool, ToolSummary } from "~/features/catalogue/schema";
import { toolPath, toolVisitPath } from "~/lib/paths";
import { compareHref } from "../selection";
import { whenIdle } from "~/lib/when-idle";

// The replace dialog (its search and list) is fetched once the table is on screen, in the
// browser's idle time, and shown when a Replace button is pressed; the page loads without it.
const loadReplaceDialog = () => import("./replace-tool-dialog");
const ReplaceToolDialog = lazyOr(
  () => loadReplaceDialog().then((module) => module.ReplaceToolDialog),
  () => null,
);

/** Tool columns shown side by side below the md breakpoint (768 px). */
const WINDOW = 2;
// Below md the label column gives its width to the tools (each field's label heads its group).
const LABEL = "w-32 p-4 text-sm font-semibold text-slate-700 max-md:hidden";
const CELL = "p-3 md:p-4";
const ARROW =
  "grid size-11 shrink-0 place-items-center rounded-md border border-slate-300 text-slate-800 hover:bg-slate-50 disabled:opacity-40";

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className="max-w-full rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A fact's row: each tool's value and where it comes from (docs/product.md#facts-and-sources). */
function factRow(fact: Fact, label = FACT_LABELS[fact]) {
  return {
    label,
    cell: (tool: Tool) => {
      const entry = tool.facts[fact];
      const value = factInWords(fact, factValuesOfView(tool.facts));
      return (
        <div className="text-sm">
          <p className="font-medium text-slate-900">
            {fact === "api"
              ? tool.apiAccess
                ? "Available"
                : "Not available"
              : (value ?? "Not stated")}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            <Provenance {...provenanceOf(entry)} />
          </p>
        </div>
      );
    },
  };
}

/**
 * The compare table (docs/product.md#compare). Below 768 px two tool columns show at a time, each
 * row's label on a line of its own above the values so both columns get the width; with more than
 * two tools, arrows move the window and 'Viewing a-b of n tools' says where it is. The window is
 * chosen with CSS, so the server's HTML already fits a phone before any script runs.
 */
export function CompareTable({
  tools,
  suggestions,
}: {
  tools: Tool[];
  suggestions: ToolSummary[];
}) {
  const navigate = useNavigate();
  const [start, setStart] = useState(0);
  const [replacing, setReplacing] = useState<Tool | null>(null);
  useEffect(() => whenIdle(() => void loadReplaceDialog()), []);
  const windowed = tools.length > WINDOW;
  const first = Math.min(start, Math.max(0, tools.length - WINDOW));
  const shownOnPhone = Math.min(WINDOW, tools.length);
  /** Columns outside the window are hidden on small screens only. */
  const column = (index: number) =>
    index >= first && index < first + WINDOW ? undefined : "max-md:hidden";

  const replace = (tool: ToolSummary) => {
    if (!replacing) return;
    const ids = tools.map((item) => (item.id === replacing.id ? tool.id : item.id));
    setReplacing(null);
    navigate(compareHref(ids), { preventScrollReset: true });
  };

  const rows: Array<{ label: string; cell: (tool: Tool) => React.ReactNode }> = [
    {
      label: "Description",
      cell: (tool) => <p className="text-sm text-slate-800">{tool.shortDescription}</p>,
    },
    factRow("pricing", "Pricing"),
    {
      label: "Rating",
      cell: (tool) => (
        <ToolRating
          rating={tool.rating}
          reviewCount={tool.reviewCount}
          editorialRating={tool.editorialRating}
        />
      ),
    },
    factRow("api", "API Access"),
    factRow("startingPrice"),
    factRow("freePlan"),
    factRow("openSource"),
    factRow("selfHostable"),
    factRow("platforms"),
    { label: "Categories", cell: (tool) => <Chips items={tool.category} /> },
    {
      label: "Features",
      cell: (tool) => (
        <ul className="list-disc space-y-1 pl-4 text-sm text-slate-800">
          {tool.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ),
    },
    {
      label: "Pros & Cons",
      cell: (tool) => (
        <div className="space-y-3 text-sm">
          {[
            { title: "Pros", items: tool.pros, colour: "text-emerald-800" },
            { title: "Cons", items: tool.cons, colour: "text-red-800" },
          ].map(({ title, items, colour }) => (
            <div key={title}>
              <p className={`font-semibold ${colour}`}>{title}</p>
              <ul className="list-disc space-y-1 pl-4 text-slate-800">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ),
    },
    {
      label: "Visit Tool",
      cell: (tool) => (
        <div className="flex flex-col gap-2">
          <a
            href={toolVisitPath(tool.id, "compare")}
            target="_blank"
            rel="nofollow noopener noreferrer"
            className="rounded-md bg-brand-600 px-3 py-3 text-center text-sm font-semibold text-white hover:bg-brand-700 md:py-2"
          >
            Visit website<span className="sr-only"> of {tool.name} (opens in a new tab)</span>
          </a>
          <Link
            to={toolPath(tool)}
            className="rounded-md border border-slate-300 px-3 py-3 text-center text-sm font-medium text-slate-800 hover:bg-slate-50 md:py-2"
          >
            Details<span className="sr-only"> of {tool.name}</span>
          </Link>
        </div>
      ),
    },
  ];

  return (
    <div>
      {windowed && (
        <div className="mb-4 flex items-center justify-between gap-3 md:hidden">
          <button
            type="button"
            aria-label="Previous tools"
            disabled={first === 0}
            onClick={() => setStart(Math.max(0, first - 1))}
            className={ARROW}
          >
            <span aria-hidden>←</span>
          </button>
          <p className="text-center text-sm text-slate-700" aria-live="polite">
            Viewing {first + 1}-{first + WINDOW} of {tools.length} tools
          </p>
          <button
            type="button"
            aria-label="Next tools"
            disabled={first + WINDOW >= tools.length}
            onClick={() => setStart(Math.min(tools.length - WINDOW, first + 1))}
            className={ARROW}
          >
            <span aria-hidden>→</span>
          </button>
        </div>
      )}
      <div className="relative overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full table-fixed border-collapse text-left align-top">
          <caption className="sr-only">
            Comparison of {tools.map((tool) => tool.name).join(", ")}
          </caption>
          <thead>
            <tr className="bg-slate-50">
              <th scope="row" className={LABEL}>
                Tool
              </th>
              {tools.map((tool, index) => (
                <th key={tool.id} scope="col" className={clsx(CELL, "align-top", column(index))}>
                  <ToolCardHeader
                    logo={tool.logo}
                    toolId={tool.id}
                    logoSize={40}
                    eager
                    title={tool.name}
                    className="max-md:flex-col max-md:items-start max-md:gap-2"
                  />
                  <button
                    type="button"
                    onClick={() => setReplacing(tool)}
                    className="mt-1 flex min-h-11 min-w-11 items-center text-sm font-medium text-brand-700 hover:underline md:mt-2 md:min-h-0 md:min-w-0"
                  >
                    Replace<span className="sr-only"> {tool.name}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          {rows.map((row) => (
            // One row group per field: below md its label heads the group on a line of its
            // own, so the two tool columns get the whole width; from md it heads the row.
            <tbody key={row.label} className="border-t border-slate-200">
              <tr className="bg-slate-50 md:hidden">
                <th
                  scope="rowgroup"
                  colSpan={shownOnPhone}
                  className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase"
                >
                  {row.label}
                </th>
              </tr>
              <tr>
                <th scope="row" className={clsx(LABEL, "align-top")}>
                  {row.label}
                </th>
                {tools.map((tool, index) => (
                  <td key={tool.id} className={clsx(CELL, "align-top", column(index))}>
                    {row.cell(tool)}
                  </td>
                ))}
              </tr>
            </tbody>
          ))}
        </table>
      </div>
      {replacing && (
        <Suspense fallback={null}>
          <ReplaceToolDialog
            replacing={replacing}
            excludeIds={tools.map((tool) => tool.id)}
            suggestions={suggestions}
            onPick={replace}
            onClose={() => setReplacing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
