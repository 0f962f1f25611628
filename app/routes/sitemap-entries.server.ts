import { listArticles } from "~/features/blog/queries.server";
import { listChoices } from "~/features/catalogue/vocabulary.server";
import { listToolUrls } from "~/features/catalogue/tool-reads.server";
import { slugify } from "~/features/catalogue/tool";
import type { SitemapEntry } from "~/features/seo/sitemap";
import { STATIC_PAGES } from "~/features/seo/static-pages";
import { categoryPath, toolAlternativesPath, toolPath } from "~/lib/paths";

// Shared by /sitemap.xml and its parts; it joins two features, so it lives beside the routes.

/** Up to `limit` tools' addresses, from the tool `fromId` on in id order. */
export async function toolEntries(
  origin: string,
  fromId: string,
  limit: number,
): Promise<SitemapEntry[]> {
  const tools = await listToolUrls(fromId, limit);
  // Each tool has two pages: its own and its alternatives (docs/product.md#alternatives), whose
  // list changes with other tools and so carries no date of its own.
  return tools.flatMap((tool) => [
    {
      loc: `${origin}${toolPath({ id: tool.id, slug: slugify(tool.name) })}`,
      lastmod: tool.updatedAt.toISOString().slice(0, 10),
    },
    { loc: `${origin}${toolAlternativesPath(tool)}` },
  ]);
}

export async function pageEntries(origin: string): Promise<SitemapEntry[]> {
  const { categories } = await listChoices();
  return [
    ...STATIC_PAGES.map((path) => ({ loc: `${origin}${path}` })),
    ...categories.map((category) => ({
      loc: `${origin}${categoryPath(category)}`,
    })),
    ...listArticles().map((article) => ({
      loc: `${origin}/blog/${article.slug}`,
      lastmod: article.date,
    })),
  ];
}
