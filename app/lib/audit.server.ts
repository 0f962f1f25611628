import { adminAudit } from "~/db/schema";
import type { Db } from "./db.server";

// The audit log (decision 013): every administrator's write, recorded in the transaction that
// makes it, with who, what and the values before and after.

export type AuditEntry = Omit<typeof adminAudit.$inferInsert, "id" | "createdAt">;

/** Who writes: an administrator's email, or the seeding command. */
export type Actor = { email: string };

const BATCH = 100;

/** Records administrators' writes, in the transaction that makes them. */
export async function recordAudit(tx: Db, entries: readonly AuditEntry[]) {
  for (let start = 0; start < entries.length; start += BATCH) {
    await tx.insert(adminAudit).values(entries.slice(start, start + BATCH));
  }
}
