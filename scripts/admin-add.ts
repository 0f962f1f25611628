// npm run admin:add -- someone@example.com: makes that address an administrator.
// On the embedded database, stop the server first: only one process may open it.
import { addAdmins, parseAdminEmails } from "../app/features/accounts/admins.server";
import { withDatabase } from "./with-database";

const { emails, invalid } = parseAdminEmails(process.argv.slice(2).join(","));
if (invalid.length || emails.length === 0) {
  console.error(
    invalid.length
      ? `Not an email address: ${invalid.join(", ")}`
      : "Usage: npm run admin:add -- someone@example.com",
  );
  process.exit(1);
}

await withDatabase(async (handle) => {
  const added = await addAdmins(handle.db, emails);
  console.log(
    `${emails.join(", ")}: ${added === emails.length ? "now an administrator" : added === 0 ? "already an administrator" : `${added} added`}.`,
  );
});
