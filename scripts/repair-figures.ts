// npm run figures:repair: recomputes every tool's rating, review count, saves and recent page
// views from the reviews, saved tools and page views, and corrects those that differ.
// On the embedded database, stop the server first: only one process may open it.
import { existsSync } from "node:fs";
import { repairToolFigures } from "../app/features/catalogue/figures.server";
import { migrateDatabase, openDatabase } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

if (existsSync(".env")) process.loadEnvFile(".env");

try {
  const env = getEnv();
  const options = { databaseUrl: env.DATABASE_URL, dataDir: env.dataDir };
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(options, handle);
    const corrected = await repairToolFigures(handle.db);
    console.log(
      corrected.length === 0
        ? "Every tool's figures were right."
        : `Corrected the figures of ${corrected.length} tool${corrected.length === 1 ? "" : "s"}: ${corrected.slice(0, 20).join(", ")}${corrected.length > 20 ? ", ..." : ""}.`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
