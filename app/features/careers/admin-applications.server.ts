import { asc, desc, eq } from "drizzle-orm";
import { careerApplications } from "~/db/schema";
import type { Actor } from "~/lib/audit.server";
import { getDb, type Db } from "~/lib/db.server";
import { changeStatus, countByStatus } from "~/lib/status-change.server";
import { APPLICATION_STATUSES, APPLICATIONS_PAGE_SIZE, type ApplicationStatus } from "./constants";

// The job applications' inbox (admin area): new ones oldest first, the others newest first.

export type InboxApplication = typeof careerApplications.$inferSelect;

/** How many applications are in each state. */
export function countApplicationsByStatus(db: Db = getDb()) {
  return countByStatus(db, careerApplications, APPLICATION_STATUSES);
}

/** One page of the applications in a state. */
export function listApplications(status: ApplicationStatus, page: number, db: Db = getDb()) {
  const order = status === "new" ? asc : desc;
  return db
    .select()
    .from(careerApplications)
    .where(eq(careerApplications.status, status))
    .orderBy(order(careerApplications.createdAt), order(careerApplications.id))
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((page - 1) * APPLICATIONS_PAGE_SIZE);
}

export async function getApplication(id: number, db: Db = getDb()) {
  const [row] = await db.select().from(careerApplications).where(eq(careerApplications.id, id));
  return row ?? null;
}

/** Moves an application to reviewed, contacted or declined (or back to new). */
export function setApplicationStatus(
  id: number,
  to: ApplicationStatus,
  actor: Actor,
  db: Db = getDb(),
) {
  return changeStatus(
    db,
    {
      table: careerApplications,
      changedAt: "status_changed_at",
      subject: "application",
      noun: "application",
    },
    id,
    to,
    actor,
  );
}
