import { asc, desc, eq } from "drizzle-orm";
import { contactSubmissions } from "~/db/schema";
import type { Actor } from "~/lib/audit.server";
import { getDb, type Db } from "~/lib/db.server";
import { changeStatus, countByStatus } from "~/lib/status-change.server";
import { MESSAGE_STATUSES, MESSAGES_PAGE_SIZE, type MessageStatus } from "./constants";

// The contact messages' inbox (admin area): new ones oldest first, handled ones newest first.

export type InboxMessage = typeof contactSubmissions.$inferSelect;

/** How many messages are in each state. */
export function countMessagesByStatus(db: Db = getDb()) {
  return countByStatus(db, contactSubmissions, MESSAGE_STATUSES);
}

/** One page of the messages in a state. */
export function listMessages(status: MessageStatus, page: number, db: Db = getDb()) {
  const order = status === "new" ? asc : desc;
  return db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.status, status))
    .orderBy(order(contactSubmissions.createdAt), order(contactSubmissions.id))
    .limit(MESSAGES_PAGE_SIZE)
    .offset((page - 1) * MESSAGES_PAGE_SIZE);
}

export async function getMessage(id: number, db: Db = getDb()) {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row ?? null;
}

/** Marks a message handled, or new again. */
export function setMessageStatus(id: number, to: MessageStatus, actor: Actor, db: Db = getDb()) {
  return changeStatus(
    db,
    {
      table: contactSubmissions,
      changedAt: "status_changed_at",
      subject: "message",
      noun: "message",
    },
    id,
    to,
    actor,
  );
}
