import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * Accessible tabs (the WAI-ARIA tabs pattern): one tab in the Tab order, the arrow keys, Home and
 * End move between tabs and show each as they reach it; Tab moves into the panel. Only the shown
 * panel's content is rendered.
 */
export function Tabs({
  label,
  tabs,
}: {
  label: string;
  tabs: ReadonlyArray<{ value: string; title: string; content: ReactNode }>;
}) {
  const id = useId();
  const [active, setActive] = useState(tabs[0]?.value);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(tabs[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex gap-1 border-b border-slate-200"
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="-mb-px min-h-11 rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:min-h-0 sm:px-4"
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const selected = tab.value === active;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={!selected}
            tabIndex={0}
            className="pt-4"
          >
            {selected ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
