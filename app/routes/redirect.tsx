import { redirect } from "react-router";
import { carriedQuery } from "~/lib/field-limits";
import type { Route } from "./+types/redirect";

// docs/product.md#routes: /signin and /sign-in go to /login; /sign-up and /register go to /signup.
const TARGETS: Record<string, string> = {
  "/signin": "/login",
  "/sign-in": "/login",
  "/sign-up": "/signup",
  "/register": "/signup",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A client-side navigation asks for "/signin.data": the page's path is without the suffix.
  const path = url.pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .toLowerCase();
  const target = TARGETS[path] ?? "/";
  return redirect(target + carriedQuery(url.search), 301);
}
