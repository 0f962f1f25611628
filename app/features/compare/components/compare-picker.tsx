import { useState } from "react";
import { Link } from "react-router";
import { clsx } from "clsx";
import { ToolLogo } from "~/components/ui/tool-logo";
import type { ToolSummary } from "~/features/catalogue/schema";
import { COMPARE_DEFAULT_COUNT, COMPARE_MAX, COMPARE_MIN } from "../constants";
import { compareHref, toggleSelection } from "../selection";
import { ToolOption } from "./tool-option";
import { ToolSearchField } from "./tool-search-field";
import { useToolSearch } from "./use-tool-search";

/**
 * The home page's inline picker (docs/product.md#compare): starts with the first three tools, keeps
 * two to three selected, and searches the directory as you type.
 */
export function ComparePicker({ initialTools }: { initialTools: ToolSummary[] }) {
  const [selected, setSelected] = useState(() =>
    initialTools.slice(0, COMPARE_DEFAULT_COUNT).map((tool) => tool.id),
  );
  const [known, setKnown] = useState(() => new Map(initialTools.map((tool) => [tool.id, tool])));
  const [text, setText] = useState("");
  const { tools, searching, failed } = useToolSearch(text, initialTools);

  const toggle = (tool: ToolSummary) => {
    setKnown((map) => new Map(map).set(tool.id, tool));
    setSelected((current) => toggleSelection(current, tool.id));
  };

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <ToolSearchField
          label="Find tools to compare"
          placeholder="Search by name or description"
          value={text}
          onChange={setText}
          status={
            searching
              ? "Searching…"
              : failed
                ? "Search is not available right now."
                : text.trim() && tools.length === 0
                  ? "No tools found"
                  : `Select ${COMPARE_MIN} to ${COMPARE_MAX} tools.`
          }
        />
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {tools.map((tool) => {
            const isSelected = selected.includes(tool.id);
            return (
              <li key={tool.id}>
                <ToolOption
                  tool={tool}
                  logoSize={40}
                  pressed={isSelected}
                  onClick={() => toggle(tool)}
                  className={clsx(
                    "transition",
                    isSelected
                      ? "border-brand-600 bg-brand-50"
                      : "border-slate-200 bg-white hover:border-slate-400",
                  )}
                  end={
                    <span
                      aria-hidden
                      className={clsx(
                        "ml-auto text-lg",
                        isSelected ? "text-brand-700" : "text-slate-300",
                      )}
                    >
                      {isSelected ? "✓" : "+"}
                    </span>
                  }
                />
              </li>
            );
          })}
        </ul>
      </div>
      <SelectedTools selected={selected} known={known} />
    </div>
  );
}

/** The picked tools in order, and the link that compares them. */
function SelectedTools({
  selected,
  known,
}: {
  selected: string[];
  known: ReadonlyMap<string, ToolSummary>;
}) {
  return (
    <aside
      aria-label="Selected tools"
      className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 className="font-semibold text-slate-900">
        Selected ({selected.length}/{COMPARE_MAX})
      </h3>
      <ol className="mt-3 space-y-2">
        {selected.map((toolId) => (
          <li key={toolId} className="flex items-center gap-2 text-slate-800">
            <ToolLogo src={known.get(toolId)?.logo} toolId={toolId} size={24} eager />
            {known.get(toolId)?.name ?? toolId}
          </li>
        ))}
      </ol>
      <Link
        to={compareHref(selected)}
        className="mt-5 block rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
      >
        Compare Now
      </Link>
    </aside>
  );
}
