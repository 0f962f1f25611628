import { blogFeed } from "~/features/blog/feed.server";
import { listArticlesWithBody } from "~/features/blog/queries.server";
import { siteOrigin } from "~/lib/origin.server";
import type { Route } from "./+types/blog-rss";

/** /blog/rss.xml: the blog as an RSS 2.0 feed. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(blogFeed(listArticlesWithBody(), siteOrigin(request)), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
