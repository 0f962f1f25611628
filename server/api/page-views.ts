import { Hono } from "hono";
import { isbot } from "isbot";
import { pageViewRateLimit, recordPageView } from "~/features/analytics/mutations.server";
import { PageViewSchema } from "~/features/analytics/schema";
import { clientAddress } from "../client-address";
import { apiError, rateLimitedError, validationError } from "./errors";
import { jsonBodyLimit } from "./json-body";

const MAX_BODY_BYTES = 4096;

/**
 * POST /api/v1/page-views: first-party page-view records, a visitor's view of a page counted
 * once a day (decision 023); known bots are not counted. The body is read only up to its limit,
 * with or without a Content-Length (a chunked upload is cut off there), and any content type is
 * taken: a page's beacon sends its JSON as text.
 */
export function createPageViewsApi() {
  const api = new Hono();
  api.post("/", jsonBodyLimit(MAX_BODY_BYTES), async (c) => {
    if (isbot(c.req.header("user-agent") ?? "")) return c.body(null, 204);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return apiError(
        c,
        400,
        "invalid_json",
        'Send the page view as a JSON object: {"path": "/..."}.',
      );
    }
    const parsed = PageViewSchema.safeParse(body);
    if (!parsed.success) return validationError(c, parsed.error);
    const address = clientAddress(c);
    const limit = await pageViewRateLimit.consume(address);
    if (!limit.allowed)
      return rateLimitedError(c, limit.retryAfterSeconds, "Too many page views from your address.");
    // Counted or not (a repeat the same day), the answer is the same.
    await recordPageView(parsed.data, { address, userAgent: c.req.header("user-agent") ?? "" });
    return c.body(null, 204);
  });
  api.all("/", (c) => apiError(c, 405, "method_not_allowed", "Use POST to report a page view."));
  return api;
}
