import { notifySubscriptions } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { ComingSoonPage } from "./constants";
import type { NotifyInput } from "./schema";

/** Notify requests accepted per address. */
export const notifyRateLimit = createRateLimiter({
  name: "notify",
  limit: 10,
  windowMs: 15 * 60_000,
});

/** Remembers to tell this address when the page opens; asking twice keeps one request. */
export async function requestNotification(
  page: ComingSoonPage,
  input: NotifyInput,
  db: Db = getDb(),
) {
  await db
    .insert(notifySubscriptions)
    .values({ page, email: input.email })
    .onConflictDoNothing({ target: [notifySubscriptions.page, notifySubscriptions.email] });
}
