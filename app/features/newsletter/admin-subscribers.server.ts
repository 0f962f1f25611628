import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { getDb, inTransaction, queryRows, type Db } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { SUBSCRIBERS_PAGE_SIZE, type SubscriberState } from "./constants";
import { csvLine } from "~/lib/csv";

// The newsletter's list in the admin area (decision 016): each state newest first, removal of
// one address, and the confirmed addresses as CSV.

const inState = (state: SubscriberState) =>
  state === "confirmed"
    ? isNotNull(newsletterSubscribers.confirmedAt)
    : isNull(newsletterSubscribers.confirmedAt);

/** Addresses containing `q` (already lower-cased, as the addresses are), without LIKE's wildcards. */
const containing = (q: string) => sql`strpos(${newsletterSubscribers.email}, ${q}) > 0`;

/** How many addresses are confirmed and how many wait (each counted from its partial index). */
export async function countSubscribersByState(
  db: Db = getDb(),
): Promise<Record<SubscriberState, number>> {
  const [row] = await queryRows<{ confirmed: number; unconfirmed: number }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM ${newsletterSubscribers} WHERE confirmed_at IS NOT NULL) AS confirmed,
      (SELECT count(*)::int FROM ${newsletterSubscribers} WHERE confirmed_at IS NULL) AS unconfirmed`,
  );
  return { confirmed: row?.confirmed ?? 0, unconfirmed: row?.unconfirmed ?? 0 };
}

export type SubscriberListQuery = { status: SubscriberState; page: number; q?: string };

/** One page of the addresses in a state, newest first, and how many there are in all. */
export async function listSubscribers(
  { status, page, q }: SubscriberListQuery,
  counts: Record<SubscriberState, number>,
  db: Db = getDb(),
) {
  const conditions: SQL[] = [inState(status)];
  if (q) conditions.push(containing(q));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE),
    q
      ? db
          .select({ n: count() })
          .from(newsletterSubscribers)
          .where(where)
          .then(([row]) => row?.n ?? 0)
      : Promise.resolve(counts[status]),
  ]);
  return { rows, total };
}

export type SubscriberRemoval =
  { ok: true; email: string } | { ok: false; status: 404; message: string };

/**
 * Removes one address, recorded in the audit log in the same transaction. The log keeps the id
 * and the dates, not the address: a removal asked for by its owner leaves no copy of it.
 */
export function removeSubscriber(
  id: number,
  actor: Actor,
  db: Db = getDb(),
): Promise<SubscriberRemoval> {
  return inTransaction(db, async (tx) => {
    const [removed] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning();
    if (!removed) return { ok: false, status: 404, message: `No subscriber has the id ${id}.` };
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: "remove",
        subject: "subscriber",
        subjectId: String(id),
        changes: {
          subscribedAt: { before: removed.createdAt.toISOString(), after: null },
          confirmedAt: { before: removed.confirmedAt?.toISOString() ?? null, after: null },
        },
      },
    ]);
    return { ok: true, email: removed.email };
  });
}

/** Rows read per query by the export. */
const EXPORT_BATCH = 1000;

/** The confirmed addresses, a batch at a time, in the order they subscribed. */
export async function* confirmedSubscribers(db: Db = getDb()) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        confirmedAt: newsletterSubscribers.confirmedAt,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .where(and(isNotNull(newsletterSubscribers.confirmedAt), gt(newsletterSubscribers.id, after)))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * The confirmed addresses as CSV (email, confirmed_at, subscribed_at; times in UTC, ISO 8601),
 * read a batch at a time as the client takes them, so the export's memory does not grow with
 * the list.
 */
export function subscribersCsv(db: Db = getDb()) {
  const batches = confirmedSubscribers(db);
  const encoder = new TextEncoder();
  let started = false;
  let written = 0;
  // Cancelled (the client went away) while a batch was read: nothing more to write, no failure.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvLine(["email", "confirmed_at", "subscribed_at"])));
          return;
        }
        const next = await batches.next();
        if (cancelled) return;
        if (next.done) {
          controller.close();
          return;
        }
        const lines = next.value.map((row) =>
          csvLine([row.email, row.confirmedAt!.toISOString(), row.createdAt.toISOString()]),
        );
        controller.enqueue(encoder.encode(lines.join("")));
        written += lines.length;
      } catch (error) {
        if (cancelled) return;
        log.error("Subscriber export failed", { written, error: String(error) });
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await batches.return(undefined);
    },
  });
}
