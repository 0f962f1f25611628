import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { countTools, searchTools } from "~/features/catalogue/queries.server";
import { ToolQuerySchema, type ToolQueryInput } from "~/features/catalogue/schema";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "~/lib/db.server";
import { insertSyntheticTools } from "../../bench/synthetic";
import { dropPostgresDatabase, POSTGRES_ADMIN_URL, postgresUrl } from "../setup/databases";

// The plans PostgreSQL chooses for the statements a search runs, at the size the directory
// must stay fast at: a text search never reads the whole 100,000-tool table.
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
  for (const { query, params } of reads) {
    const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${query}`, params);
    scans.push(...scansOf((rows[0]["QUERY PLAN"] as [{ Plan: PlanNode }])[0].Plan));
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
  ])("reads ai_tools through its indexes for %j", async (input) => {
    const scans = await scansOfSearch(input);
    expect(scans.filter((scan) => scan.includes("ai_tools"))).not.toHaveLength(0);
    expect(scans).not.toContain("Seq Scan on ai_tools");
  });
});
