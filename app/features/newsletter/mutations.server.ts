import { newsletterSubscribers } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { NewsletterInput } from "./schema";

/** Subscriptions accepted per address: enough for a household, too few for a list. */
export const newsletterRateLimit = createRateLimiter({
  name: "newsletter",
  limit: 10,
  windowMs: 15 * 60_000,
});

/**
 * Adds a subscriber. The schema has already trimmed and lower-cased the address, so the unique
 * index makes a repeat, in any letter case, a duplicate.
 */
export async function subscribeToNewsletter(
  input: NewsletterInput,
  db: Db = getDb(),
): Promise<"subscribed" | "duplicate"> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0 ? "subscribed" : "duplicate";
}
