import { CONFIRMER_WORDS, FACT_LABELS, FACTS, factInWords, factValuesOfView } from "./facts";
import { markdownInline as inline } from "~/lib/markdown";
import type { Tool } from "./schema";

// A tool's listing as Markdown (docs/product.md#llms-txt): the page's facts, sources, features,
// pros and cons for a language model or a reader that wants text, not a page. Every statement is
// one of the listing's fields; nothing is added.

function list(title: string, items: readonly string[]) {
  return items.length ? [`## ${title}`, "", ...items.map((item) => `- ${inline(item)}`), ""] : [];
}

/** A URL as a Markdown link's target: the characters that would end it or a table cell encoded. */
export function markdownUrl(url: string) {
  return url.replace(
    /[()|<>\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

/** The listing in Markdown, its links absolute on `origin`. */
export function toolMarkdown(
  tool: Tool,
  links: { listing: string; website: string; alternatives: string },
) {
  const values = factValuesOfView(tool.facts);
  const rating =
    tool.rating === null
      ? "No user reviews yet"
      : `${tool.rating.toFixed(1)} out of 5 from ${tool.reviewCount} user review${tool.reviewCount === 1 ? "" : "s"}`;
  const facts = FACTS.map((fact) => {
    const view = tool.facts[fact];
    const source = view.source ? `[official page](${markdownUrl(view.source)})` : "none given";
    const confirmed = view.confirmedAt
      ? `${view.confirmedAt.slice(0, 10)}${view.confirmedBy ? `, by ${CONFIRMER_WORDS[view.confirmedBy]}` : ""}`
      : "not yet confirmed by a person";
    return `| ${FACT_LABELS[fact]} | ${inline(factInWords(fact, values) ?? "Not stated")} | ${source} | ${confirmed} |`;
  });
  return [
    `# ${inline(tool.name)}`,
    "",
    `> ${inline(tool.shortDescription)}`,
    "",
    inline(tool.description),
    "",
    `- Listing: ${links.listing}`,
    `- Website: ${links.website}`,
    `- Categories: ${tool.category.map(inline).join(", ")}`,
    `- Users' rating: ${rating}`,
    ...(tool.editorialRating === null
      ? []
      : [`- Editors' rating: ${tool.editorialRating.toFixed(1)} out of 5 (not a user review)`]),
    `- Alternatives: ${links.alternatives}`,
    "",
    "## Facts",
    "",
    "Each fact as the listing states it, the official page that states it, and when a person last confirmed it there.",
    "",
    "| Fact | Value | Source | Confirmed |",
    "| --- | --- | --- | --- |",
    ...facts,
    "",
    ...list("Features", tool.features),
    ...list("Use cases", tool.useCases),
    ...list("Pros", tool.pros),
    ...list("Cons", tool.cons),
  ].join("\n");
}
