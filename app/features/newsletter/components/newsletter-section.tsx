import type { FormFailure } from "~/lib/form-reply";
import { SubscriberCount, useNewsletterBenefits } from "./newsletter-copy";
import { NewsletterForm } from "./newsletter-form";

/**
 * The newsletter sign-up section (docs/product.md#home). `subscriberCount` is the real count from
 * `getPublicSubscriberCount()`; it is shown only from 100 subscribers.
 */
export function NewsletterSection({
  subscriberCount,
  documentReply,
}: {
  subscriberCount?: number | null;
  /** What the form's action answered to a form posted without scripts (on /newsletter). */
  documentReply?: FormFailure;
}) {
  const benefits = useNewsletterBenefits();
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
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <span aria-hidden="true">✓</span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <NewsletterForm tone="dark" documentReply={documentReply} />
          <SubscriberCount count={subscriberCount} className="mt-3 text-sm text-brand-50" />
        </div>
      </div>
    </section>
  );
}
