import { Hono } from "hono";
import { getAuth } from "~/lib/auth.server";
import { apiError } from "./api/errors";

/**
 * The auth library's HTTP endpoints that a browser must reach directly: the links in emails and
 * the providers' callbacks. Everything else (sign-in, sign-up, reset...) goes through the site's
 * own forms, which validate, rate-limit and answer in the site's words.
 */
const PUBLIC_AUTH_PATHS = [
  /^\/api\/auth\/verify-email$/,
  /^\/api\/auth\/reset-password\/[^/]+$/,
  /^\/api\/auth\/callback\/[a-z0-9-]+$/,
  /^\/api\/auth\/oauth2\/callback\/[a-z0-9-]+$/,
];

export function createAuthRoutes() {
  const routes = new Hono();
  routes.all("*", async (c) => {
    if (!PUBLIC_AUTH_PATHS.some((path) => path.test(c.req.path))) {
      return apiError(c, 404, "not_found", "Not found.");
    }
    const auth = await getAuth();
    return auth.handler(c.req.raw);
  });
  return routes;
}
