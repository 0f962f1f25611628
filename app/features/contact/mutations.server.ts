import { contactSubmissions } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { notifyOperator } from "~/lib/mail.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { ContactInput } from "./schema";

export const contactRateLimit = createRateLimiter({
  name: "contact",
  limit: 5,
  windowMs: 60 * 60_000,
});

/** Keeps a message for the team (text only; it is never rendered as HTML). */
export async function saveContactMessage(input: ContactInput) {
  const [row] = await getDb()
    .insert(contactSubmissions)
    .values(input)
    .returning({ id: contactSubmissions.id });
  await notifyOperator(`New contact message: ${input.subject}`, [
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject}`,
    input.message,
  ]);
  return row!.id;
}
