import { Hono } from "hono";
import { NEWSLETTER_TOASTS } from "~/features/newsletter/constants";
import { newsletterRateLimit, subscribeToNewsletter } from "~/features/newsletter/mutations.server";
import { NewsletterSchema } from "~/features/newsletter/schema";
import { retryAfterText } from "~/lib/rate-limit.server";
import { clientAddress } from "../client-address";
import { apiError, validationError } from "./errors";
import { jsonBodyLimit, readJsonBody } from "./json-body";

const MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /api/v1/newsletter: `{"email": "..."}` as JSON, for API clients. (The site's own forms
 * post to the /newsletter page.)
 */
export function createNewsletterApi() {
  const api = new Hono();

  api.post("/", jsonBodyLimit(MAX_BODY_BYTES), async (c) => {
    const read = await readJsonBody(c, "subscription", '{"email": "you@example.com"}');
    if ("refusal" in read) return read.refusal;
    const parsed = NewsletterSchema.safeParse(read.body);
    if (!parsed.success) return validationError(c, parsed.error);
    const limit = await newsletterRateLimit.consume(clientAddress(c));
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return apiError(
        c,
        429,
        "rate_limited",
        `Too many subscriptions from your address. ${retryAfterText(limit.retryAfterSeconds)}`,
      );
    }
    const outcome = await subscribeToNewsletter(parsed.data);
    if (outcome === "duplicate") {
      return apiError(c, 409, "already_subscribed", NEWSLETTER_TOASTS.duplicate.description);
    }
    return c.json(
      {
        subscribed: true,
        email: parsed.data.email,
        message: NEWSLETTER_TOASTS.success.description,
      },
      201,
    );
  });

  api.all("/", (c) =>
    apiError(c, 405, "method_not_allowed", "Use POST to subscribe to the newsletter."),
  );

  return api;
}
