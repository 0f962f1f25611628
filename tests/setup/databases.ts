import { mkdtempSync, rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { migrateDatabase, openDatabase, type Db } from "~/lib/db.server";
import { DiskStorage, setStorage } from "~/lib/storage.server";

/** PostgreSQL of the test machine; the tests create and drop their own databases in it. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function postgresUrl(database: string) {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement (CREATE DATABASE...) as the administrator of a PostgreSQL server. */
export async function adminQuery(sql: string, adminUrl = POSTGRES_ADMIN_URL) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Seeds a template database. The bundled logos it stores go to a folder thrown away after, never
 * the project's data folder; each test server writes them again into its own storage when asked.
 */
async function seedTemplate(db: Db) {
  const folder = mkdtempSync(path.join(tmpdir(), "aitools-logos-"));
  setStorage(new DiskStorage(folder));
  try {
    await seedBundledCatalogue(db);
  } finally {
    setStorage(undefined);
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A migrated, seeded PGlite data directory, dumped to a file that each test file loads. */
export async function buildPgliteTemplate() {
  const dir = mkdtempSync(path.join(tmpdir(), "aitools-template-"));
  const options = { dataDir: dir };
  const handle = await openDatabase(options);
  await migrateDatabase(options, handle, seedTemplate);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("gzip");
  await handle.close();
  const file = path.join(dir, "template.tar.gz");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export async function loadPgliteTemplate(file: string) {
  return new Blob([await readFile(file)]);
}

/**
 * A migrated, seeded PostgreSQL database that each test file clones; one per test run, so two
 * runs on one machine do not clobber each other.
 */
export async function buildPostgresTemplate() {
  const template = `aitools_test_template_${process.pid}`;
  await dropPostgresDatabase(template);
  await adminQuery(`CREATE DATABASE ${template}`);
  const options = { databaseUrl: postgresUrl(template), dataDir: "" };
  const handle = await openDatabase(options);
  await migrateDatabase(options, handle, seedTemplate);
  await handle.close();
  return template;
}

/** Creates a database on the test machine's PostgreSQL: a clone of `template`, or empty. */
export async function createPostgresDatabase(name: string, template?: string) {
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  return postgresUrl(name);
}

/**
 * Drops a test database once its sessions have gone. A closed pool has told its connections to
 * end, but they may still be open: cutting one then (`FORCE`) makes its client raise an error
 * that nothing listens to any more. `FORCE` is only for sessions still there after 10 s.
 */
export async function dropPostgresDatabase(name: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await client.query<{ sessions: number }>(
        "SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1",
        [name],
      );
      if (rows[0]!.sessions === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export { PGlite, pg_trgm };
