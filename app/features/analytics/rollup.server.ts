import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import {
  aiTools,
  pageViewRollups,
  pageViews,
  pageViewsDailyKeys,
  recentViewCounts,
  savedTools,
  sitePageViewsDaily,
  toolPageViewsDaily,
  trafficWindow,
} from "~/db/schema";
import { getDb, inTransaction, queryRows, type Db } from "~/lib/db.server";
import { releaseLease, renewLease, takeLease } from "~/lib/lease.server";
import { repeat } from "~/lib/repeat.server";
import { RECENT_VIEW_DAYS, TRAFFIC_DAYS } from "./constants";

export { releaseLease, takeLease };

// The daily roll-up of page views (docs/product.md#page-views, decisions 031 and 039): each UTC
// day of raw page views is counted per tool into tool_page_views_daily, and for the whole site,
// per path and per referring host for the admin traffic page, recomputed rather than added to,
// so a day rolled up twice has the same figures. The traffic page's ranked lists over the last
// TRAFFIC_DAYS days are then counted from the daily rows, and so are the tools' recent views
// behind "Most Popular" (decision 017). One app server at a time does it, under a lease row taken
// by one conditional write; raw rows of complete days older than the retention are then deleted.

const DAY_MS = 24 * 60 * 60_000;
const JOB = "page-view-rollup";
/** How long a server may hold the job before another may take it (it gives it back when done). */
const LEASE_MS = 15 * 60_000;
/** A day is complete once rolled up this long after it ended: views still being written. */
export const ROLLUP_SETTLE_MS = 5 * 60_000;
const PRUNE_BATCH = 5000;
/** Tools whose recent views are counted again in one statement. */
const RECOUNT_BATCH = 2000;
const ROLLUP_EVERY_MS = 60 * 60_000;
const FIRST_ROLLUP_MS = 2 * 60_000;

/** This process, as a lease holder. */
const HOLDER = randomUUID();

/** Sub-pages of a tool's address that are not its page. */
const NOT_THE_PAGE = "^/tool/[^/]+/(alternatives|report|suggest|claim)/?$";
/** The tool id of a tool page's path: /tool/{id} or /tool/{id}/{slug}. */
const TOOL_ID = "^/tool/([^/]+)(?:/[^/]*)?$";

function dayStart(day: string) {
  return new Date(`${day}T00:00:00.000Z`);
}

function utcDay(at: Date) {
  return at.toISOString().slice(0, 10);
}

function addDays(day: string, days: number) {
  return utcDay(new Date(dayStart(day).getTime() + days * DAY_MS));
}

/**
 * Counts one UTC day's page views again and replaces that day's rows: each tool page's (tools
 * viewed that day get their count, others none), the site's, and each path's and referring
 * host's. A tool's page is /tool/{id} or /tool/{id}/{slug}; the alternatives, report, suggest
 * and claim pages under a tool's address are not its page. Returns the day's tool page views.
 */
export async function rollUpDay(db: Db, day: string) {
  const from = dayStart(day).toISOString();
  const to = dayStart(addDays(day, 1)).toISOString();
  const ofTheDay = sql`created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz`;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`DELETE FROM ${toolPageViewsDaily} WHERE day = ${day}::date`);
    await tx.execute(sql`DELETE FROM ${sitePageViewsDaily} WHERE day = ${day}::date`);
    await tx.execute(sql`DELETE FROM ${pageViewsDailyKeys} WHERE day = ${day}::date`);
    await tx.execute(
      sql`INSERT INTO ${sitePageViewsDaily} (day, views)
          SELECT ${day}::date, count(*)::int FROM ${pageViews} WHERE ${ofTheDay}
          HAVING count(*) > 0`,
    );
    await tx.execute(
      sql`INSERT INTO ${pageViewsDailyKeys} (kind, day, key, views)
          SELECT 'path', ${day}::date, path, count(*)::int FROM ${pageViews}
          WHERE ${ofTheDay} GROUP BY path
          UNION ALL
          SELECT 'referrer', ${day}::date, referrer_host, count(*)::int FROM ${pageViews}
          WHERE ${ofTheDay} AND referrer_host IS NOT NULL GROUP BY referrer_host`,
    );
    const rows = await queryRows<{ views: number }>(
      tx,
      sql`INSERT INTO ${toolPageViewsDaily} (tool_id, day, views)
          SELECT t.id, ${day}::date, c.views
          FROM (
            SELECT substring(path FROM ${TOOL_ID}) AS tool_id, count(*)::int AS views
            FROM ${pageViews}
            WHERE ${ofTheDay} AND path LIKE '/tool/%' AND path !~ ${NOT_THE_PAGE}
            GROUP BY 1
          ) AS c
          JOIN ai_tools AS t ON t.id = c.tool_id
          RETURNING views`,
    );
    return rows.reduce((sum, row) => sum + row.views, 0);
  });
}

