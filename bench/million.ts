// A directory of a million tools on PostgreSQL (issue 39's size): 1,000,000 published tools,
// 100,000 users and 200,000 reviews, 10,000,000 raw page views and 1,000,000 website visits over
// 90 days, generated here and timed; then the pages and answers a large site serves most, each
// against its target, over HTTP from a single client, with no page cache.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { rollUpPageViews } from "~/features/analytics/rollup.server";
import { repairToolFigures } from "~/features/catalogue/figures.server";
import { slugify } from "~/features/catalogue/tool";
import { countTools } from "~/features/catalogue/tool-reads.server";
import { queryRows, type Db } from "~/lib/db.server";
import { toolPath } from "~/lib/paths";
import { createSession, createUser, createUserAndAdmin } from "../tests/factories";
import { dashboardPaths } from "./dashboard";
import { adminLatency, alternativesLatency, recommendationLatency, searchLatency } from "./latency";
import { SUMMARY_PATHS } from "./queues";
import { insertSyntheticTools } from "./synthetic";
import { timeRequests, type Latency } from "./timing";

/** The sizes at scale 1; `--million-scale=0.02` generates a fiftieth, to try the run quickly. */
export const MILLION_SIZES = {
  tools: 1_000_000,
  users: 100_000,
  reviews: 200_000,
  pageViews: 10_000_000,
  visits: 1_000_000,
  days: 90,
};

export const MILLION_TARGETS_MS = {
  search: 100,
  alternatives: 100,
  recommender: 1000,
  toolPage: 50,
  sitemap: 500,
  admin: 100,
  dashboard: 100,
};

/** The sitemap protocol's limits for one file. */
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export type MillionSeed = {
  sizes: typeof MILLION_SIZES;
  counted: { tools: number; users: number; reviews: number; pageViews: number; visits: number };
  /** Seconds each step of the generation took. */
  seconds: Record<string, number>;
  /** Tools whose recent views the roll-up's first run wrote (absent on a kept database). */
  firstRecentViews?: number;
  /** The roll-up job run again, as a server runs it every hour: its seconds and what it wrote. */
  hourly: { seconds: number; days: number; recentViews: number };
  adminCookie: string;
  ownerCookie: string;
  ownedTool: string;
};

async function timed<T>(seconds: Record<string, number>, step: string, work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  seconds[step] = (performance.now() - started) / 1000;
  console.log(`${step}: ${seconds[step].toFixed(1)} s`);
  return result;
}

const count = async (db: Db, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(db, query))[0]!.n;

/**
 * Generates the million-tool site into `db` (which has the bundled catalogue), each step timed:
 * tools, users, reviews (the tools' ratings recomputed from them), raw page views in batches,
 * daily website visits, a tool's owner, then the roll-up job's first run over all 90 days.
 */
