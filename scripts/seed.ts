// npm run db:seed: applies migrations and writes the bundled catalogue (idempotent).
// On the embedded database, stop the server first: only one process may open it.
import { existsSync } from "node:fs";
import { seedBundledCatalogue } from "../app/features/catalogue/mutations.server";
import { countTools } from "../app/features/catalogue/queries.server";
import { migrateDatabase, openDatabase } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

if (existsSync(".env")) process.loadEnvFile(".env");

try {
  const env = getEnv();
  const options = { databaseUrl: env.DATABASE_URL, dataDir: env.dataDir };
  const handle = await openDatabase(options);
  try {
    let written = 0;
    await migrateDatabase(options, handle, async (db) => {
      written = (await seedBundledCatalogue(db)).tools;
    });
    const total = await countTools(handle.db);
    console.log(
      `Catalogue written: ${written} bundled tools; the ${handle.kind === "pglite" ? `embedded database in ${env.dataDir}` : "PostgreSQL database"} now holds ${total} tools.`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