/** How many of each ranked list the traffic page shows. */
export const TRAFFIC_TOP = 10;

/**
 * Counts the traffic page's ranked lists for the TRAFFIC_DAYS days ending with `today` from the
 * daily rows, and replaces the last ones in one transaction: the most viewed paths, referring
 * hosts and tool pages (each tool with its saves in those days). The per-path and per-host rows
 * of days before the window are then deleted: nothing else reads them.
 */
export async function countTrafficWindow(db: Db, today: string) {
  const first = addDays(today, -(TRAFFIC_DAYS - 1));
  const since = sql`${first}::date`;
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`DELETE FROM ${trafficWindow}`);
    for (const kind of ["path", "referrer"] as const) {
      await tx.execute(
        sql`INSERT INTO ${trafficWindow} (kind, position, key, views)
            SELECT ${kind}, row_number() OVER (ORDER BY views DESC, key), key, views
            FROM (SELECT key, sum(views)::int AS views FROM ${pageViewsDailyKeys}
                  WHERE kind = ${kind} AND day >= ${since}
                  GROUP BY key ORDER BY views DESC, key LIMIT ${TRAFFIC_TOP}) AS top`,
      );
    }
    await tx.execute(
      sql`INSERT INTO ${trafficWindow} (kind, position, key, views, saves)
          SELECT 'tool', row_number() OVER (ORDER BY views DESC, tool_id), tool_id, views,
                 (SELECT count(*)::int FROM ${savedTools} AS s
                  WHERE s.tool_id = top.tool_id
                    AND s.created_at >= ${`${first}T00:00:00.000Z`}::timestamptz)
          FROM (SELECT tool_id, sum(views)::int AS views FROM ${toolPageViewsDaily}
                WHERE day >= ${since}
                GROUP BY tool_id ORDER BY views DESC, tool_id LIMIT ${TRAFFIC_TOP}) AS top`,
    );
  });
  await db.execute(sql`DELETE FROM ${pageViewsDailyKeys} WHERE day < ${since}`);
}

/**
 * Counts again the recent views of the tools `batch` names (a query of at most RECOUNT_BATCH ids
 * after `after`, in id order): their daily views since `first`. Writes those that changed, one
 * statement a batch, until the query runs out, calling `onBatch` after each. Returns how many
 * tools changed.
 */
async function recount(
  db: Db,
  first: string,
  batch: (after: string) => SQL,
  onBatch: () => Promise<unknown>,
) {
  let after = "";
  let changed = 0;
  for (;;) {
    const [row] = await queryRows<{ ids: number; last: string | null; changed: number }>(
      db,
      sql`WITH batch AS (${batch(after)}),
          sums AS (
            SELECT b.id, coalesce(sum(d.views), 0)::int AS views
            FROM batch AS b
            LEFT JOIN ${toolPageViewsDaily} AS d ON d.tool_id = b.id AND d.day >= ${first}::date
            GROUP BY b.id
          ),
          changed AS (
            UPDATE ${aiTools} AS t SET recent_views = s.views
            FROM sums AS s
            WHERE t.id = s.id AND t.recent_views <> s.views
            RETURNING t.id
          )
          SELECT (SELECT count(*)::int FROM batch) AS ids, (SELECT max(id) FROM batch) AS last,
                 (SELECT count(*)::int FROM changed) AS changed`,
    );
    changed += row!.changed;
    await onBatch();
    if (row!.ids < RECOUNT_BATCH || row!.last === null) return changed;
    after = row!.last;
  }
}

/**
 * Writes into each tool's recent_views its page views of the RECENT_VIEW_DAYS days ending with
 * `now`'s, from the daily rows. Only the tools whose sum can have changed since the last count
 * are counted again: those viewed on a day rolled up since, or on a day that has left the window
 * since. The first count, or one whose clock is behind the last, counts every tool. Returns how
 * many tools changed.
 */
export async function countRecentViews(
  db: Db,
  now: Date,
  onBatch: () => Promise<unknown> = async () => {},
) {
  const first = addDays(utcDay(now), -(RECENT_VIEW_DAYS - 1));
  const [last] = await db.select().from(recentViewCounts);
  let changed = 0;
  if (!last || last.countedAt > now) {
    changed = await recount(
      db,
      first,
      (after) =>
        sql`SELECT id FROM ${aiTools} WHERE id > ${after} ORDER BY id LIMIT ${RECOUNT_BATCH}`,
      onBatch,
    );
  } else {
    const days: string[] = [];
    const lastFirst = addDays(utcDay(last.countedAt), -(RECENT_VIEW_DAYS - 1));
    for (let day = lastFirst; day < first; day = addDays(day, 1)) days.push(day);
    const rolled = await queryRows<{ day: string }>(
      db,
      sql`SELECT day::text AS day FROM ${pageViewRollups}
          WHERE rolled_at > ${last.countedAt.toISOString()}::timestamptz AND day >= ${first}::date
          ORDER BY day`,
    );
    days.push(...rolled.map((row) => row.day));
    for (const day of days) {
      changed += await recount(
        db,
        first,
        (after) =>
          sql`SELECT tool_id AS id FROM ${toolPageViewsDaily}
              WHERE day = ${day}::date AND tool_id > ${after}
              ORDER BY tool_id LIMIT ${RECOUNT_BATCH}`,
        onBatch,
      );
    }
  }
  await db
    .insert(recentViewCounts)
    .values({ countedAt: now })
    .onConflictDoUpdate({ target: recentViewCounts.only, set: { countedAt: now } });
  return changed;
}

