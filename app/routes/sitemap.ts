import { sitemapFileStarts } from "~/features/catalogue/tool-reads.server";
import { SITEMAP_TOOLS_PER_FILE, sitemapIndex, urlset, xmlResponse } from "~/features/seo/sitemap";
import { pageEntries, toolEntries } from "./sitemap-entries.server";
import { siteOrigin } from "~/lib/origin.server";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: every static page, category, article and tool. A catalogue too large for one
 * file gets a sitemap index pointing at /sitemaps/pages.xml and /sitemaps/tools-N.xml.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const starts = await sitemapFileStarts(SITEMAP_TOOLS_PER_FILE);
  if (starts.length <= 1) {
    return xmlResponse(
      urlset([
        ...(await pageEntries(origin)),
        ...(await toolEntries(origin, "", SITEMAP_TOOLS_PER_FILE)),
      ]),
    );
  }
  const files = starts.length;
  return xmlResponse(
    sitemapIndex([
      `${origin}/sitemaps/pages.xml`,
      ...Array.from({ length: files }, (_, index) => `${origin}/sitemaps/tools-${index + 1}.xml`),
    ]),
  );
}
