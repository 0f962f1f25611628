import { Hono } from "hono";
import { isbot } from "isbot";
import { recordPageView } from "~/features/analytics/mutations.server";
import { PageViewSchema } from "~/features/analytics/schema";
import { apiError, validationError } from "./errors";

const MAX_BODY_BYTES = 4096;

/** POST /api/v1/page-views: first-party page-view records; known bots are not counted. */
export function createPageViewsApi() {
  const api = new Hono();
  api.post("/", async (c) => {
    if (Number(c.req.header("content-length") ?? 0) > MAX_BODY_BYTES) {
      return apiError(
        c,
        413,
        "too_large",
        `A page view report can be at most ${MAX_BODY_BYTES} bytes.`,
      );
    }
    if (isbot(c.req.header("user-agent") ?? "")) return c.body(null, 204);
    let body: unknown;
    try {
      const text = await c.req.text();
      if (text.length > MAX_BODY_BYTES) {
        return apiError(
          c,
          413,
          "too_large",
          `A page view report can be at most ${MAX_BODY_BYTES} bytes.`,
        );
      }
      body = JSON.parse(text);
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
    await recordPageView(parsed.data);
    return c.body(null, 204);
  });
  api.all("/", (c) => apiError(c, 405, "method_not_allowed", "Use POST to report a page view."));
  return api;
}
