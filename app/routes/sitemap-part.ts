import { data } from "react-router";
import { sitemapFileStarts } from "~/features/catalogue/tool-reads.server";
import { SITEMAP_TOOLS_PER_FILE, urlset, xmlResponse } from "~/features/seo/sitemap";
import type { Route } from "./+types/sitemap-part";
import { siteOrigin } from "~/lib/origin.server";
import { pageEntries, toolEntries } from "./sitemap-entries.server";

/** /sitemaps/pages.xml and /sitemaps/tools-N.xml, the parts of a sitemap index. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  if (params.part === "pages.xml") return xmlResponse(urlset(await pageEntries(origin)));
  const match = /^tools-([1-9]\d{0,4})\.xml$/.exec(params.part);
  if (!match) throw data("Not found", { status: 404 });
  const start = (await sitemapFileStarts(SITEMAP_TOOLS_PER_FILE))[Number(match[1]) - 1];
  if (start === undefined) throw data("Not found", { status: 404 });
  const entries = await toolEntries(origin, start, SITEMAP_TOOLS_PER_FILE);
  if (entries.length === 0) throw data("Not found", { status: 404 });
  return xmlResponse(urlset(entries));
}
