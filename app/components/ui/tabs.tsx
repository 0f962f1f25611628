import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

/** Accessible tabs (arrow keys move between tabs; Tab moves into the panel). */
export function Tabs({
  label,
  tabs,
}: {
  label: string;
  tabs: ReadonlyArray<{ value: string; title: string; content: ReactNode }>;
}) {
  return (
    <TabsPrimitive.Root defaultValue={tabs[0]?.value}>
      <TabsPrimitive.List aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px min-h-11 rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold sm:min-h-0 sm:px-4 text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
          >
            {tab.title}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} className="pt-4">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
