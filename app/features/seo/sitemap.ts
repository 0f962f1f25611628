import { escapeMarkup } from "~/lib/markup";

/**
 * Sitemaps hold at most 50,000 addresses; we split tools into files well under that. Each tool
 * has two addresses (its page and its alternatives), so a file of tools holds 40,000.
 */
export const SITEMAP_TOOLS_PER_FILE = 20_000;

export type SitemapEntry = { loc: string; lastmod?: string | null };

export function urlset(entries: readonly SitemapEntry[]) {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeMarkup(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndex(locations: readonly string[]) {
  const items = locations
    .map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
