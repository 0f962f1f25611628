import { sql } from "drizzle-orm";
import { jobLeases } from "~/db/schema";
import { queryRows, type Db } from "~/lib/db.server";

// Leases on named jobs in job_leases, so that one app server at a time runs a scheduled job
// (the page-view roll-up, the daily backup).

/**
 * Takes the named job for `holder` until `now + ms`, if no one holds it: one conditional write,
 * which only one app server's can match, on PGlite and PostgreSQL alike.
 */
export async function takeLease(db: Db, name: string, holder: string, now: Date, ms: number) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`INSERT INTO ${jobLeases} (name, holder, expires_at)
        VALUES (${name}, ${holder}, ${new Date(now.getTime() + ms).toISOString()}::timestamptz)
        ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
        WHERE ${jobLeases.expiresAt} <= ${now.toISOString()}::timestamptz
        RETURNING name`,
  );
  return rows.length > 0;
}

/** Gives the job back, if `holder` still holds it. */
export async function releaseLease(db: Db, name: string, holder: string) {
  await db.execute(sql`DELETE FROM ${jobLeases} WHERE name = ${name} AND holder = ${holder}`);
}

/**
 * Keeps the job for `holder` until `until`, if it still holds it: for a long run, so another app
 * server does not take the job over while it is under way. Returns whether it still holds it.
 */
export async function renewLease(db: Db, name: string, holder: string, until: Date) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`UPDATE ${jobLeases} SET expires_at = ${until.toISOString()}::timestamptz
        WHERE name = ${name} AND holder = ${holder}
        RETURNING name`,
  );
  return rows.length > 0;
}
