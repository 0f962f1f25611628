// The makers' dashboard at size (docs/product.md#your-tools): on the 100,000-tool database, the
// daily rows that 10,000,000 tool page views and 10,000,000 website visits over 90 days roll up to,
// then one tool's dashboard timed over HTTP as its owner; and the roll-up job's own cost on a
// stated volume of raw page views.
import { sql } from "drizzle-orm";
import { pruneRolledUpViews, rollUpPageViews } from "~/features/analytics/rollup.server";
import { queryRows, type Db } from "~/lib/db.server";
import { createSession, createUser } from "../tests/factories";

/** Tools with views and visits every day of the 90. */
export const DASHBOARD_TOOLS = 20_000;
export const DASHBOARD_DAYS = 90;
export const DASHBOARD_SAVES = 500;
export const DASHBOARD_REVIEWS = 200;
/** Raw page views the roll-up job is timed on, over this many days. */
export const ROLLUP_RAW_VIEWS = 1_000_000;
export const ROLLUP_RAW_DAYS = 60;

export type DashboardSeed = {
  toolId: string;
  cookie: string;
  viewRows: number;
  views: number;
  visitRows: number;
  visits: number;
  seconds: number;
};

/**
 * The roll-up rows of 10,000,000 page views and 10,000,000 visits: DASHBOARD_TOOLS tools, each
 * with a row for every one of DASHBOARD_DAYS days (5 or 6 views a day) and visits from two
 * sources a day (2 or 3 each); the measured tool is one of them, with its saves, reviews and its
 * owner's suggestions. Returns the owner's cookie and the figures as counted afterwards.
 */
export async function seedDashboard(db: Db): Promise<DashboardSeed> {
  const started = performance.now();
  await db.execute(sql`
    CREATE TEMP TABLE bench_tools AS
    SELECT id, row_number() OVER (ORDER BY id) AS n FROM ai_tools
    WHERE status = 'published' ORDER BY id LIMIT ${DASHBOARD_TOOLS}`);
  await db.execute(sql`
    INSERT INTO tool_page_views_daily (tool_id, day, views)
    SELECT t.id, current_date - d, 5 + CASE WHEN (t.n + d) % 9 < 5 THEN 1 ELSE 0 END
    FROM bench_tools t CROSS JOIN generate_series(0, ${DASHBOARD_DAYS - 1}) AS d
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO tool_visits_daily (tool_id, day, source, visits)
    SELECT t.id, current_date - d, s.source, 2 + CASE WHEN (t.n + d) % 9 < 7 THEN 1 ELSE 0 END
    FROM bench_tools t CROSS JOIN generate_series(0, ${DASHBOARD_DAYS - 1}) AS d
    CROSS JOIN (VALUES ('tool'), ('compare')) AS s(source)
    ON CONFLICT DO NOTHING`);
  const [{ id: toolId }] = (await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM bench_tools WHERE n = ${Math.floor(DASHBOARD_TOOLS / 2)}`,
  )) as [{ id: string }];
  await db.execute(sql`
    INSERT INTO users (id, name, email, email_verified)
    SELECT 'bench-maker-user-' || g, 'Bench Reader ' || g, 'bench-maker-user-' || g || '@example.com', true
    FROM generate_series(1, ${DASHBOARD_SAVES}) AS g`);
  await db.execute(sql`
    INSERT INTO saved_tools (user_id, tool_id, created_at)
    SELECT 'bench-maker-user-' || g, ${toolId}, now() - make_interval(hours => g * 4)
    FROM generate_series(1, ${DASHBOARD_SAVES}) AS g`);
  await db.execute(sql`
    INSERT INTO tool_reviews (tool_id, user_id, stars, title, body, created_at, updated_at)
    SELECT ${toolId}, 'bench-maker-user-' || g, 1 + g % 5, 'Review ' || g,
           'A review written for the benchmark, long enough to count as one.',
           now() - make_interval(hours => g * 11), now() - make_interval(hours => g * 11)
    FROM generate_series(1, ${DASHBOARD_REVIEWS}) AS g`);
  const owner = await createUser(db, { name: "Bench Maker" });
  await db.execute(
    sql`INSERT INTO tool_owners (tool_id, user_id, proof) VALUES (${toolId}, ${owner.id}, 'administrator')`,
  );
  await db.execute(sql`
    INSERT INTO tool_edit_suggestions (tool_id, user_id, proposed, base)
    SELECT ${toolId}, ${owner.id}, '{"pricing": "Paid"}'::jsonb, '{"pricing": "Freemium"}'::jsonb
    FROM generate_series(1, 5)`);
  await db.execute(sql`ANALYZE tool_page_views_daily`);
  await db.execute(sql`ANALYZE tool_visits_daily`);
  const [figures] = await queryRows<{
    view_rows: number;
    views: string;
    visit_rows: number;
    visits: string;
  }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM tool_page_views_daily) AS view_rows,
               (SELECT sum(views)::text FROM tool_page_views_daily) AS views,
               (SELECT count(*)::int FROM tool_visits_daily) AS visit_rows,
               (SELECT sum(visits)::text FROM tool_visits_daily) AS visits`,
  );
  await db.execute(sql`DROP TABLE bench_tools`);
  return {
    toolId,
    cookie: (await createSession(db, owner)).cookie,
    viewRows: figures!.view_rows,
    views: Number(figures!.views),
    visitRows: figures!.visit_rows,
    visits: Number(figures!.visits),
    seconds: (performance.now() - started) / 1000,
  };
}

