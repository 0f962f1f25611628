// The operator's commands open the database of .env (or the environment), bring it up to date
// and close it again; a failure is printed and sets the exit code.
import { existsSync } from "node:fs";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

export async function withDatabase(work: (handle: DatabaseHandle) => Promise<void>) {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    const env = getEnv();
    const options = { databaseUrl: env.DATABASE_URL, dataDir: env.dataDir };
    const handle = await openDatabase(options);
    try {
      await migrateDatabase(options, handle);
      await work(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
