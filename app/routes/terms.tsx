import { ContentPageView } from "~/features/pages/components/content-page-view";
import { getContentPage } from "~/features/pages/queries.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms";

export function loader() {
  return { page: getContentPage("terms") };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: "/terms",
        origin: originFrom(matches),
      })
    : [];

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} eyebrow="Legal" />;
}
