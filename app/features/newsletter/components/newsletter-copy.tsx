import { SUBSCRIBER_COUNT_SHOWN_FROM } from "../constants";

/** Spec 1 §9's promises: weekly updates and discount codes. */
export const NEWSLETTER_BENEFITS = [
  "Weekly updates on new and notable AI tools",
  "Exclusive 20% discount codes",
  "No spam, and you can unsubscribe at any time",
] as const;

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
