// npm run db:move -- postgres://...: copies the embedded database in DATA_DIR into an empty
// PostgreSQL database, with the site stopped, and prints the DATABASE_URL to start it with.
import { existsSync } from "node:fs";
import { moveCommand } from "../app/lib/backup/commands.server";
import { getEnv } from "../app/lib/env.server";

if (existsSync(".env")) process.loadEnvFile(".env");

process.exitCode = await moveCommand(process.argv.slice(2), getEnv());
