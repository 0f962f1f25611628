import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { acceptedEncodings } from "./micro-cache";

/** Answers shorter than this are sent as they are: compression would save little or nothing. */
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/** Statuses whose answers have no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** The encoding to send for an Accept-Encoding header: gzip, then deflate, else none. */
function chosenEncoding(acceptEncoding: string | undefined): "gzip" | "deflate" | null {
  if (!acceptEncoding) return null;
  const accepts = acceptedEncodings(acceptEncoding);
  if (accepts("gzip")) return "gzip";
  if (accepts("deflate")) return "deflate";
  return null;
}

/**
 * Compresses text answers (pages, data, JSON, scripts, styles) with gzip or deflate for a client
 * that accepts it, as `hono/compress` does, at a lower fixed cost for the answers it leaves
 * alone: their headers are completed where they are, where `hono/compress` rebuilt the whole
 * answer around a stream of its body to add `Vary` (decision 037). An answer of known length
 * under 1 KB, one already encoded, a HEAD, a partial answer and one marked `no-transform` are
 * sent as they are.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    // The body is not asked for until it is compressed: asking builds a stream around it.
    if (c.req.method === "HEAD" || answer.status === 206 || NO_BODY.has(answer.status)) return;
    const headers = answer.headers;
    if (headers.has("Content-Encoding") || headers.has("Transfer-Encoding")) return;
    const length = headers.get("Content-Length");
    if (length !== null && Number(length) < THRESHOLD_BYTES) return;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("Content-Type") ?? "")) return;
    if (NO_TRANSFORM.test(headers.get("Cache-Control") ?? "")) return;
    const vary = headers.get("Vary");
    const varied =
      vary && VARIES_ON_ENCODING.test(vary)
        ? vary
        : vary
          ? `${vary}, Accept-Encoding`
          : "Accept-Encoding";
    const encoding = chosenEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) {
      if (varied === vary) return;
      try {
        headers.set("Vary", varied);
      } catch {
        // An answer with immutable headers (a fetched one) is copied once.
        const copy = new Headers(headers);
        copy.set("Vary", varied);
        c.res = undefined;
        c.res = new Response(answer.body, { status: answer.status, headers: copy });
      }
      return;
    }
    const encoded = new Headers(headers);
    encoded.set("Vary", varied);
    encoded.set("Content-Encoding", encoding);
    encoded.delete("Content-Length");
    const etag = encoded.get("ETag");
    if (etag && !etag.startsWith("W/")) encoded.set("ETag", `W/${etag}`);
    if (!answer.body) return;
    c.res = undefined;
    c.res = new Response(answer.body.pipeThrough(new CompressionStream(encoding)), {
      status: answer.status,
      headers: encoded,
    });
  };
}
