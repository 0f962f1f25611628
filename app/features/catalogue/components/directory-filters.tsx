import { clsx } from "clsx";
import { useEffect, useId, useRef, useState, type ComponentProps } from "react";
import type { ToolQuery } from "../schema";
import { toolCount } from "../tool";
import { LaterToolFilters } from "./later-directory";
import { activeFilterCount, filtersDiffer, SortSelect } from "./tool-filters";
import type { ToolFilters } from "./tool-filter-fields";
import type { ParamChanges } from "./use-tool-list-params";
import { Icon } from "~/components/ui/icon";

/**
 * The directory's filter panel. From 768 px it is always there, as docs/product.md#tool-directory
 * has it (on category pages behind an "Advanced filters" toggle, open by default). Below 768 px it
 * folds away behind a Filters button that counts the active filters, beside the sort; the open
 * panel ends with "Show N tools", which folds it again. Breakpoints in CSS decide which of the two
 * shows, so the page rendered on the server is already right at any width.
 */
export function DirectoryFilters({
  query,
  choices,
  presetCategory,
  onChange,
  onCategoryChange,
  onReset,
  collapsible,
  headingLevel,
  total,
  totalIsLowerBound,
  loading,
}: {
  query: ToolQuery;
  choices: ComponentProps<typeof ToolFilters>["choices"];
  presetCategory?: string;
  onChange: (changes: ParamChanges) => void;
  onCategoryChange?: (category: string | undefined) => void;
  onReset: () => void;
  collapsible: boolean;
  headingLevel: 2 | 3;
  /** The number of tools the current filters find. */
  total: number;
  /** More tools than total match: the count stopped there. */
  totalIsLowerBound?: boolean;
  /** True while the list for the chosen filters is being loaded. */
  loading: boolean;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(true);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const filters = useRef<HTMLDivElement>(null);
  const showTools = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(query, presetCategory);
  const canReset = filtersDiffer(query, presetCategory);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  // An opened panel is brought into view with its button where both fit, so "Show N tools"
  // can be reached at once (the margins keep clear of the sticky header and back-to-top).
  useEffect(() => {
    if (phoneOpen) filters.current?.scrollIntoView({ block: "nearest" });
  }, [phoneOpen]);

  const fold = () => {
    setPhoneOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      ref={filters}
      className="scroll-mt-20 scroll-mb-16"
      onKeyDown={(event) => {
        if (event.key === "Escape" && phoneOpen) {
          event.preventDefault();
          fold();
        }
      }}
    >
      <div className="mt-3 flex items-center gap-3 md:hidden">
        <button
          ref={toggle}
          type="button"
          aria-expanded={phoneOpen}
          aria-controls={panelId}
          // Says in words what the visible "(2)" means.
          aria-label={count > 0 ? `Filters, ${count} active` : undefined}
          onClick={() => setPhoneOpen((value) => !value)}
          className={clsx(
            "inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50",
            count > 0 ? "border-brand-600" : "border-slate-300",
          )}
        >
          <Icon className="size-4">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </Icon>
          <span>Filters{count > 0 && ` (${count})`}</span>
        </button>
        <div className="grid min-w-0 flex-1 grid-cols-[auto_1fr] items-center gap-2">
          <SortSelect
            query={query}
            onChange={onChange}
            label="Sort"
            className="text-sm font-medium text-slate-800"
          />
        </div>
      </div>

      <section
        id={panelId}
        aria-label="Filters"
        className={clsx(
          "mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4 md:mt-6",
          !phoneOpen && "hidden md:block",
        )}
      >
        <div className="hidden items-center justify-between gap-3 md:flex">
          {collapsible ? (
            <button
              type="button"
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
              className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-200"
            >
              <span aria-hidden>{open ? "▾" : "▸"}</span> Advanced filters
            </button>
          ) : (
            <Heading className="text-sm font-semibold text-slate-900">Filters</Heading>
          )}
          {canReset && (
            <button
              type="button"
              onClick={onReset}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              Reset All
            </button>
          )}
        </div>
        {/* A folded desktop panel leaves its fields out; the phone panel always has them. */}
        {(!collapsible || open || phoneOpen) && (
          <div className="md:mt-3">
            <LaterToolFilters
              query={query}
              choices={choices}
              onChange={onChange}
              onCategoryChange={onCategoryChange}
            />
          </div>
        )}
        <div className="mt-4 flex gap-3 md:hidden">
          {canReset && (
            <button
              type="button"
              onClick={() => {
                onReset();
                showTools.current?.focus();
              }}
              className="h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              Reset All
            </button>
          )}
          <button
            ref={showTools}
            type="button"
            onClick={fold}
            className="h-11 flex-1 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {loading ? "Show tools" : `Show ${toolCount(total, totalIsLowerBound)}`}
          </button>
        </div>
      </section>
    </div>
  );
}
