import { currentName } from "~/features/catalogue/constants";
import type { Tool } from "~/features/catalogue/schema";
import type { Renamed } from "~/features/catalogue/types";

// The recommender's rules speak of the spec's categories and pricing options ("Open Source",
// "Freemium"); an administrator may rename them (decision 013). The engine reads every tool in
// the spec's names and writes every fact it shows in the names the visitor sees.

/** The name each spec category and pricing option has now. */
export type Names = {
  category: (seeded: string) => string;
  pricing: (seeded: string) => string;
};

/** The spec's names, as no administrator renamed them. */
export const SPEC_NAMES: Names = { category: (name) => name, pricing: (name) => name };

export function namesFrom(renamed: Renamed | undefined): Names {
  if (!renamed) return SPEC_NAMES;
  return {
    category: (name) => currentName(renamed.category, name),
    pricing: (name) => currentName(renamed.pricing, name),
  };
}

/** Current name -> spec name, for the names that were renamed. */
function inverse(map: Readonly<Record<string, string>>) {
  return new Map(Object.entries(map).map(([seeded, now]) => [now, seeded]));
}

/** Reads a tool's categories and pricing in the spec's names (what the rules know). */
export function inSpecNames(renamed: Renamed | undefined): (tool: Tool) => Tool {
  if (!renamed) return (tool) => tool;
  const categories = inverse(renamed.category);
  const pricing = inverse(renamed.pricing);
  if (categories.size === 0 && pricing.size === 0) return (tool) => tool;
  return (tool) => ({
    ...tool,
    category: tool.category.map((name) => categories.get(name) ?? name),
    pricing: pricing.get(tool.pricing) ?? tool.pricing,
  });
}
