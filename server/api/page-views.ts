import { Hono } from "hono";
import { isbot } from "isbot";
import { pageViewRateLimit, recordPageView } from "~/features/analytics/mutations.server";
import { PageViewSchema } from "~/features/analytics/schema";
import { clientAddress } from "../client-address";
import { apiError } from "./errors";
import { runJson } from "./json-action";

/**
 * POST /api/v1/page-views: first-party page-view records, a visitor's view of a page counted
 * once a day (decision 023); known bots are not counted. The body is read only up to its limit,
 * with or without a Content-Length (a chunked upload is cut off there), and any content type is
 * taken: a page's beacon sends its JSON as text.
 */
export function createPageViewsApi() {
  const api = new Hono();
  api.post("/", (c) =>
    runJson(c, {
      maxBytes: 4096,
      what: "page view",
      example: '{"path": "/..."}',
      beacon: true,
      skip: () => (isbot(c.req.header("user-agent") ?? "") ? c.body(null, 204) : undefined),
      schema: PageViewSchema,
      rateLimits: () => [
        {
          limiter: pageViewRateLimit,
          key: clientAddress(c),
          message: "Too many page views from your address.",
        },
      ],
      act: async (view) => {
        // Counted or not (a repeat the same day), the answer is the same.
        await recordPageView(view, {
          address: clientAddress(c),
          userAgent: c.req.header("user-agent") ?? "",
        });
        return c.body(null, 204);
      },
    }),
  );
  api.all("/", (c) => apiError(c, 405, "method_not_allowed", "Use POST to report a page view."));
  return api;
}
