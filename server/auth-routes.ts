import { Hono } from "hono";
import { getAuth } from "~/lib/auth.server";
import { safeRedirect } from "~/lib/field-limits";
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

/** Where an emailed link says to go afterwards; the auth library redirects there. */
const RETURN_PARAMETERS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL"];

/**
 * The request with each return address made a path on this site, as `safeRedirect` reads it
 * (a link edited to `/..//elsewhere` returns to the home page instead).
 */
function withReturnsOnSite(request: Request): Request {
  const url = new URL(request.url);
  let changed = false;
  for (const name of RETURN_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    const safe = safeRedirect(value, "/");
    if (safe === value) continue;
    url.searchParams.set(name, safe);
    changed = true;
  }
  return changed ? new Request(url, request) : request;
}

/**
 * Whether the address or a form's fields hold a NUL character, which no state, code or token
 * holds and the database cannot store or compare (the library's query for it failed).
 */
async function carriesNul(request: Request) {
  const holdsNul = (text: string) => text.includes("%00") || text.includes("\0");
  if (holdsNul(new URL(request.url).search)) return true;
  if (request.method !== "POST") return false;
  return holdsNul(
    await request
      .clone()
      .text()
      .catch(() => ""),
  );
}

export function createAuthRoutes() {
  const routes = new Hono();
  routes.all("*", async (c) => {
    if (!PUBLIC_AUTH_PATHS.some((path) => path.test(c.req.path))) {
      return apiError(c, 404, "not_found", "Not found.");
    }
    if (await carriesNul(c.req.raw)) {
      return apiError(c, 400, "invalid_link", "This link is not valid. Please ask for a new one.");
    }
    const auth = await getAuth();
    return auth.handler(withReturnsOnSite(c.req.raw));
  });
  return routes;
}
