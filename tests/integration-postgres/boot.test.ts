import { afterAll, describe, expect, it } from "vitest";
import { readCatalogue } from "~/features/catalogue/catalogue-files.server";
import { countTools } from "~/features/catalogue/tool-reads.server";
import { migrateDatabase, openDatabase } from "~/lib/db.server";
import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { dropPostgresDatabase, POSTGRES_ADMIN_URL, postgresUrl } from "../setup/databases";
import pg from "pg";

const name = `aitools_boot_${process.pid}`;
afterAll(async () => dropPostgresDatabase(name));

describe("several app servers starting together on one PostgreSQL", () => {
  it("migrate once and seed the catalogue once", async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const options = { databaseUrl: postgresUrl(name), dataDir: "" };
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase(options)));
    await Promise.all(
      handles.map((handle) =>
        migrateDatabase(options, handle, async (db) => {
          if ((await countTools(db)) === 0) await seedBundledCatalogue(db);
        }),
      ),
    );
    expect(await countTools(handles[0]!.db)).toBe(readCatalogue().entries.length);
    await Promise.all(handles.map((handle) => handle.close()));
  });
});
