import { contactSubmissions } from "~/db/schema";
import { getDb } from "~/lib/db.server";
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
  return row!.id;
}
