import { Hono } from "hono";
import { CONFIRMATION_LIMITED, NEWSLETTER_TOASTS } from "~/features/newsletter/constants";
import { newsletterRateLimit, subscribeToNewsletter } from "~/features/newsletter/mutations.server";
import { NewsletterSchema } from "~/features/newsletter/schema";
import { siteOrigin } from "~/lib/origin.server";
import { clientAddress } from "../client-address";
import { apiError, rateLimitedError } from "./errors";
import { runJson } from "./json-action";

/**
 * POST /api/v1/newsletter: `{"email": "..."}` as JSON, for API clients. (The site's own forms
 * post to the /newsletter page.) The address gets the confirmation email (decision 016).
 */
export function createNewsletterApi() {
  const api = new Hono();

  api.post("/", (c) =>
    runJson(c, {
      maxBytes: 16 * 1024,
      what: "subscription",
      example: '{"email": "you@example.com"}',
      schema: NewsletterSchema,
      rateLimits: () => [
        {
          limiter: newsletterRateLimit,
          key: clientAddress(c),
          message: "Too many subscriptions from your address.",
        },
      ],
      act: async (subscription) => {
        const reply = await subscribeToNewsletter(subscription, siteOrigin(c.req.raw));
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
            email: subscription.email,
            message: (resent ? NEWSLETTER_TOASTS.resent : NEWSLETTER_TOASTS.success).description,
          },
          resent ? 200 : 201,
        );
      },
    }),
  );

  api.all("/", (c) =>
    apiError(c, 405, "method_not_allowed", "Use POST to subscribe to the newsletter."),
  );

  return api;
}