/**
 * The days to roll up at `now`: from the day after the last complete one (or the first day with
 * a raw view) through today.
 */
async function daysToRollUp(db: Db, now: Date) {
  const [row] = await queryRows<{ complete: string | null; first: string | null }>(
    db,
    sql`SELECT
          (SELECT max(day)::text FROM ${pageViewRollups} WHERE complete) AS complete,
          (SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM ${pageViews}) AS first`,
  );
  const today = utcDay(now);
  const start = row?.complete ? addDays(row.complete, 1) : (row?.first ?? today);
  const days: string[] = [];
  for (let day = start; day <= today; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Deletes the raw page views of complete days that began more than `retentionDays` days before
 * today, a bounded batch per statement; days not yet complete keep theirs. 0 keeps them all.
 */
export async function pruneRolledUpViews(db: Db, now: Date, retentionDays: number) {
  if (retentionDays <= 0) return 0;
  const cutoff = addDays(utcDay(now), -retentionDays);
  const days = await queryRows<{ day: string }>(
    db,
    sql`SELECT day::text AS day FROM ${pageViewRollups}
        WHERE complete AND day < ${cutoff}::date
          AND day >= (SELECT (min(created_at) AT TIME ZONE 'UTC')::date FROM ${pageViews})
        ORDER BY day`,
  );
  let deleted = 0;
  for (const { day } of days) {
    const from = dayStart(day).toISOString();
    const to = dayStart(addDays(day, 1)).toISOString();
    for (;;) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`DELETE FROM ${pageViews} WHERE id IN (
              SELECT id FROM ${pageViews}
              WHERE created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz
              LIMIT ${PRUNE_BATCH})
            RETURNING id`,
      );
      deleted += rows.length;
      if (rows.length < PRUNE_BATCH) break;
    }
  }
  return deleted;
}

export type RollupRun = {
  db?: Db;
  /** The clock (tests move it). */
  now?: Date;
  /** PAGE_VIEW_RETENTION_DAYS: raw rows older than this many days go once rolled up; 0 keeps them. */
  retentionDays: number;
  /** Who holds the lease (each app server is one holder). */
  holder?: string;
};

export type RollupResult =
  | { ran: false }
  | { ran: true; days: string[]; complete: string[]; recentViews: number; pruned: number };

/**
 * Rolls up every day not yet complete, through today, counts the traffic page's lists and the
 * tools' recent views, and deletes the raw views past the retention. Does nothing when another
 * app server holds the job; keeps it while it runs.
 */
export async function rollUpPageViews({
  db = getDb(),
  now = new Date(),
  retentionDays,
  holder = HOLDER,
}: RollupRun): Promise<RollupResult> {
  if (!(await takeLease(db, JOB, holder, now, LEASE_MS))) return { ran: false };
  // The lease runs on from `now` by the time the run has taken so far.
  const started = Date.now();
  const keep = () =>
    renewLease(db, JOB, holder, new Date(now.getTime() + (Date.now() - started) + LEASE_MS));
  try {
    const days = await daysToRollUp(db, now);
    const complete: string[] = [];
    for (const day of days) {
      await rollUpDay(db, day);
      await keep();
      const done = now.getTime() >= dayStart(day).getTime() + DAY_MS + ROLLUP_SETTLE_MS;
      if (done) complete.push(day);
      await db
        .insert(pageViewRollups)
        .values({ day, rolledAt: now, complete: done })
        .onConflictDoUpdate({
          target: pageViewRollups.day,
          set: { rolledAt: now, complete: done },
        });
    }
    await countTrafficWindow(db, utcDay(now));
    const recentViews = await countRecentViews(db, now, keep);
    const pruned = await pruneRolledUpViews(db, now, retentionDays);
    return { ran: true, days, complete, recentViews, pruned };
  } finally {
    await releaseLease(db, JOB, holder);
  }
}

/**
 * Rolls page views up every hour on each app server (and a little after it starts); the lease
 * lets one of them do it at a time. Returns a function that stops it.
 */
export function schedulePageViewRollup({ retentionDays }: { retentionDays: number }) {
  return repeat(() => rollUpPageViews({ retentionDays }), {
    everyMs: ROLLUP_EVERY_MS,
    firstMs: FIRST_ROLLUP_MS,
    failure: "Page views could not be rolled up",
  });
}