export async function seedMillion(db: Db, scale = 1): Promise<MillionSeed> {
  const sizes = Object.fromEntries(
    Object.entries(MILLION_SIZES).map(([key, value]) => [
      key,
      key === "days" ? value : Math.max(1, Math.round(value * scale)),
    ]),
  ) as typeof MILLION_SIZES;
  const seconds: Record<string, number> = {};
  // A kept database (--keep-db) has them all: only the cookies are made again.
  const kept = (await count(db, sql`SELECT count(*)::int AS n FROM page_views`)) >= sizes.pageViews;
  if (!kept) await generate(db, sizes, seconds);
  const owner = await createUser(db, { name: "Bench Maker" });
  const ownedTool = "synthetic-1";
  await db.execute(
    sql`INSERT INTO tool_owners (tool_id, user_id, proof) VALUES (${ownedTool}, ${owner.id}, 'administrator')
        ON CONFLICT (tool_id) DO UPDATE SET user_id = excluded.user_id`,
  );
  const { adminCookie } = await createUserAndAdmin(db);
  let firstRecentViews: number | undefined;
  if (!kept) {
    const first = await timed(seconds, "rollup", () => rollUpPageViews({ db, retentionDays: 0 }));
    if (first.ran) firstRecentViews = first.recentViews;
    await timed(seconds, "analyze", () => db.execute(sql`VACUUM ANALYZE`));
  }
  // The hourly run: today rolled up again, and the recent views of the tools viewed today counted
  // again.
  const started = performance.now();
  const again = await rollUpPageViews({ db, retentionDays: 0 });
  const hourly = {
    seconds: (performance.now() - started) / 1000,
    days: again.ran ? again.days.length : 0,
    recentViews: again.ran ? again.recentViews : 0,
  };
  console.log(`hourly roll-up: ${hourly.seconds.toFixed(1)} s`);
  return {
    sizes,
    counted: {
      tools: await count(
        db,
        sql`SELECT count(*)::int AS n FROM ai_tools WHERE status = 'published'`,
      ),
      users: await count(db, sql`SELECT count(*)::int AS n FROM users`),
      reviews: await count(db, sql`SELECT count(*)::int AS n FROM tool_reviews`),
      pageViews: await count(db, sql`SELECT count(*)::int AS n FROM page_views`),
      visits: await count(
        db,
        sql`SELECT coalesce(sum(visits), 0)::int AS n FROM tool_visits_daily`,
      ),
    },
    seconds,
    firstRecentViews,
    hourly,
    adminCookie,
    ownerCookie: (await createSession(db, owner)).cookie,
    ownedTool,
  };
}

/** The generation's steps, each timed into `seconds`. */
async function generate(db: Db, sizes: typeof MILLION_SIZES, seconds: Record<string, number>) {
  await timed(seconds, "tools", async () =>
    insertSyntheticTools(db, sizes.tools - (await countTools(db))),
  );
  const tools = await count(
    db,
    sql`SELECT count(*)::int AS n FROM ai_tools WHERE id LIKE 'synthetic-%'`,
  );
  await timed(seconds, "users", () =>
    db.execute(sql`
      INSERT INTO users (id, name, email, email_verified)
      SELECT 'bench-user-' || g, 'Bench Reader ' || g, 'bench-user-' || g || '@example.com', true
      FROM generate_series(1, ${sizes.users}) AS g ON CONFLICT DO NOTHING`),
  );
  await timed(seconds, "reviews", async () => {
    // Each review pairs a user with a tool; a pair drawn twice is written once. In statements of
    // a few thousand, as the site's own writes (and a restore's) are: the reviews' trigger
    // recomputes each touched tool's rating, and a statement touching 200,000 tools at once
    // made that a scan of every tool for each of them.
    const batch = 5_000;
    for (let start = 1; start <= sizes.reviews; start += batch) {
      const end = Math.min(sizes.reviews, start + batch - 1);
      await db.execute(sql`
        INSERT INTO tool_reviews (tool_id, user_id, stars, title, body, created_at, updated_at)
        SELECT 'synthetic-' || (1 + (g::bigint * 7919) % ${tools}), 'bench-user-' || (1 + g % ${sizes.users}),
               1 + (g * 31) % 5, 'A generated review ' || g,
               'Written for the benchmark: long enough to read like a review of the tool, number ' || g || '.',
               now() - ((g::bigint * 13) % (${sizes.days} * 86400)) * interval '1 second',
               now() - ((g::bigint * 13) % (${sizes.days} * 86400)) * interval '1 second'
        FROM generate_series(${start}::int, ${end}::int) AS g ON CONFLICT DO NOTHING`);
    }
    await repairToolFigures(db);
  });
  await timed(seconds, "pageViews", async () => {
    const batch = 1_000_000;
    for (let start = 1; start <= sizes.pageViews; start += batch) {
      const end = Math.min(sizes.pageViews, start + batch - 1);
      // Three in four views are of a tool's page, spread over every tool; the rest of the
      // site's other pages; one in five came from another site.
      await db.execute(sql`
        INSERT INTO page_views (path, referrer_host, created_at)
        SELECT CASE WHEN i % 4 <> 0 THEN '/tool/synthetic-' || (1 + (i::bigint * 2654435761) % ${tools}) || '/tool'
                    ELSE (ARRAY['/', '/pricing', '/blog', '/categories/Video%20Editing', '/recommend'])[1 + i % 5] END,
               CASE WHEN i % 5 = 0 THEN 'site' || (i % 200) || '.example' END,
               now() - ((i::bigint * 7) % (${sizes.days} * 86400)) * interval '1 second'
        FROM generate_series(${start}::bigint, ${end}::bigint) AS i`);
    }
  });
  await timed(seconds, "visits", () =>
    // Daily counts, as /go/{id} keeps them: one visit a day for each of enough tools.
    db.execute(sql`
      INSERT INTO tool_visits_daily (tool_id, day, source, visits)
      SELECT 'synthetic-' || t, current_date - d, 'tool', 1
      FROM generate_series(1, ${Math.ceil(sizes.visits / sizes.days)}) AS t,
           generate_series(0, ${sizes.days - 1}) AS d
      ON CONFLICT DO NOTHING`),
  );
}

