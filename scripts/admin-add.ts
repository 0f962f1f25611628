// npm run admin:add -- someone@example.com: makes that address an administrator.
// On the embedded database, stop the server first: only one process may open it.
import { existsSync } from "node:fs";
import { addAdmins, parseAdminEmails } from "../app/features/accounts/admins.server";
import { migrateDatabase, openDatabase } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

if (existsSync(".env")) process.loadEnvFile(".env");

const { emails, invalid } = parseAdminEmails(process.argv.slice(2).join(","));
if (invalid.length || emails.length === 0) {
  console.error(
    invalid.length
      ? `Not an email address: ${invalid.join(", ")}`
      : "Usage: npm run admin:add -- someone@example.com",
  );
  process.exit(1);
}

try {
  const env = getEnv();
  const options = { databaseUrl: env.DATABASE_URL, dataDir: env.dataDir };
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(options, handle);
    const added = await addAdmins(handle.db, emails);
    console.log(
      `${emails.join(", ")}: ${added === emails.length ? "now an administrator" : added === 0 ? "already an administrator" : `${added} added`}.`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
