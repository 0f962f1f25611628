import { Hono } from "hono";
import { CONFIRMATION_LIMITED, NEWSLETTER_TOASTS } from "~/features/newsletter/constants";
import { newsletterRateLimit, subscribeToNewsletter } from "~/features/newsletter/mutations.server";
import { NewsletterSchema } from "~/features/newsletter/schema";
import { siteOrigin } from "~/lib/origin.server";
import { clientAddress } from "../client-address";
import { apiError, rateLimitedError, validationError } from "./errors";
import { jsonBodyLimit, readJsonBody } from "./json-body";

const MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /api/v1/newsletter: `{"email": "..."}` as JSON, for API clients. (The site's own forms
 * post to the /newsletter page.) The address gets the confirmation email (decision 016).
 */
export function createNewsletterApi() {
  const api = new Hono();

  api.post("/", jsonBodyLimit(MAX_BODY_BYTES), async (c) => {
    const read = await readJsonBody(c, "subscription", '{"email": "you@example.com"}');
    if ("refusal" in read) return read.refusal;
    const parsed = NewsletterSchema.safeParse(read.body);
    if (!parsed.success) return validationError(c, parsed.error);
    const limit = await newsletterRateLimit.consume(clientAddress(c));
    if (!limit.allowed)
      return rateLimitedError(
        c,
        limit.retryAfterSeconds,
        "Too many subscriptions from your address.",
      );
    const reply = await subscribeToNewsletter(parsed.data, siteOrigin(c.req.raw));
    switch (reply.outcome) {
      case "duplicate":
        return apiError(c, 409, "already_subscribed", NEWSLETTER_TOASTS.duplicate.description);
      case "mail_limited":
        return rateLimitedError(c, reply.retryAfterSeconds, CONFIRMATION_LIMITED);
      case "mail_failed":
        return apiError(c, 503, "mail_failed", NEWSLETTER_TOASTS.failure.description);
    }
    // On the list, but not counted or sent anything else until its owner confirms.
    const resent = reply.outcome === "resent";
    return c.json(
      {
        subscribed: true,
        confirmed: false,
        email: parsed.data.email,
        message: (resent ? NEWSLETTER_TOASTS.resent : NEWSLETTER_TOASTS.success).description,
      },
      resent ? 200 : 201,
    );
  });

  api.all("/", (c) =>
    apiError(c, 405, "method_not_allowed", "Use POST to subscribe to the newsletter."),
  );

  return api;
}
