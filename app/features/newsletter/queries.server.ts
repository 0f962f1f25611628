import { count, isNotNull } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import { SUBSCRIBER_COUNT_SHOWN_FROM } from "./constants";

/** The number of subscribers who confirmed their address (decision 016); no one else counts. */
export async function countSubscribers(db: Db = getDb()) {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt));
  return row?.n ?? 0;
}

/** The real subscriber count when it is worth showing, else null (the copy then gives no number). */
export async function getPublicSubscriberCount(db: Db = getDb()) {
  const subscribers = await countSubscribers(db);
  return subscribers >= SUBSCRIBER_COUNT_SHOWN_FROM ? subscribers : null;
}
