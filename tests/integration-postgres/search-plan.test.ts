import { sql } from "drizzle-orm";
import { aiTools } from "~/db/schema";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { COUNT_CAP, searchTools } from "~/features/catalogue/search.server";
import { countTools } from "~/features/catalogue/tool-reads.server";
import { prepareText, textCondition } from "~/features/catalogue/ranking.server";
import { ToolQuerySchema, type ToolQueryInput } from "~/features/catalogue/schema";
import { migrateDatabase, openDatabase, queryRows, type DatabaseHandle } from "~/lib/db.server";
import { insertSyntheticTools } from "../../bench/synthetic";
import { dropPostgresDatabase, POSTGRES_ADMIN_URL, postgresUrl } from "../setup/databases";

// The plans PostgreSQL chooses for the statements a search runs, at the size the directory
// must stay fast at: a text search never reads the whole 100,000-tool table, nor the whole of
// tool_search, its narrow copy where matches are found.
const TOOLS = 100_000;
const name = `aitools_plan_${process.pid}`;
const statements: { query: string; params: unknown[] }[] = [];
let handle: DatabaseHandle;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const options = {
    databaseUrl: postgresUrl(name),
    dataDir: "",
    logger: { logQuery: (query: string, params: unknown[]) => statements.push({ query, params }) },
  };
  handle = await openDatabase(options);
  await migrateDatabase(options, handle, async (db) => void (await seedBundledCatalogue(db)));
  await insertSyntheticTools(handle.db, TOOLS - (await countTools(handle.db)));
}, 180_000);

afterAll(async () => {
  await handle?.close();
  await dropPostgresDatabase(name);
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

function scansOf(node: PlanNode): string[] {
  const own = node["Relation Name"] ? [`${node["Node Type"]} on ${node["Relation Name"]}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

/** Every table read (and how) by the statements a search ran. */
async function scansOfSearch(input: ToolQueryInput) {
  statements.length = 0;
  await searchTools(ToolQuerySchema.parse(input), handle.db);
  const reads = statements.filter(({ query }) => /^\s*(select|with)\b/i.test(query));
  expect(reads.length).toBeGreaterThan(0);
  // The app's own pool, so its connection settings apply to the plans as they do to searches.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const scans: string[] = [];
  const client = await pool.connect();
  try {
    for (const { query, params } of reads) {
      // The count of a text's matches runs with sequential and plain index scans off
      // (countUpTo in search.server.ts): it is planned here as it runs there.
      const counting = /count\(\*\)::int AS found/.test(query);
      if (counting) {
        await client.query("BEGIN");
        await client.query("SET LOCAL enable_seqscan = off");
        await client.query("SET LOCAL enable_indexscan = off");
      }
      const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${query}`, params);
      if (counting) await client.query("COMMIT");
      scans.push(...scansOf((rows[0]["QUERY PLAN"] as [{ Plan: PlanNode }])[0].Plan));
    }
  } finally {
    client.release();
  }
  return scans;
}

describe(`search plans at ${TOOLS.toLocaleString("en-US")} tools on PostgreSQL`, () => {
  it("has the catalogue at full size", async () => {
    expect(await countTools(handle.db)).toBe(TOOLS);
  });

  it.each([
    { q: "video editing" },
    { q: "transcibe audio" },
    { q: "customer support chatbot" },
    { q: "midjorney" },
    { q: "chat gpt" },
    { q: "make a song" },
    { q: "pixelforge" },
    { q: "design" },
    { q: "writing", pricing: "Freemium" },
    { q: "automation", sort: "reviewCount", page: "3" },
  ])("reads ai_tools and tool_search through their indexes for %j", async (input) => {
    const scans = await scansOfSearch(input);
    expect(scans.filter((scan) => scan.includes("tool_search"))).not.toHaveLength(0);
    expect(scans.filter((scan) => scan.includes("ai_tools"))).not.toHaveLength(0);
    expect(scans).not.toContain("Seq Scan on ai_tools");
    expect(scans).not.toContain("Seq Scan on tool_search");
  });
});

// However a search reads its matches (one walk down a sort index, a walk with the count beside
// it, or every match sorted), the page is the one a plain query returns, and the count is exact
// up to COUNT_CAP and a lower bound past it.
describe(`search results at ${TOOLS.toLocaleString("en-US")} tools on PostgreSQL`, () => {
  const orders = {
    newest: sql`createdat DESC NULLS LAST, id`,
    rating: sql`rank_rating DESC NULLS LAST, id`,
    reviewCount: sql`popularity DESC NULLS LAST, id`,
  };

  /** The page and count a plain query gives, with the matching rule search uses. */
  async function reference(q: string, sort: keyof typeof orders, page: number) {
    const text = await prepareText(handle.db, q);
    // searchTools asks for fewer terms when most of them find under 5 tools; these do not.
    const where = textCondition(text, aiTools);
    const [counted] = await queryRows<{ total: number }>(
      handle.db,
      sql`SELECT count(*)::int AS total FROM ai_tools WHERE ${where}`,
    );
    const rows = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT id FROM ai_tools WHERE ${where} ORDER BY ${orders[sort]}
          LIMIT 18 OFFSET ${(page - 1) * 18}`,
    );
    return { total: counted!.total, ids: rows.map((row) => row.id) };
  }

  it.each([
    // Most tools match: one walk finds the page and the count.
    { q: "customer support chatbot", sort: "newest", page: 1 },
    { q: "customer support chatbot", sort: "rating", page: 3 },
    // Thousands match: a walk down the sort index, with the count beside it.
    { q: "design", sort: "newest", page: 2 },
    { q: "seo", sort: "rating", page: 1 },
    // Estimated at 2,000 but 7,000 match, deep in the list: a sample decides.
    { q: "video editing", sort: "reviewCount", page: 12 },
    // A couple of hundred match: every match found and sorted.
    { q: "pixelforge", sort: "newest", page: 2 },
  ] as const)("gives the plain query's page for %j", async ({ q, sort, page }) => {
    const expected = await reference(q, sort, page);
    expect(expected.ids.length).toBeGreaterThan(0);
    const found = await searchTools(
      ToolQuerySchema.parse({ q, sort, page: String(page) }),
      handle.db,
    );
    expect(found.tools.map((tool) => tool.id)).toEqual(expected.ids);
    const cap = Math.max(COUNT_CAP, (page + 1) * 18);
    expect(found.totalIsLowerBound).toBe(expected.total > cap);
    expect(found.total).toBe(Math.min(expected.total, cap));
  });

  it("says how far it counted, and offers the next page, when more match", async () => {
    const first = await searchTools(ToolQuerySchema.parse({ q: "design" }), handle.db);
    expect(first).toMatchObject({ total: 1000, totalIsLowerBound: true, pageCount: 56 });
    // On the last page counted, the count goes on two pages further.
    const last = await searchTools(ToolQuerySchema.parse({ q: "design", page: "56" }), handle.db);
    expect(last).toMatchObject({ total: 57 * 18, totalIsLowerBound: true, pageCount: 57 });
    expect(last.tools).toHaveLength(18);
  });
});
