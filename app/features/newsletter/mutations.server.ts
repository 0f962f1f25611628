import { and, eq, isNull } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import { hashLinkToken, newLinkToken } from "~/lib/link-token.server";
import { log } from "~/lib/log.server";
import { sendMail } from "~/lib/mail.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { SITE } from "~/lib/site";
import {
  CONFIRMATION_MAILS_PER_HOUR,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "./constants";
import type { NewsletterInput } from "./schema";

/** Subscriptions accepted per client address: enough for a household, too few for a list. */
export const newsletterRateLimit = createRateLimiter({
  name: "newsletter",
  limit: 10,
  windowMs: 15 * 60_000,
});

/**
 * Confirmation emails per recipient: visitors from many addresses cannot fill someone's inbox
 * by asking for the link again and again.
 */
export const confirmationMailRateLimit = createRateLimiter({
  name: "newsletter-confirmation",
  limit: CONFIRMATION_MAILS_PER_HOUR,
  windowMs: 60 * 60_000,
});

export type SubscribeOutcome =
  | { outcome: "subscribed" | "resent" | "duplicate" | "mail_failed" }
  | { outcome: "mail_limited"; retryAfterSeconds: number };

/** The links of one subscriber's emails, on the site's public origin. */
export function newsletterLinks(origin: string, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    confirm: `${origin}${NEWSLETTER_CONFIRM_PATH}${query}`,
    unsubscribe: `${origin}${NEWSLETTER_UNSUBSCRIBE_PATH}${query}`,
  };
}

/**
 * The header fields of every newsletter message: the unsubscribe link, and that one POST to it
 * unsubscribes without any further step (RFC 8058), so mail programs can offer their own button.
 */
export function newsletterMailHeaders(unsubscribeUrl: string) {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

async function sendConfirmation(email: string, origin: string, token: string) {
  const links = newsletterLinks(origin, token);
  await sendMail({
    to: email,
    subject: `Confirm your subscription to the ${SITE.name} newsletter`,
    paragraphs: [
      `Please confirm that you want the ${SITE.name} newsletter at this address.`,
      "Until you confirm, we send you nothing else.",
      `If you did not ask for this, ignore this email, or remove your address now: ${links.unsubscribe}`,
    ],
    action: { label: "Confirm subscription", url: links.confirm },
    headers: newsletterMailHeaders(links.unsubscribe),
  });
}

/**
 * Asks an address to join the newsletter (double opt-in, decision 016). The schema has already
 * trimmed and lower-cased it, so the unique index makes a repeat, in any letter case, the same
 * subscriber. A new address, or one that has not confirmed yet, is sent a confirmation email
 * with a new link (the older email's links stop working); a confirmed one is a duplicate and
 * gets nothing. `origin` is the site's public origin, for the links.
 */
export async function subscribeToNewsletter(
  input: NewsletterInput,
  origin: string,
  db: Db = getDb(),
): Promise<SubscribeOutcome> {
  const [existing] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, input.email));
  if (existing?.confirmedAt) return { outcome: "duplicate" };

  const limit = await confirmationMailRateLimit.consume(input.email);
  if (!limit.allowed) {
    return { outcome: "mail_limited", retryAfterSeconds: limit.retryAfterSeconds };
  }

  const { token, hash } = newLinkToken();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, tokenHash: hash })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  let outcome: "subscribed" | "resent" = "subscribed";
  if (inserted.length === 0) {
    // Known and, unless confirmed meanwhile, still waiting: its links are replaced.
    const updated = await db
      .update(newsletterSubscribers)
      .set({ tokenHash: hash })
      .where(
        and(
          eq(newsletterSubscribers.email, input.email),
          isNull(newsletterSubscribers.confirmedAt),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    if (updated.length === 0) return { outcome: "duplicate" };
    outcome = "resent";
  }

  try {
    await sendConfirmation(input.email, origin, token);
  } catch (error) {
    // The address stays unconfirmed; asking again sends a new link.
    log.error("Newsletter confirmation could not be sent", { error: String(error) });
    return { outcome: "mail_failed" };
  }
  return { outcome };
}

/** The subscriber an emailed link names, or null for a link that names nobody (any more). */
export async function findSubscriberByToken(token: string, db: Db = getDb()) {
  const [row] = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenHash, hashLinkToken(token)));
  return row ?? null;
}

/**
 * Confirms the subscription a link names. Confirming twice is harmless (the first time is kept);
 * null when the link names nobody.
 */
export async function confirmSubscription(token: string, db: Db = getDb()) {
  const hash = hashLinkToken(token);
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date() })
    .where(
      and(eq(newsletterSubscribers.tokenHash, hash), isNull(newsletterSubscribers.confirmedAt)),
    )
    .returning({ email: newsletterSubscribers.email });
  if (confirmed) return { email: confirmed.email, already: false };
  const known = await findSubscriberByToken(token, db);
  return known ? { email: known.email, already: true } : null;
}

/**
 * Removes the address a link names: unsubscribing deletes it (nothing about it is kept). Null
 * when the link names nobody, which includes an address already removed.
 */
export async function unsubscribe(token: string, db: Db = getDb()) {
  const [removed] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenHash, hashLinkToken(token)))
    .returning({ email: newsletterSubscribers.email });
  return removed ? { email: removed.email } : null;
}
