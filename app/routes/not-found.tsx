import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { log } from "~/lib/log.server";
import { originFrom, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  log.warn("Page not found", { path: url.pathname });
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  const location = useLocation();
  // The server logs the path on every request; the browser console shows it too.
  useEffect(() => console.warn(`404: no page at ${location.pathname}`), [location.pathname]);
  return <NotFound path={location.pathname} />;
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist.",
    path: location.pathname,
    origin: originFrom(matches),
    noindex: true,
  });
