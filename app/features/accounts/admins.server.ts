import { z } from "zod";
import { adminUsers } from "~/db/schema";
import type { Db } from "~/lib/db.server";

const AdminEmail = z.email().transform((email) => email.trim().toLowerCase());

/** The valid, lower-cased addresses of a comma-separated list (ADMIN_EMAILS). */
export function parseAdminEmails(list: string | undefined) {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const raw of (list ?? "").split(",")) {
    const value = raw.trim();
    if (!value) continue;
    const parsed = AdminEmail.safeParse(value);
    if (parsed.success) emails.push(parsed.data);
    else invalid.push(value);
  }
  return { emails, invalid };
}

/**
 * Makes these addresses administrators (docs/product.md#who-uses-it: a row in admin_users);
 * existing rows stay.
 */
export async function addAdmins(db: Db, emails: string[]) {
  if (emails.length === 0) return 0;
  const inserted = await db
    .insert(adminUsers)
    .values(emails.map((email) => ({ email })))
    .onConflictDoNothing()
    .returning({ email: adminUsers.email });
  return inserted.length;
}
