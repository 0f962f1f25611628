import { createHash } from "node:crypto";
import { hasSessionCookie } from "~/features/accounts/session.server";

/** Anonymous pages: a CDN or browser may keep them a minute and serve them stale a while longer. */
export const PUBLIC_PAGE_CACHE = "public, max-age=60, stale-while-revalidate=600";

/**
 * A signed-in visitor's page: kept by no cache at all, so a shared computer's browser holds
 * none of it after its user signs out.
 */
export const PERSONAL_PAGE_CACHE = "private, no-store";

/** What a page answer varies on: the visitor's cookies (signed in or not) and encodings. */
export const PAGE_VARY = "Cookie, Accept-Encoding";

/**
 * Adds an ETag and a short public Cache-Control to a successful page answered to a visitor
 * without cookies, and answers 304 when the browser already has that version. Pages for a
 * visitor with cookies are marked private so no shared cache keeps them (and a signed-in
 * visitor's are not stored at all); error pages are never kept. A HEAD request gets the headers of the GET rendered for it (its body's ETag and length).
 */
export async function withPageCaching(request: Request, response: Response): Promise<Response> {
  if (response.status >= 400) {
    const headers = new Headers(response.headers);
    if (!/no-store/.test(headers.get("Cache-Control") ?? ""))
      headers.set("Cache-Control", "no-store");
    return new Response(request.method === "HEAD" ? null : response.body, {
      status: response.status,
      headers,
    });
  }
  const cacheable =
    (request.method === "GET" || request.method === "HEAD") &&
    response.status === 200 &&
    !response.headers.has("Cache-Control") &&
    !response.headers.has("Set-Cookie");
  if (!cacheable) return headless(request.method, response);
  const headers = new Headers(response.headers);
  headers.set("Vary", PAGE_VARY);
  if (request.headers.has("Cookie")) {
    headers.set(
      "Cache-Control",
      hasSessionCookie(request.headers) ? PERSONAL_PAGE_CACHE : "private, no-cache",
    );
    return headless(
      request.method,
      new Response(response.body, { status: response.status, headers }),
    );
  }
  const body = await response.arrayBuffer();
  const etag = weakEtag(new Uint8Array(body));
  headers.set("ETag", etag);
  headers.set("Cache-Control", PUBLIC_PAGE_CACHE);
  headers.set("Content-Length", String(body.byteLength));
  if (holdsVersion(request.headers.get("If-None-Match"), etag)) {
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/** Whether an If-None-Match header names this ETag (or any version, `*`): the answer is 304. */
export function holdsVersion(ifNoneMatch: string | null | undefined, etag: string) {
  return !!ifNoneMatch && ifNoneMatch.split(",").some((tag) => [etag, "*"].includes(tag.trim()));
}

/** A weak ETag for a page's body (also for answers kept without one, decision 019). */
export function weakEtag(body: Uint8Array) {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}

/** The answer to a HEAD request: a GET's headers without the body. */
export function headless(method: string, response: Response) {
  if (method !== "HEAD" || response.body === null) return response;
  void response.body.cancel();
  return new Response(null, { status: response.status, headers: response.headers });
}
