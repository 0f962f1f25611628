import { Hono } from "hono";
import { MAX_APPLICATION_BYTES, applicationForm } from "~/features/careers/mutations.server";
import { apiErrorOf, runForm } from "~/lib/form-action.server";
import { clientAddress } from "../client-address";

/**
 * POST /api/careers: a job application with its resume (multipart), answered as JSON, so the
 * careers page can show the upload's real progress. The same form as the page's own action.
 */
export function createCareersApi() {
  const api = new Hono();
  api.post("/", async (c) => {
    const run = await runForm({
      request: c.req.raw,
      maxBytes: MAX_APPLICATION_BYTES,
      ...applicationForm(clientAddress(c)),
    });
    if (run.ok === "bot" || run.ok) return c.json({ ok: true }, 201);
    if (run.retryAfterSeconds) c.header("Retry-After", String(run.retryAfterSeconds));
    return c.json(apiErrorOf(run), run.status as 400);
  });
  return api;
}
