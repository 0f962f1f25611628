import { changesFeed } from "~/features/catalogue/changes-feed.server";
import { listRecentChanges } from "~/features/catalogue/history.server";
import { siteOrigin } from "~/lib/origin.server";
import type { Route } from "./+types/changes-feed";

/** /changes/feed.xml: the latest changes to published tools as an Atom feed. */
export async function loader({ request }: Route.LoaderArgs) {
  return new Response(changesFeed(await listRecentChanges(50), siteOrigin(request)), {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=3600",
    },
  });
}
