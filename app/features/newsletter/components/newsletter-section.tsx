import { useSearchParams } from "react-router";
import { NEWSLETTER_OUTCOMES, NEWSLETTER_TOASTS, type NewsletterOutcome } from "../constants";
import { NEWSLETTER_BENEFITS, SubscriberCount } from "./newsletter-copy";
import { NewsletterForm } from "./newsletter-form";

/** What a form posted without scripts came back with (shown in place of a toast). */
const OUTCOME_MESSAGES: Record<NewsletterOutcome, { title: string; description: string }> = {
  subscribed: NEWSLETTER_TOASTS.success,
  duplicate: NEWSLETTER_TOASTS.duplicate,
  invalid: {
    title: NEWSLETTER_TOASTS.failure.title,
    description: "Please enter a valid email address.",
  },
  limited: {
    title: NEWSLETTER_TOASTS.failure.title,
    description: "Too many subscriptions from your address. Please try again later.",
  },
  failed: NEWSLETTER_TOASTS.failure,
};

function outcomeFrom(value: string | null): NewsletterOutcome | null {
  return NEWSLETTER_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/**
 * The newsletter sign-up section (spec 1 §2 home page). `subscriberCount` is the real count from
 * `getPublicSubscriberCount()`; it is shown only from 100 subscribers.
 */
export function NewsletterSection({ subscriberCount }: { subscriberCount?: number | null }) {
  const [searchParams] = useSearchParams();
  const outcome = outcomeFrom(searchParams.get("newsletter"));
  const message = outcome ? OUTCOME_MESSAGES[outcome] : null;
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="scroll-mt-24 rounded-2xl bg-brand-700 px-6 py-10 text-white sm:px-10"
    >
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="newsletter-heading" className="text-2xl font-bold sm:text-3xl">
            Stay ahead of new AI tools
          </h2>
          <p className="mt-3 text-brand-50">
            Get our newsletter: the tools worth knowing about, what changed in pricing and features,
            and our latest guides.
          </p>
          <ul className="mt-4 space-y-1.5 text-sm text-white">
            {NEWSLETTER_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <span aria-hidden="true">✓</span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <NewsletterForm tone="dark" />
          {message ? (
            <p role="status" className="mt-3 rounded-md bg-white/10 px-3 py-2 text-sm text-white">
              <strong className="font-semibold">{message.title}.</strong> {message.description}
            </p>
          ) : null}
          <SubscriberCount count={subscriberCount} className="mt-3 text-sm text-brand-50" />
        </div>
      </div>
    </section>
  );
}
