import { ToolQuerySchema } from "~/features/catalogue/schema";
import { searchTools } from "~/features/catalogue/search.server";
import { countTools, listMostPopular } from "~/features/catalogue/tool-reads.server";
import { listCategories } from "~/features/catalogue/vocabulary.server";
import { llmsTxt } from "~/features/seo/llms-txt";
import { siteOrigin } from "~/lib/origin.server";
import { categoryPath, toolAlternativesPath, toolMarkdownPath } from "~/lib/paths";
import type { Route } from "./+types/llms-txt";

/** How many of the most popular tools /llms.txt links. */
const POPULAR = 30;

/** /llms.txt: the site for language models (docs/product.md#llms-txt), cached like a page. */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const [toolCount, categories, popular] = await Promise.all([
    countTools(),
    listCategories(),
    listMostPopular(POPULAR),
  ]);
  // A new site has no such figures yet: its best-rated tools stand in, and say so.
  const tools = popular.length
    ? popular
    : (await searchTools(ToolQuerySchema.parse({ sort: "rating", pageSize: String(POPULAR) })))
        .tools;
  const body = llmsTxt({
    origin,
    toolCount,
    categories: categories
      .filter((category) => category.toolCount > 0)
      .map((category) => ({
        ...category,
        href: `${origin}${categoryPath(category.name)}`,
      })),
    popularKind: popular.length ? "popular" : "rated",
    popular: tools.map((tool) => ({
      name: tool.name,
      shortDescription: tool.shortDescription,
      markdown: `${origin}${toolMarkdownPath(tool)}`,
      alternatives: `${origin}${toolAlternativesPath(tool)}`,
    })),
  });
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
