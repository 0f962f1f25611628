import { NewsletterSection } from "~/features/newsletter/components/newsletter-section";
import { CONFIRMATION_LIMITED, NEWSLETTER_TOASTS } from "~/features/newsletter/constants";
import { newsletterRateLimit, subscribeToNewsletter } from "~/features/newsletter/mutations.server";
import { getPublicSubscriberCount } from "~/features/newsletter/queries.server";
import { NewsletterFormSchema } from "~/features/newsletter/schema";
import { safeRedirect } from "~/lib/field-limits";
import { formAction, perAddress, refusal, success } from "~/lib/form-action.server";
import { originFrom, pageMeta } from "~/lib/meta";
import { siteOrigin } from "~/lib/origin.server";
import { retryAfterText } from "~/lib/rate-limit.server";
import type { Route } from "./+types/newsletter";

const MAX_NEWSLETTER_FORM_BYTES = 4 * 1024;

const confirmationLimited = (seconds: number) =>
  `${CONFIRMATION_LIMITED} ${retryAfterText(seconds)}`;

const TOAST_OF = {
  subscribed: NEWSLETTER_TOASTS.success,
  resent: NEWSLETTER_TOASTS.resent,
  duplicate: NEWSLETTER_TOASTS.duplicate,
};

export async function loader() {
  return { subscriberCount: await getPublicSubscriberCount() };
}

/**
 * Every newsletter form of the site posts here; a subscription sends the confirmation email
 * (decision 016) and returns the visitor to the page the form was on, with the spec's toast. A
 * refused form posted without scripts is answered by this page, which shows the form again with
 * its message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction({
    request,
    maxBytes: MAX_NEWSLETTER_FORM_BYTES,
    schema: NewsletterFormSchema,
    rateLimits: perAddress(context, newsletterRateLimit),
    rateLimitMessage: "Too many subscriptions from your address.",
    failure: NEWSLETTER_TOASTS.failure,
    mutate: async (values) => {
      const reply = await subscribeToNewsletter(values, siteOrigin(request));
      switch (reply.outcome) {
        case "mail_limited":
          return refusal(429, "rate_limited", confirmationLimited(reply.retryAfterSeconds), {
            retryAfterSeconds: reply.retryAfterSeconds,
          });
        case "mail_failed":
          return refusal(503, "mail_failed", NEWSLETTER_TOASTS.failure.description);
        default:
          return success(safeRedirect(values.redirectTo, "/"), TOAST_OF[reply.outcome], {
            replace: true,
          });
      }
    },
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Newsletter",
    description:
      "The AI tools worth knowing about, what changed in pricing, and our latest guides.",
    path: "/newsletter",
    origin: originFrom(matches),
  });

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <NewsletterSection subscriberCount={loaderData.subscriberCount} documentReply={actionData} />
    </div>
  );
}
