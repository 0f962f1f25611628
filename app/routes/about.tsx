import { ContentPageView } from "~/features/pages/components/content-page-view";
import { getContentPage } from "~/features/pages/queries.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export function loader() {
  return { page: getContentPage("about") };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: "/about",
        origin: originFrom(matches),
      })
    : [];

export default function About({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} eyebrow="About us" />;
}
