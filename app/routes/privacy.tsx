import { ContentPageView } from "~/features/pages/components/content-page-view";
import { getContentPage } from "~/features/pages/queries.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export function loader() {
  return { page: getContentPage("privacy") };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: "/privacy",
        origin: originFrom(matches),
      })
    : [];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} eyebrow="Legal" />;
}
