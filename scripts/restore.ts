// npm run restore -- ARCHIVE: a backup into an empty data folder (DATA_DIR) or an empty
// PostgreSQL database (DATABASE_URL), refusing anything else.
import { existsSync } from "node:fs";
import { restoreCommand } from "../app/lib/backup/commands.server";
import { getEnv } from "../app/lib/env.server";

if (existsSync(".env")) process.loadEnvFile(".env");

process.exitCode = await restoreCommand(process.argv.slice(2), getEnv());
