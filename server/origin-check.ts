import type { MiddlewareHandler } from "hono";
import { siteOrigin } from "~/lib/origin.server";
import { apiError } from "./api/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Provider callbacks that may arrive by POST from the provider's own page, and the one-click
 * unsubscribe (RFC 8058) of the newsletter, of saved-tool alerts and of owners' emails, which a
 * mail program may send from its own page: the token in its address is its only authority, with
 * no cookie to borrow.
 */
const CROSS_SITE_PAGES = /^\/(?:newsletter|alerts|makers)\/unsubscribe$/;
const CROSS_SITE_ALLOWED = new RegExp(`^/api/auth/callback/|${CROSS_SITE_PAGES.source}`);

/**
 * Refuses a state-changing request sent by another site's page: its Origin (or, without one, the
 * browser's Sec-Fetch-Site) must be this site; an Origin of "null" (a sandboxed frame, a data:
 * page, a redirect from another site) is not, since this site's pages always send their own.
 * Requests from programs that send neither header (API clients) are allowed; they carry no
 * visitor's cookies.
 */
export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || CROSS_SITE_ALLOWED.test(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const allowed =
      origin === undefined
        ? fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none"
        : origin === siteOrigin(c.req.raw) || origin === new URL(c.req.url).origin;
    if (!allowed) {
      return apiError(
        c,
        403,
        "cross_site_request",
        "This request came from another site and was refused. Please use the form on this site.",
      );
    }
    return next();
  };
}

/**
 * The request as the page handler sees it. React Router refuses an action whose Origin is
 * another site's, which is right for every page but the one-click unsubscribe above: its
 * Origin is dropped once the middleware let it through (the token decides, not the origin).
 */
export function pageRequest(request: Request): Request {
  if (SAFE_METHODS.has(request.method) || !request.headers.has("origin")) return request;
  if (!CROSS_SITE_PAGES.test(new URL(request.url).pathname)) return request;
  const headers = new Headers(request.headers);
  headers.delete("origin");
  return new Request(request, { headers });
}