export type SitemapFigures = {
  files: number;
  latency: Latency;
  largestUrls: number;
  largestBytes: number;
  withinLimits: boolean;
};

/** The sitemap index, then each of its files, timed; each file checked against the limits. */
async function sitemapLatency(base: string): Promise<SitemapFigures> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  // A small catalogue's /sitemap.xml is one file of pages, not an index of files.
  const parts = index.includes("<sitemapindex")
    ? [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    : [];
  let largestUrls = 0;
  let largestBytes = 0;
  const latency = await timeRequests(
    ["/sitemap.xml", ...parts],
    async (path) => {
      const response = await fetch(`${base}${path}`);
      const body = await response.clone().text();
      largestBytes = Math.max(largestBytes, Buffer.byteLength(body));
      largestUrls = Math.max(largestUrls, (body.match(/<loc>/g) ?? []).length);
      return response;
    },
    { rounds: 3, warmUp: 1 },
  );
  return {
    files: parts.length,
    latency,
    largestUrls,
    largestBytes,
    withinLimits:
      parts.length <= SITEMAP_MAX_URLS &&
      largestUrls <= SITEMAP_MAX_URLS &&
      largestBytes <= SITEMAP_MAX_BYTES,
  };
}

export type ExportStream = {
  tools: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** The whole catalogue as JSON Lines, read as it streams, with the server's memory sampled. */
async function exportStream(base: string, pid: number): Promise<ExportStream> {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 100);
  const started = performance.now();
  let bytes = 0;
  let tools = 0;
  try {
    const response = await fetch(`${base}/api/v1/tools/export?format=jsonl`);
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) tools++;
    }
  } finally {
    clearInterval(sampler);
  }
  rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  return {
    tools,
    megabytes: bytes / 1024 / 1024,
    seconds: (performance.now() - started) / 1000,
    rssBeforeMb,
    rssPeakMb,
  };
}

export type MillionFigures = {
  search: Latency;
  alternativesPages: Latency;
  alternativesApi: Latency;
  recommender: Latency;
  toolPage: Latency;
  sitemap: SitemapFigures;
  admin: Latency;
  dashboard: Latency;
  exported: ExportStream;
};

