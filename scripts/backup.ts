// npm run backup -- FILE [--force]: one archive of the database and the local uploads, taken
// while the site keeps running (docs/decisions/038-backups-restore-and-move.md).
import { existsSync } from "node:fs";
import { backupCommand } from "../app/lib/backup/commands.server";
import { getEnv } from "../app/lib/env.server";

if (existsSync(".env")) process.loadEnvFile(".env");

process.exitCode = await backupCommand(process.argv.slice(2), getEnv());
