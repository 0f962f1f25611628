import { createHash } from "node:crypto";

/** Anonymous pages: a CDN or browser may keep them a minute and serve them stale a while longer. */
export const PUBLIC_PAGE_CACHE = "public, max-age=60, stale-while-revalidate=600";

/**
 * Adds an ETag and a short public Cache-Control to a successful page answered to a visitor
 * without cookies, and answers 304 when the browser already has that version. Pages for a
 * visitor with cookies are marked private so no shared cache keeps them.
 */
export async function withPageCaching(request: Request, response: Response): Promise<Response> {
  const cacheable =
    (request.method === "GET" || request.method === "HEAD") &&
    response.status === 200 &&
    !response.headers.has("Cache-Control") &&
    !response.headers.has("Set-Cookie");
  if (!cacheable) return response;
  const headers = new Headers(response.headers);
  headers.append("Vary", "Cookie");
  if (request.headers.has("Cookie")) {
    headers.set("Cache-Control", "private, no-cache");
    return new Response(response.body, { status: response.status, headers });
  }
  const body = await response.arrayBuffer();
  const etag = `W/"${createHash("sha1").update(new Uint8Array(body)).digest("base64url").slice(0, 27)}"`;
  headers.set("ETag", etag);
  headers.set("Cache-Control", PUBLIC_PAGE_CACHE);
  const known = request.headers.get("If-None-Match");
  if (known && known.split(",").some((tag) => tag.trim() === etag)) {
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}