/** Every measurement of the million-tool site, against a server with no page cache. */
export async function measureMillion(
  base: string,
  pid: number,
  db: Db,
  seed: MillionSeed,
): Promise<MillionFigures> {
  const sample = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM ai_tools WHERE id LIKE 'synthetic-%' AND status = 'published'
        ORDER BY id LIMIT 20 OFFSET ${Math.floor(seed.counted.tools / 2)}`,
  );
  const toolPaths = sample.map((tool) => toolPath({ id: tool.id, slug: slugify(tool.name) }));
  const alternatives = await alternativesLatency(base);
  return {
    search: await searchLatency(base),
    alternativesPages: alternatives.pages,
    alternativesApi: alternatives.api,
    recommender: await recommendationLatency(base, 6),
    toolPage: await timeRequests(toolPaths, (path) => fetch(`${base}${path}`), {
      rounds: 10,
      warmUp: 2,
    }),
    sitemap: await sitemapLatency(base),
    admin: await adminLatency(base, seed.adminCookie, SUMMARY_PATHS),
    dashboard: await adminLatency(base, seed.ownerCookie, dashboardPaths(seed.ownedTool)),
    exported: await exportStream(base, pid),
  };
}

const n = (value: number) => value.toLocaleString("en-US");
const ms = (value: number) => value.toFixed(1);

/** The "A million tools" section of BENCHMARKS.md. */
export function millionMarkdown(seed: MillionSeed, figures: MillionFigures) {
  const row = (label: string, latency: Latency, target: number) =>
    `| ${label} | ${latency.count} | ${ms(latency.p50)} | ${ms(latency.p95)} | ${ms(latency.max)} | ≤ ${n(target)} ms (${latency.p95 <= target ? "met" : "**not met**"}) | ${latency.failed} |`;
  const { counted, seconds } = seed;
  const generation = Object.keys(seconds).length
    ? `generated by the benchmark: ${Object.entries(seconds)
        .map(([step, value]) => `${step} ${value.toFixed(0)} s`)
        .join(
          ", ",
        )}. The roll-up step is the job's first run over all ${seed.sizes.days} days of raw views${seed.firstRecentViews === undefined ? "" : `, which also counted every tool's recent views and wrote ${n(seed.firstRecentViews)} of them`}`
    : "kept from an earlier run of the benchmark (`--keep-db`), whose output gives the generation's times";
  const { sitemap, exported } = figures;
  return `## A million tools (PostgreSQL)

${n(counted.tools)} published tools, ${n(counted.users)} users, ${n(counted.reviews)} reviews (the tools' ratings recomputed from them), ${n(counted.pageViews)} raw page views and ${n(counted.visits)} website visits over the last ${seed.sizes.days} days, ${generation}. Over HTTP from a single client, to a server started with \`PAGE_CACHE_MB=0\`, after a warm-up.

| Requests | Count | p50 ms | p95 ms | max ms | target p95 | Failed |
|---|---:|---:|---:|---:|---:|---:|
${row("Ranked search (names, typos, several words, filters, deep pages)", figures.search, MILLION_TARGETS_MS.search)}
${row("Alternatives pages", figures.alternativesPages, MILLION_TARGETS_MS.alternatives)}
${row("Alternatives API", figures.alternativesApi, MILLION_TARGETS_MS.alternatives)}
${row("Recommender", figures.recommender, MILLION_TARGETS_MS.recommender)}
${row("A tool's page, not kept", figures.toolPage, MILLION_TARGETS_MS.toolPage)}
${row(`Sitemap index and its ${n(sitemap.files)} files`, sitemap.latency, MILLION_TARGETS_MS.sitemap)}
${row("Admin overview and traffic", figures.admin, MILLION_TARGETS_MS.admin)}
${row("A tool's dashboard for its owner", figures.dashboard, MILLION_TARGETS_MS.dashboard)}

The roll-up job run again, as each hour on a server (${seed.hourly.days} day${seed.hourly.days === 1 ? "" : "s"} rolled up again, the recent views of the tools viewed on ${seed.hourly.days === 1 ? "it" : "them"} counted again, ${n(seed.hourly.recentViews)} written), took ${seed.hourly.seconds.toFixed(1)} s, before the measurement.

The largest sitemap file holds ${n(sitemap.largestUrls)} addresses in ${(sitemap.largestBytes / 1024 / 1024).toFixed(1)} MB: ${sitemap.withinLimits ? "within" : "**beyond**"} the protocol's 50,000 addresses and 50 MB. The export of the whole catalogue (\`GET /api/v1/tools/export?format=jsonl\`) streamed ${n(exported.tools)} tools, ${exported.megabytes.toFixed(0)} MB, in ${exported.seconds.toFixed(0)} s; the server's resident memory went from ${exported.rssBeforeMb.toFixed(0)} MB to a peak of ${exported.rssPeakMb.toFixed(0)} MB.
`;
}
