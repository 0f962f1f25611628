import { Hono } from "hono";
import { getAuth } from "~/lib/auth.server";
import { safeRedirect } from "~/lib/field-limits";
import { readLimited } from "~/lib/read-limited.server";
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

/** The most a provider's form-posted callback sends (a code, a state, an id token). */
const CALLBACK_BODY_BYTES = 64 * 1024;

/**
 * The request as the auth library gets it: each return address made a path on this site, as
 * `safeRedirect` reads it (a link edited to `/..//elsewhere` returns to the home page instead),
 * and the body already read, if there was one.
 */
function forwarded(request: Request, body: Uint8Array<ArrayBuffer> | undefined): Request {
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
  if (body) return new Request(url, { method: request.method, headers: request.headers, body });
  return changed ? new Request(url, request) : request;
}

/**
 * Whether text holds a NUL character, plain or percent-encoded, which no state, code or token
 * holds and the database cannot store or compare (the library's query for it failed).
 */
const holdsNul = (text: string) => text.includes("%00") || text.includes("\0");

export function createAuthRoutes() {
  const routes = new Hono();
  routes.all("*", async (c) => {
    if (!PUBLIC_AUTH_PATHS.some((path) => path.test(c.req.path))) {
      return apiError(c, 404, "not_found", "Not found.");
    }
    const request = c.req.raw;
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (request.body && request.method !== "GET" && request.method !== "HEAD") {
      // Read once, capped, and handed on: the library would otherwise read any size.
      const read = await readLimited(request.body, CALLBACK_BODY_BYTES).catch(() => undefined);
      if (read === null) {
        const most = CALLBACK_BODY_BYTES / 1024;
        return apiError(c, 413, "too_large", `The request body can be at most ${most} KB.`);
      }
      if (read === undefined) return apiError(c, 400, "invalid_body", "The body was cut short.");
      body = read;
    }
    const text = body ? new TextDecoder().decode(body) : "";
    if (holdsNul(new URL(request.url).search) || holdsNul(text)) {
      return apiError(c, 400, "invalid_link", "This link is not valid. Please ask for a new one.");
    }
    const auth = await getAuth();
    return auth.handler(forwarded(request, body));
  });
  return routes;
}
