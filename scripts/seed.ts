// npm run db:seed: applies migrations and writes the bundled catalogue (idempotent).
// On the embedded database, stop the server first: only one process may open it.
import { existsSync } from "node:fs";
import { seedBundledCatalogue } from "../app/features/catalogue/mutations.server";
import { countAllTools } from "../app/features/catalogue/admin-queries.server";
import { migrateDatabase, openDatabase } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

if (existsSync(".env")) process.loadEnvFile(".env");

try {
  const env = getEnv();
  const options = { databaseUrl: env.DATABASE_URL, dataDir: env.dataDir };
  const handle = await openDatabase(options);
  try {
    let written: Awaited<ReturnType<typeof seedBundledCatalogue>> | undefined;
    await migrateDatabase(options, handle, async (db) => {
      written = await seedBundledCatalogue(db);
    });
    const total = await countAllTools(handle.db);
    const where =
      handle.kind === "pglite" ? `embedded database in ${env.dataDir}` : "PostgreSQL database";
    console.log(
      `Catalogue written: ${written!.tools} bundled tools (${written!.added.length} added, ${written!.updated.length} updated); the ${where} now holds ${total} tools.`,
    );
    if (written!.keptEdited.length) {
      console.log(
        `Left as edited by an administrator: ${written!.keptEdited.join(", ")}. Edit them in /admin to change them.`,
      );
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
