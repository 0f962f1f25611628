import { useRootData } from "~/lib/root-data";
import { SUBSCRIBER_COUNT_SHOWN_FROM } from "../constants";

/**
 * The newsletter's promises (docs/product.md#newsletter): weekly updates, and an offer (the spec's
 * discount codes) only when the operator has one to give (NEWSLETTER_OFFER).
 */
export function useNewsletterBenefits(): string[] {
  const offer = useRootData<{ newsletterOffer?: string | null }>()?.newsletterOffer;
  return [
    "Weekly updates on new and notable AI tools",
    ...(offer ? [offer] : []),
    "No spam, and you can unsubscribe at any time",
  ];
}

/** "Join 1,234 subscribers." for a real count of at least 100; nothing below that. */
export function SubscriberCount({
  count,
  className,
}: {
  count: number | null | undefined;
  className?: string;
}) {
  if (typeof count !== "number" || count < SUBSCRIBER_COUNT_SHOWN_FROM) return null;
  return <p className={className}>Join {count.toLocaleString("en-US")} subscribers.</p>;
}