export type RollupFigures = {
  raw: number;
  days: number;
  firstSeconds: number;
  againSeconds: number;
  pruned: number;
  pruneSeconds: number;
};

/**
 * The roll-up job on ROLLUP_RAW_VIEWS raw tool page views spread evenly over the last
 * ROLLUP_RAW_DAYS days and DASHBOARD_TOOLS tools (the database's other raw views and roll-ups are
 * deleted first):
 * the first run (every day), the hourly run after it (today only), and the pruning of the days
 * past a 31-day retention.
 */
export async function measureRollup(db: Db): Promise<RollupFigures> {
  await db.execute(sql`DELETE FROM tool_page_views_daily`);
  await db.execute(sql`DELETE FROM page_view_rollups`);
  await db.execute(sql`DELETE FROM page_views`);
  await db.execute(sql`
    CREATE TEMP TABLE bench_tools AS
    SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM ai_tools
    WHERE status = 'published' ORDER BY id LIMIT ${DASHBOARD_TOOLS}`);
  await db.execute(sql`
    INSERT INTO page_views (path, created_at)
    SELECT '/tool/' || t.id || '/page', now() - make_interval(secs => g * ${(ROLLUP_RAW_DAYS * 86_400) / ROLLUP_RAW_VIEWS}::float8)
    FROM generate_series(1, ${ROLLUP_RAW_VIEWS}) AS g
    JOIN bench_tools t ON t.n = g % ${DASHBOARD_TOOLS}`);
  await db.execute(sql`DROP TABLE bench_tools`);
  await db.execute(sql`ANALYZE page_views`);
  const time = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000 };
  };
  const first = await time(() => rollUpPageViews({ db, retentionDays: 0 }));
  const again = await time(() => rollUpPageViews({ db, retentionDays: 0 }));
  const pruned = await time(() => pruneRolledUpViews(db, new Date(), 31));
  return {
    raw: ROLLUP_RAW_VIEWS,
    days: first.result.ran ? first.result.days.length : 0,
    firstSeconds: first.seconds,
    againSeconds: again.seconds,
    pruned: pruned.result,
    pruneSeconds: pruned.seconds,
  };
}

/** The dashboard's pages of the measured tool, each period. */
export function dashboardPaths(toolId: string) {
  return [7, 30, 90].map((days) => `/dashboard/tools/${toolId}?days=${days}`);
}
