import { markdownInline as inline } from "~/lib/markdown";
import { SITE } from "~/lib/site";

// /llms.txt (docs/product.md#llms-txt), as llmstxt.org describes it: the site's name as the
// heading, a summary as a quote, then sections of links, "Optional" last for what a reader with
// little room can skip. Every link is absolute and answers 200.

export type LlmsTxtInput = {
  origin: string;
  toolCount: number;
  categories: { name: string; toolCount: number; href: string }[];
  /** Whether `popular` holds the most popular tools, or (with no such figures yet) the best rated. */
  popularKind: "popular" | "rated";
  /** The most popular published tools: each listing's Markdown, its page and alternatives. */
  popular: { name: string; shortDescription: string; markdown: string; alternatives: string }[];
};

const link = (title: string, href: string, note?: string) =>
  `- [${inline(title)}](${href})${note ? `: ${note}` : ""}`;

export function llmsTxt({ origin, toolCount, categories, popularKind, popular }: LlmsTxtInput) {
  return [
    `# ${SITE.name}`,
    "",
    `> ${SITE.description} ${toolCount.toLocaleString("en-US")} published tools; each fact (pricing model, starting price, free plan, API, open source, self-hostable, platforms) names the official page that states it and when a person last confirmed it there. Ratings are the averages of users' reviews.`,
    "",
    `Every tool has a Markdown listing at ${origin}/tools/{id}.md with its facts, sources, features, pros and cons. For searching, filtering and recommendations, use the JSON API or the MCP server (both below) rather than reading pages.`,
    "",
    "## Categories",
    "",
    ...categories.map((category) =>
      link(category.name, category.href, `${category.toolCount.toLocaleString("en-US")} tools`),
    ),
    "",
    popularKind === "popular" ? "## Most popular tools" : "## Best-rated tools",
    "",
    popularKind === "popular"
      ? "Most saved and reviewed, and most viewed in the last 30 days."
      : "No tool has been saved, reviewed or viewed (in the last 30 days) yet: these are the best rated (users' reviews, else the editors' score).",
    "",
    ...popular.map((tool) => link(tool.name, tool.markdown, inline(tool.shortDescription))),
    "",
    "## Alternatives",
    "",
    ...popular.map((tool) =>
      link(
        `Alternatives to ${tool.name}`,
        tool.alternatives,
        "the tools most like it, with what each shares and which stated facts differ",
      ),
    ),
    "",
    "## API and MCP",
    "",
    link(
      "API reference",
      `${origin}/api-docs`,
      "every endpoint with its parameters, answers and an example request, and the MCP server's tools",
    ),
    link(
      "OpenAPI document",
      `${origin}/api/v1/openapi.json`,
      "the public read API: search with filters, a tool, its alternatives and reviews, categories, recommendations",
    ),
    link("Search the API", `${origin}/api/v1/tools?q=transcription`, "an example search as JSON"),
    link(
      "The catalogue as JSON Lines",
      `${origin}/api/v1/tools/export`,
      `every published tool, ${SITE.dataLicence.name}; also as CSV with ?format=csv`,
    ),
    `- MCP server: POST ${origin}/mcp (Model Context Protocol over Streamable HTTP, read-only, no key) with the tools search_tools, get_tool, find_alternatives, compare_tools, recommend_tools and list_categories`,
    "",
    "## Optional",
    "",
    link("Recent changes to listings", `${origin}/changes`, "the public history of every edit"),
    link("Blog", `${origin}/blog`),
    link("Pricing models explained", `${origin}/pricing`),
    link("About the directory", `${origin}/about`),
    link("Sitemap", `${origin}/sitemap.xml`),
    "",
  ].join("\n");
}
