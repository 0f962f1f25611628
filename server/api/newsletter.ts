import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { NEWSLETTER_TOASTS, type NewsletterOutcome } from "~/features/newsletter/constants";
import { newsletterRateLimit, subscribeToNewsletter } from "~/features/newsletter/mutations.server";
import { NewsletterSchema } from "~/features/newsletter/schema";
import { retryAfterText } from "~/lib/rate-limit.server";
import { clientAddress } from "../client-address";
import { apiError, validationError } from "./errors";

const MAX_BODY_BYTES = 16 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * POST /api/v1/newsletter: `{"email": "..."}` as JSON. The site's own form also posts here as a
 * plain HTML form when scripts are off; a browser asking for HTML is then sent back to the page
 * it came from with the outcome in `?newsletter=`.
 */
export function createNewsletterApi() {
  const api = new Hono();

  api.post(
    "/",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        apiError(
          c,
          413,
          "too_large",
          `The request body can be at most ${MAX_BODY_BYTES / 1024} KB.`,
        ),
    }),
    async (c) => {
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
      const isForm = FORM_TYPES.includes(type);
      if (!isForm && type !== "application/json") {
        return apiError(
          c,
          415,
          "unsupported_media_type",
          'Send the subscription as JSON (Content-Type: application/json): {"email": "you@example.com"}.',
        );
      }
      const fromBrowserForm = isForm && (c.req.header("accept") ?? "").includes("text/html");
      let body: unknown;
      try {
        body = isForm ? Object.fromEntries(await c.req.formData()) : await c.req.json();
      } catch {
        return apiError(
          c,
          400,
          "invalid_json",
          'The body is not valid JSON: send {"email": "..."}.',
        );
      }
      const parsed = NewsletterSchema.safeParse(body);
      if (!parsed.success) {
        return fromBrowserForm ? backToPage(c, body, "invalid") : validationError(c, parsed.error);
      }
      const limit = await newsletterRateLimit.consume(clientAddress(c));
      if (!limit.allowed) {
        if (fromBrowserForm) return backToPage(c, body, "limited");
        c.header("Retry-After", String(limit.retryAfterSeconds));
        return apiError(
          c,
          429,
          "rate_limited",
          `Too many subscriptions from your address. ${retryAfterText(limit.retryAfterSeconds)}`,
        );
      }
      const outcome = await subscribeToNewsletter(parsed.data);
      if (fromBrowserForm) return backToPage(c, body, outcome);
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
    },
  );

  api.all("/", (c) =>
    apiError(c, 405, "method_not_allowed", "Use POST to subscribe to the newsletter."),
  );

  return api;
}

/** A same-site path to return to (never another origin), from the form's redirectTo field. */
function returnPath(body: unknown) {
  const raw = (body as { redirectTo?: unknown } | null)?.redirectTo;
  if (typeof raw !== "string" || !/^\/(?![/\\])[^\s\\]{0,500}$/.test(raw)) return "/";
  return raw;
}

function backToPage(c: Context, body: unknown, outcome: NewsletterOutcome) {
  const url = new URL(returnPath(body), "http://site.invalid");
  url.searchParams.set("newsletter", outcome);
  return c.redirect(`${url.pathname}${url.search}#newsletter`, 303);
}
